// /library/plan/add (spec §2 system library): a new system lesson plan, written in the plan editor.
import { createFileRoute } from '@tanstack/react-router';
import { PlanEditor } from '@/features/lesson-plans/components/plan-editor.tsx';

export const Route = createFileRoute('/_app/library/plan/add')({
  component: AddSystemPlanRoute,
});

function AddSystemPlanRoute() {
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <PlanEditor
      library={{ level: 'system' }}
      plan={null}
      grants={session.grants}
      userId={session.user.id}
      onSaved={(plan) => void navigate({ href: `/library/plan/${plan.id}` })}
      onCancel={() => void navigate({ href: '/library/plan' })}
    />
  );
}
