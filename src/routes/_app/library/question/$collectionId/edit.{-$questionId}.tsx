// /library/question/{collectionId}/edit/{questionId?} (spec §2 system library): editing a question of a system bank
// (without an id: a new one).
import { createFileRoute, notFound } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { bankQuestionsQueryOptions } from '@/features/question-bank/api/get-bank-questions.ts';
import { QuestionEditorPage } from '@/features/question-bank/components/question-editor-page.tsx';

export const Route = createFileRoute('/_app/library/question/$collectionId/edit/{-$questionId}')({
  loader: async ({ context, params }) => {
    const bankId = idOrNotFound(params.collectionId);
    if (params.questionId !== undefined && parseId(params.questionId) === null) throw notFound();
    await Promise.all([
      context.queryClient.ensureQueryData(libraryItemQueryOptions('question', { level: 'system' }, bankId)),
      context.queryClient.ensureQueryData(bankQuestionsQueryOptions({ level: 'system' }, bankId)),
    ]);
  },
  component: SystemEditQuestionRoute,
});

function SystemEditQuestionRoute() {
  const params = Route.useParams();
  const bankId = idOrNotFound(params.collectionId);
  const navigate = Route.useNavigate();
  const bankHref = `/library/question/${bankId}`;
  return (
    <QuestionEditorPage
      library={{ level: 'system' }}
      bankId={bankId}
      questionId={parseId(params.questionId)}
      bankHref={bankHref}
      onDone={() => void navigate({ href: bankHref })}
    />
  );
}
