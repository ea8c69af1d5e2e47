// /{schoolId}/library/stem (spec §2 school library; menu key school_stem): the school's STEM topics — written and
// given to groups by its teachers, read by the students of the groups given them.
import { createFileRoute } from '@tanstack/react-router';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { StemTopicsPage } from '@/features/stem/components/stem-topics-page.tsx';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/stem/')({
  validateSearch: parseLibrarySearch,
  component: StemRoute,
});

function StemRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StemTopicsPage
      schoolId={schoolId}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      isStudent={schoolSession.user.userType === 'student'}
    />
  );
}
