// /{schoolId}/library/experiment (spec §2 school library; menu key school_experiment): the school's virtual
// experiments, reviewed in batches (approve, reject with a reason, back to pending) by whoever may approve them.
import { createFileRoute } from '@tanstack/react-router';
import { ExperimentsPage } from '@/features/experiments/components/experiments-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/experiment/')({
  validateSearch: parseLibrarySearch,
  component: SchoolExperimentsRoute,
});

function SchoolExperimentsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExperimentsPage
      library={{ level: 'school', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      user={schoolSession.user}
    />
  );
}
