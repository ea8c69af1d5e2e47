// /library/lesson (spec §2 system library; menu key lecture): the system's lectures.
import { createFileRoute } from '@tanstack/react-router';
import { LecturesPage } from '@/features/lectures/components/lectures-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/library/lesson/')({
  validateSearch: parseLibrarySearch,
  component: SystemLecturesRoute,
});

function SystemLecturesRoute() {
  const { session } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LecturesPage
      library={{ level: 'system' }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={session.grants}
      userId={session.user.id}
    />
  );
}
