// /{schoolId}/person-library/exam (spec §2 personal library; menu key personal_exam): the teacher's own exams.
import { createFileRoute } from '@tanstack/react-router';
import { ExamsPage } from '@/features/exam-library/components/exams-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/exam/')({
  validateSearch: parseLibrarySearch,
  component: PersonalExamsRoute,
});

function PersonalExamsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const base = `/${schoolId}/person-library/exam`;
  return (
    <ExamsPage
      library={{ level: 'personal', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
      examHref={(id) => `${base}/${id}`}
      addHref={`${base}/add`}
      editHref={(id) => `${base}/${id}/edit`}
    />
  );
}
