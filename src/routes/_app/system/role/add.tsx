// /system/role/add (spec §2 system settings): a new system role and the permissions it grants.
import { createFileRoute } from '@tanstack/react-router';
import { SystemRoleFormPage } from '@/features/system-roles/components/system-role-form-page.tsx';

export const Route = createFileRoute('/_app/system/role/add')({
  staticData: { crumb: 'Thêm vai trò' },
  component: AddRoute,
});

function AddRoute() {
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <SystemRoleFormPage
      roleId={null}
      caller={{ grants: session.grants, heldRoleIds: session.systemRole.map((r) => r.roleId) }}
      onDone={(id) => void (id === null ? navigate({ to: '/system/role' }) : navigate({ to: '/system/role/$id', params: { id: String(id) } }))}
    />
  );
}
