// What the caller may do to a system role, as the server decides it (server/src/roles/role-queries.ts): a super
// administrator anything; anyone else grants only what she holds, never role management, and leaves alone role 22,
// a role granting role management and the roles she holds herself.
import type { PermissionOption } from '@/components/roles/permission-groups.ts';
import { hasPermission, type Grants, type PermissionKey } from '@/shared/permissions.ts';

export interface RoleCaller {
  grants: Grants;
  /** The system roles the caller holds (the session's systemRole list). */
  heldRoleIds: readonly number[];
}

const isRoleAdmin = (p: PermissionOption) => p.group.key === 'role';

export const canGrant = (caller: RoleCaller) => (p: PermissionOption) =>
  caller.grants.superAdmin || (!isRoleAdmin(p) && hasPermission(caller.grants, `${p.group.key}.${p.action}` as PermissionKey));

/** Whether the role itself is out of the caller's reach (its name, its permissions, its people). */
export function roleOutOfReach(
  caller: RoleCaller,
  role: { id: number; isSuperAdmin: boolean; permissionIds: number[] },
  catalogue: readonly PermissionOption[],
) {
  if (caller.grants.superAdmin) return false;
  if (role.isSuperAdmin || caller.heldRoleIds.includes(role.id)) return true;
  return catalogue.some((p) => isRoleAdmin(p) && role.permissionIds.includes(p.id));
}
