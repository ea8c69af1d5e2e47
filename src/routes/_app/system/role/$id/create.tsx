// /system/role/{schoolId}/create (spec §2): the spec's address for a new role of a school; its screen lives at
// /school/role/{schoolId}/create (a bare /system/role/{schoolId} cannot be told from /system/role/{id}, README).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/role/$id/create')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/school/role/$schoolId/create', params: { schoolId: params.id }, replace: true });
  },
});
