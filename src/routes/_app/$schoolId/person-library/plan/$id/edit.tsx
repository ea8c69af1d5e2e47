// /{schoolId}/person-library/plan/{id}/edit (spec §2 personal library, "{id?}/edit"): the plan editor on one of the
// teacher's plans; a new plan is /add, so the id is required here.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { EditPlanPage } from '@/features/lesson-plans/components/edit-plan-page.tsx';
import { planQueryOptions } from '@/features/lesson-plans/api/get-plan.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/plan/$id/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(planQueryOptions({ level: 'personal', schoolId: context.schoolId }, idOrNotFound(params.id))),
  component: EditPersonalPlanRoute,
});

function EditPersonalPlanRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <EditPlanPage
      library={{ level: 'personal', schoolId }}
      id={idOrNotFound(Route.useParams().id)}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
      onDone={(id) => void navigate({ href: `/${schoolId}/person-library/plan/${id}` })}
    />
  );
}
