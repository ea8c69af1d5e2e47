// /library/plan/{id}/edit/{detailId?} (spec §2 system library): the plan editor on a system plan; with a detail, at
// that activity (its anchor, so the address the editor keeps is the plan's own).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { activityAnchor } from '@/features/lesson-plans/activity-anchor.ts';
import { EditPlanPage } from '@/features/lesson-plans/components/edit-plan-page.tsx';
import { planQueryOptions } from '@/features/lesson-plans/api/get-plan.ts';

export const Route = createFileRoute('/_app/library/plan/$id/edit/{-$detailId}')({
  beforeLoad: ({ params }) => {
    if (params.detailId === undefined) return;
    const id = String(idOrNotFound(params.id));
    throw redirect({
      to: '/library/plan/$id/edit/{-$detailId}',
      params: { id, detailId: undefined },
      hash: activityAnchor(idOrNotFound(params.detailId)),
      replace: true,
    });
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planQueryOptions({ level: 'system' }, idOrNotFound(params.id))),
  component: EditSystemPlanRoute,
});

function EditSystemPlanRoute() {
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <EditPlanPage
      library={{ level: 'system' }}
      id={idOrNotFound(Route.useParams().id)}
      grants={session.grants}
      userId={session.user.id}
      onDone={(id) => void navigate({ href: `/library/plan/${id}` })}
    />
  );
}
