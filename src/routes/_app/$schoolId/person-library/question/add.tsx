// /{schoolId}/person-library/question/add?collectionId= (spec §2): a new question in one of the teacher's banks.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { bankQuestionsQueryOptions } from '@/features/question-bank/api/get-bank-questions.ts';
import { QuestionEditorPage } from '@/features/question-bank/components/question-editor-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/question/add')({
  validateSearch: (search: Record<string, unknown>): { collectionId?: number } => ({ collectionId: parseId(search.collectionId) ?? undefined }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!deps.collectionId) throw notFound();
    const library = { level: 'personal', schoolId: context.schoolId } as const;
    await Promise.all([
      context.queryClient.ensureQueryData(libraryItemQueryOptions('question', library, deps.collectionId)),
      context.queryClient.ensureQueryData(bankQuestionsQueryOptions(library, deps.collectionId)),
    ]);
  },
  component: AddQuestionRoute,
});

function AddQuestionRoute() {
  const { schoolId } = Route.useRouteContext();
  const { collectionId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const bankHref = `/${schoolId}/person-library/question/${collectionId}`;
  return (
    <QuestionEditorPage
      library={{ level: 'personal', schoolId }}
      bankId={collectionId!}
      questionId={null}
      bankHref={bankHref}
      onDone={() => void navigate({ href: bankHref })}
    />
  );
}
