// /{schoolId}/library/plan/details (spec §2, "details/{id?}" without its id): no plan named, so the school's plans.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/$schoolId/library/plan/details/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$schoolId/library/plan', params: { schoolId: params.schoolId }, replace: true });
  },
});
