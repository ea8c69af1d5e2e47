// /{schoolId}/library/plan/details-share (spec §2, "details-share/{id?}" without its id): no plan named, so the
// school's plans, whose page lists the plans colleagues shared.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/$schoolId/library/plan/details-share/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$schoolId/library/plan', params: { schoolId: params.schoolId }, replace: true });
  },
});
