// /system/role/{id}/edit (spec §2 system settings): a system role's name and permissions, edited.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { SystemRoleFormPage } from '@/features/system-roles/components/system-role-form-page.tsx';

export const Route = createFileRoute('/_app/system/role/$id/edit')({
  staticData: { crumb: 'Sửa vai trò' },
  beforeLoad: ({ params }) => ({ roleId: idOrNotFound(params.id) }),
  component: EditRoute,
});

function EditRoute() {
  const { roleId, session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <SystemRoleFormPage
      roleId={roleId}
      caller={{ grants: session.grants, heldRoleIds: session.systemRole.map((r) => r.roleId) }}
      onDone={() => void navigate({ to: '/system/role/$id', params: { id: String(roleId) } })}
    />
  );
}
