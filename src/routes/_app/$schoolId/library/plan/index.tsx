// /{schoolId}/library/plan (spec §2 school library; menu key school_schedule): the school's lesson plans — approved
// ones its staff may read, every status with review for its reviewers — and the plans colleagues shared with the
// teacher to read. Plans are written in a personal library and sent here, not edited here.
import { createFileRoute, Link } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { PlansPage } from '@/features/lesson-plans/components/plans-page.tsx';
import { SharedPlansList } from '@/features/lesson-plans/components/shared-plans-list.tsx';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/plan/')({
  validateSearch: parseLibrarySearch,
  component: SchoolPlansRoute,
});

function SchoolPlansRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const base = `/${schoolId}/library/plan`;
  return (
    <div className="space-y-8">
      <PlansPage
        library={{ level: 'school', schoolId }}
        filters={filters}
        onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
        grants={schoolSession.grants}
        userId={schoolSession.user.id}
        planHref={(id) => `${base}/details/${id}`}
        intro={
          <Link to="/$schoolId/library/plan-category" params={{ schoolId: String(schoolId) }} className={backLinkClass}>
            Danh mục giáo án →
          </Link>
        }
      />
      <SharedPlansList schoolId={schoolId} planHref={(id) => `${base}/details-share/${id}`} />
    </div>
  );
}
