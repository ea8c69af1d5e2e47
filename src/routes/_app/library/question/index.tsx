// /library/question (spec §2 system library; menu key question): the system's question banks, for system
// administrators and content editors.
import { createFileRoute } from '@tanstack/react-router';
import { QuestionBanksPage } from '@/features/question-bank/components/question-banks-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/library/question/')({
  validateSearch: parseLibrarySearch,
  component: SystemBanksRoute,
});

function SystemBanksRoute() {
  const { session } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const bankHref = (id: number) => `/library/question/${id}`;
  return (
    <QuestionBanksPage
      library={{ level: 'system' }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={session.grants}
      userId={session.user.id}
      bankHref={bankHref}
      onCreated={(bank) => void navigate({ href: bankHref(bank.id) })}
    />
  );
}
