// /{schoolId}/person-library/experiment (spec §2 personal library; menu key personal_experiment): the teacher's own
// virtual experiments.
import { createFileRoute } from '@tanstack/react-router';
import { ExperimentsPage } from '@/features/experiments/components/experiments-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/experiment/')({
  validateSearch: parseLibrarySearch,
  component: PersonalExperimentsRoute,
});

function PersonalExperimentsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExperimentsPage
      library={{ level: 'personal', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      user={schoolSession.user}
    />
  );
}
