// /{schoolId}/library/plan/details-share/{id} (spec §2 school library, "details-share/{id?}"): a colleague's personal
// plan they let the teacher read — read and download only.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { PlanPage } from '@/features/lesson-plans/components/plan-page.tsx';
import { planQueryOptions } from '@/features/lesson-plans/api/get-plan.ts';

export const Route = createFileRoute('/_app/$schoolId/library/plan/details-share/$id')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(planQueryOptions({ level: 'shared', schoolId: context.schoolId }, idOrNotFound(params.id))),
  component: SharedPlanRoute,
});

function SharedPlanRoute() {
  const { schoolId } = Route.useRouteContext();
  return (
    <PlanPage
      source={{ level: 'shared', schoolId }}
      id={idOrNotFound(Route.useParams().id)}
      back={{ href: `/${schoolId}/library/plan`, label: 'Giáo án của trường' }}
    />
  );
}
