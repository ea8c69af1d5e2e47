// /library/experiment (spec §2 system library; menu key experiment): the system's virtual experiments.
import { createFileRoute } from '@tanstack/react-router';
import { ExperimentsPage } from '@/features/experiments/components/experiments-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/library/experiment/')({
  validateSearch: parseLibrarySearch,
  component: SystemExperimentsRoute,
});

function SystemExperimentsRoute() {
  const { session } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExperimentsPage
      library={{ level: 'system' }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={session.grants}
      user={session.user}
    />
  );
}
