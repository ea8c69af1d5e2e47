// /{schoolId}/library/lecture (spec §2 school library; menu key school_lecture): the school's lectures.
import { createFileRoute } from '@tanstack/react-router';
import { LecturesPage } from '@/features/lectures/components/lectures-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/lecture/')({
  validateSearch: parseLibrarySearch,
  component: SchoolLecturesRoute,
});

function SchoolLecturesRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LecturesPage
      library={{ level: 'school', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
    />
  );
}
