// /{schoolId}/library/exam/category/{categoryId} (spec §2 school library): the school's exams filed under one category
// (its sub-categories included); choosing another category in the filters opens the whole list with it.
import { createFileRoute, Link } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ExamsPage } from '@/features/exam-library/components/exams-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/exam/category/$categoryId/')({
  validateSearch: parseLibrarySearch,
  component: CategoryExamsRoute,
});

function CategoryExamsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const categoryId = idOrNotFound(Route.useParams().categoryId);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const base = `/${schoolId}/library/exam/category/${categoryId}`;
  return (
    <ExamsPage
      library={{ level: 'school', schoolId }}
      filters={{ ...search, categoryIds: [categoryId] }}
      onFiltersChange={(patch) => {
        const ids = 'categoryIds' in patch ? patch.categoryIds : [categoryId];
        const same = ids?.length === 1 && ids[0] === categoryId;
        if (same) void navigate({ search: patchSearch(parseLibrarySearch, { ...patch, categoryIds: undefined }), replace: true });
        else void navigate({ to: '/$schoolId/library/exam', params: { schoolId: String(schoolId) }, search: patchSearch(parseLibrarySearch, patch) });
      }}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
      examHref={(id) => `${base}/${id}`}
      intro={
        <Link to="/$schoolId/library/exam/category" params={{ schoolId: String(schoolId) }} className={backLinkClass}>
          ← Đề thi theo danh mục
        </Link>
      }
    />
  );
}
