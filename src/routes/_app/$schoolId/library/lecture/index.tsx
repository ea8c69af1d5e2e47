// /{schoolId}/library/lecture (spec §2 school library; menu key school_lecture): the school's lectures.
import { createFileRoute } from '@tanstack/react-router';
import { LecturesPage } from '@/features/lectures/components/lectures-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';

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
      onFiltersChange={(next) => void navigate({ search: next, replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
    />
  );
}
