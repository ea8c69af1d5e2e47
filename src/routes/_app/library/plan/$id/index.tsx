// /library/plan/{id} (spec §2 system library): one system plan with its Word download; {id}/details/{detailId?}
// opens it at an activity (README, lesson plans).
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import { PlanPage } from '@/features/lesson-plans/components/plan-page.tsx';
import { planQueryOptions } from '@/features/lesson-plans/api/get-plan.ts';

export const Route = createFileRoute('/_app/library/plan/$id/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planQueryOptions({ level: 'system' }, idOrNotFound(params.id))),
  component: SystemPlanRoute,
});

function SystemPlanRoute() {
  const { session } = Route.useRouteContext();
  const id = idOrNotFound(Route.useParams().id);
  return (
    <PlanPage
      source={{ level: 'system' }}
      id={id}
      back={{ href: '/library/plan', label: 'Giáo án hệ thống' }}
      editHref={mayIn(session.grants, 'schedule', 'system', 'update') ? `/library/plan/${id}/edit` : undefined}
    />
  );
}
