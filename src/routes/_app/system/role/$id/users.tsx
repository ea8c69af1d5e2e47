// /system/role/{id}/users (spec §2 system settings): who holds a system role, with enrolling and unenrolling for
// those allowed. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';
import { RoleUsersPage } from '@/features/system-roles/components/role-users-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/role/$id/users')({
  staticData: { crumb: 'Người dùng' },
  validateSearch: parseNamePageSearch,
  beforeLoad: ({ params }) => ({ roleId: idOrNotFound(params.id) }),
  component: UsersRoute,
});

function UsersRoute() {
  const { roleId, session } = Route.useRouteContext();
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RoleUsersPage
      roleId={roleId}
      caller={{ grants: session.grants, heldRoleIds: session.systemRole.map((r) => r.roleId), userId: session.user.id }}
      canEnrol={hasPermission(session.grants, 'role.update')}
      page={page}
      name={name}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
    />
  );
}
