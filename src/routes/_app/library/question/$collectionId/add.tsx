// /library/question/{collectionId}/add (spec §2 system library): a new question in a system bank.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { bankQuestionsQueryOptions } from '@/features/question-bank/api/get-bank-questions.ts';
import { QuestionEditorPage } from '@/features/question-bank/components/question-editor-page.tsx';

export const Route = createFileRoute('/_app/library/question/$collectionId/add')({
  loader: async ({ context, params }) => {
    const bankId = idOrNotFound(params.collectionId);
    await Promise.all([
      context.queryClient.ensureQueryData(libraryItemQueryOptions('question', { level: 'system' }, bankId)),
      context.queryClient.ensureQueryData(bankQuestionsQueryOptions({ level: 'system' }, bankId)),
    ]);
  },
  component: SystemAddQuestionRoute,
});

function SystemAddQuestionRoute() {
  const bankId = idOrNotFound(Route.useParams().collectionId);
  const navigate = Route.useNavigate();
  const bankHref = `/library/question/${bankId}`;
  return (
    <QuestionEditorPage library={{ level: 'system' }} bankId={bankId} questionId={null} bankHref={bankHref} onDone={() => void navigate({ href: bankHref })} />
  );
}
