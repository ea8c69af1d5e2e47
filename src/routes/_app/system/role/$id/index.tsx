// /system/role/{id} (spec §2 system settings): one system role, its permissions and its actions.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { SystemRoleViewPage } from '@/features/system-roles/components/system-role-view-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/role/$id/')({
  staticData: { crumb: 'Vai trò' },
  beforeLoad: ({ params }) => ({ roleId: idOrNotFound(params.id) }),
  component: ViewRoute,
});

function ViewRoute() {
  const { roleId, session } = Route.useRouteContext();
  return (
    <SystemRoleViewPage
      roleId={roleId}
      rights={{ update: hasPermission(session.grants, 'role.update'), delete: hasPermission(session.grants, 'role.delete') }}
    />
  );
}
