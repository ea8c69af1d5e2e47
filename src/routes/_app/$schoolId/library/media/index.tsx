// /{schoolId}/library/media (spec §2 school library; menu key school_media): the school's media — approved items for
// its staff, every status with batch review for its reviewers.
import { createFileRoute } from '@tanstack/react-router';
import { MediaPage } from '@/features/media/components/media-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/media/')({
  validateSearch: parseLibrarySearch,
  component: SchoolMediaRoute,
});

function SchoolMediaRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MediaPage
      library={{ level: 'school', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      user={schoolSession.user}
    />
  );
}
