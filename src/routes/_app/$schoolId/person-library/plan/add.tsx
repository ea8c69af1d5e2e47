// /{schoolId}/person-library/plan/add (spec §2 personal library): a new lesson plan, written in the plan editor.
import { createFileRoute } from '@tanstack/react-router';
import { PlanEditor } from '@/features/lesson-plans/components/plan-editor.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/plan/add')({
  component: AddPlanRoute,
});

function AddPlanRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const base = `/${schoolId}/person-library/plan`;
  return (
    <PlanEditor
      library={{ level: 'personal', schoolId }}
      plan={null}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
      onSaved={(plan) => void navigate({ href: `${base}/${plan.id}` })}
      onCancel={() => void navigate({ href: base })}
    />
  );
}
