// /library/plan/{id}/edit (spec §2 system library): the plan editor on a system plan.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { EditPlanPage } from '@/features/lesson-plans/components/edit-plan-page.tsx';
import { planQueryOptions } from '@/features/lesson-plans/api/get-plan.ts';

export const Route = createFileRoute('/_app/library/plan/$id/edit')({
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
