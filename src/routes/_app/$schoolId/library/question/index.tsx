// /{schoolId}/library/question (spec §2 school library; menu key school_question): the school's question banks —
// approved ones for its staff, every status with batch review for its reviewers.
import { createFileRoute } from '@tanstack/react-router';
import { QuestionBanksPage } from '@/features/question-bank/components/question-banks-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/question/')({
  validateSearch: parseLibrarySearch,
  component: SchoolBanksRoute,
});

function SchoolBanksRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const bankHref = (id: number) => `/${schoolId}/library/question/${id}`;
  return (
    <QuestionBanksPage
      library={{ level: 'school', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
      bankHref={bankHref}
      onCreated={(bank) => void navigate({ href: bankHref(bank.id) })}
    />
  );
}
