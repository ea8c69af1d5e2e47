// /{schoolId}/person-library/lecture (spec §2 personal library; menu key personal_lecture): the teacher's own lectures.
import { createFileRoute } from '@tanstack/react-router';
import { LecturesPage } from '@/features/lectures/components/lectures-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/lecture/')({
  validateSearch: parseLibrarySearch,
  component: PersonalLecturesRoute,
});

function PersonalLecturesRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LecturesPage
      library={{ level: 'personal', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
    />
  );
}
