// /{schoolId}/library/exam (spec §2 school library; menu key school_exam): the school's exams — approved ones for its
// staff, every status with batch review for its reviewers.
import { createFileRoute, Link } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ExamsPage } from '@/features/exam-library/components/exams-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/exam/')({
  validateSearch: parseLibrarySearch,
  component: SchoolExamsRoute,
});

function SchoolExamsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const base = `/${schoolId}/library/exam`;
  // School exams are written in a personal library and shared here: they are reviewed, given and copied, not edited.
  return (
    <ExamsPage
      library={{ level: 'school', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
      examHref={(id) => `${base}/${id}`}
      sharedHref={(id) => `${base}/shared/${id}`}
      intro={
        <Link to="/$schoolId/library/exam/category" params={{ schoolId: String(schoolId) }} className={backLinkClass}>
          Xem đề thi theo danh mục →
        </Link>
      }
    />
  );
}
