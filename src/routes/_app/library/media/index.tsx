// /library/media (spec §2 system library; menu key media): the system's media.
import { createFileRoute } from '@tanstack/react-router';
import { MediaPage } from '@/features/media/components/media-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/library/media/')({
  validateSearch: parseLibrarySearch,
  component: SystemMediaRoute,
});

function SystemMediaRoute() {
  const { session } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MediaPage
      library={{ level: 'system' }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={session.grants}
      user={session.user}
    />
  );
}
