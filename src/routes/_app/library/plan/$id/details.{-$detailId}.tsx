// /library/plan/{id}/details/{detailId?} (spec §2 system library): the plan's page, at the activity named by the
// detail when there is one (README, lesson plans).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { activityAnchor } from '@/features/lesson-plans/activity-anchor.ts';

export const Route = createFileRoute('/_app/library/plan/$id/details/{-$detailId}')({
  beforeLoad: ({ params }) => {
    const id = String(idOrNotFound(params.id));
    const hash = params.detailId === undefined ? undefined : activityAnchor(idOrNotFound(params.detailId));
    throw redirect({ to: '/library/plan/$id', params: { id }, hash, replace: true });
  },
});
