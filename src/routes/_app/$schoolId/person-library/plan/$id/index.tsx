// /{schoolId}/person-library/plan/{id} (spec §2 personal library): one of the teacher's plans, with its Word download,
// its sharing (to the school for review, a copy, to a colleague, read-only to colleagues) and the way to edit it.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { mayIn, shareAllowance } from '@/components/library/library-permissions.ts';
import { PlanPage } from '@/features/lesson-plans/components/plan-page.tsx';
import { planQueryOptions } from '@/features/lesson-plans/api/get-plan.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/plan/$id/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(planQueryOptions({ level: 'personal', schoolId: context.schoolId }, idOrNotFound(params.id))),
  component: PersonalPlanRoute,
});

function PersonalPlanRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const id = idOrNotFound(Route.useParams().id);
  const grants = schoolSession.grants;
  const base = `/${schoolId}/person-library/plan`;
  return (
    <PlanPage
      source={{ level: 'personal', schoolId }}
      id={id}
      back={{ href: base, label: 'Giáo án của tôi' }}
      editHref={mayIn(grants, 'schedule', 'personal', 'update') ? `${base}/${id}/edit` : undefined}
      readers={{ userId: schoolSession.user.id }}
      share={(plan) => <LibraryShareMenu kind="schedule" schoolId={schoolId} item={plan} allowed={shareAllowance(grants, 'schedule', 'personal')} />}
    />
  );
}
