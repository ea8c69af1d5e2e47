// The permissions a role can grant (a school's or the system's), grouped as the menu groups them, each group under its
// Vietnamese name, in the catalogue's order.
import { PERMISSION_GROUP_LABELS, type PermissionAction } from '@/shared/permissions.ts';

/** One entry of GET selections/school_permissions or selections/system_permissions. */
export interface PermissionOption {
  id: number;
  name: string;
  action: PermissionAction;
  group: { key: string };
}

export const GROUP_LABELS = PERMISSION_GROUP_LABELS;

export const ACTION_LABELS: Record<PermissionAction, string> = { view: 'Xem', create: 'Thêm', update: 'Sửa', delete: 'Xoá', approve: 'Duyệt' };

export interface PermissionGroup {
  key: string;
  label: string;
  permissions: PermissionOption[];
}

/** A group the labels above do not know yet is still shown, under its name as the permissions spell it. */
function fallbackLabel(p: PermissionOption): string {
  const rest = p.name.split(' ').slice(1).join(' ') || p.group.key;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function groupPermissions(permissions: readonly PermissionOption[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const p of permissions) {
    let g = groups.get(p.group.key);
    if (!g) groups.set(p.group.key, (g = { key: p.group.key, label: GROUP_LABELS[p.group.key] ?? fallbackLabel(p), permissions: [] }));
    g.permissions.push(p);
  }
  return [...groups.values()];
}
