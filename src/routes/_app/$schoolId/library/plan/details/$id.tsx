// /{schoolId}/library/plan/details/{id} (spec §2 school library, "details/{id?}"; the id is required: without one
// there is nothing to show): one school plan, its review for the school's reviewers, a copy into one's own library.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { mayIn, shareAllowance } from '@/components/library/library-permissions.ts';
import { PlanPage } from '@/features/lesson-plans/components/plan-page.tsx';
import { planQueryOptions } from '@/features/lesson-plans/api/get-plan.ts';

export const Route = createFileRoute('/_app/$schoolId/library/plan/details/$id')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(planQueryOptions({ level: 'school', schoolId: context.schoolId }, idOrNotFound(params.id))),
  component: SchoolPlanRoute,
});

function SchoolPlanRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const grants = schoolSession.grants;
  return (
    <PlanPage
      source={{ level: 'school', schoolId }}
      id={idOrNotFound(Route.useParams().id)}
      back={{ href: `/${schoolId}/library/plan`, label: 'Giáo án của trường' }}
      reviewer={mayIn(grants, 'schedule', 'school', 'approve')}
      share={(plan) => <LibraryShareMenu kind="schedule" schoolId={schoolId} item={plan} allowed={shareAllowance(grants, 'schedule', 'school')} />}
    />
  );
}
