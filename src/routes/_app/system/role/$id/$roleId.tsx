// /system/role/{schoolId}/{id} (spec §2): the spec's address for a school's role; its screen lives at
// /school/role/{schoolId}/{id} (a bare /system/role/{schoolId} cannot be told from /system/role/{id}, README).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/role/$id/$roleId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/school/role/$schoolId/$id', params: { schoolId: params.id, id: params.roleId }, replace: true });
  },
});
