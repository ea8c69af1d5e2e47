// /{schoolId}/library/question/edit/{questionId?}?collectionId= (spec §2 school library): a new question (no id) or
// an edited one in a school bank.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { bankQuestionsQueryOptions } from '@/features/question-bank/api/get-bank-questions.ts';
import { QuestionEditorPage } from '@/features/question-bank/components/question-editor-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/question/edit/{-$questionId}')({
  validateSearch: (search: Record<string, unknown>): { collectionId?: number } => ({ collectionId: parseId(search.collectionId) ?? undefined }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    if (!deps.collectionId || (params.questionId !== undefined && parseId(params.questionId) === null)) throw notFound();
    const library = { level: 'school', schoolId: context.schoolId } as const;
    await Promise.all([
      context.queryClient.ensureQueryData(libraryItemQueryOptions('question', library, deps.collectionId)),
      context.queryClient.ensureQueryData(bankQuestionsQueryOptions(library, deps.collectionId)),
    ]);
  },
  component: SchoolQuestionRoute,
});

function SchoolQuestionRoute() {
  const { schoolId } = Route.useRouteContext();
  const { collectionId } = Route.useSearch();
  const { questionId } = Route.useParams();
  const navigate = Route.useNavigate();
  const bankHref = `/${schoolId}/library/question/${collectionId}`;
  return (
    <QuestionEditorPage
      library={{ level: 'school', schoolId }}
      bankId={collectionId!}
      questionId={parseId(questionId)}
      bankHref={bankHref}
      onDone={() => void navigate({ href: bankHref })}
    />
  );
}
