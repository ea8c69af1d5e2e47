// /{schoolId}/person-library/question (spec §2 personal library; menu key personal_question): the teacher's own
// question banks, with the spec §3 filters in the address.
import { createFileRoute } from '@tanstack/react-router';
import { QuestionBanksPage } from '@/features/question-bank/components/question-banks-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/question/')({
  validateSearch: parseLibrarySearch,
  component: PersonalBanksRoute,
});

function PersonalBanksRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const bankHref = (id: number) => `/${schoolId}/person-library/question/${id}`;
  return (
    <QuestionBanksPage
      library={{ level: 'personal', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
      bankHref={bankHref}
      onCreated={(bank) => void navigate({ href: bankHref(bank.id) })}
    />
  );
}
