// /{schoolId}/person-library/media (spec §2 personal library; menu key personal_media): the teacher's own media.
import { createFileRoute } from '@tanstack/react-router';
import { MediaPage } from '@/features/media/components/media-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/media/')({
  validateSearch: parseLibrarySearch,
  component: PersonalMediaRoute,
});

function PersonalMediaRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MediaPage
      library={{ level: 'personal', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      user={schoolSession.user}
    />
  );
}
