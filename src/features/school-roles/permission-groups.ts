// The school permissions a role can grant, grouped as the menu groups them, each group under its Vietnamese name, in
// the catalogue's order; and the labels of the role list.
import { SCHOOL_POSITIONS } from '@/shared/constants.ts';
import { PERMISSION_GROUP_LABELS, type PermissionAction } from '@/shared/permissions.ts';
import type { SchoolPermission } from './api/get-school-permissions.ts';

export const GROUP_LABELS = PERMISSION_GROUP_LABELS;

export const ACTION_LABELS: Record<PermissionAction, string> = { view: 'Xem', create: 'Thêm', update: 'Sửa', delete: 'Xoá', approve: 'Duyệt' };

export interface PermissionGroup {
  key: string;
  label: string;
  permissions: SchoolPermission[];
}

/** A group the labels above do not know yet is still shown, under its name as the permissions spell it. */
function fallbackLabel(p: SchoolPermission): string {
  const rest = p.name.split(' ').slice(1).join(' ') || p.group.key;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function groupPermissions(permissions: readonly SchoolPermission[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const p of permissions) {
    let g = groups.get(p.group.key);
    if (!g) groups.set(p.group.key, (g = { key: p.group.key, label: GROUP_LABELS[p.group.key] ?? fallbackLabel(p), permissions: [] }));
    g.permissions.push(p);
  }
  return [...groups.values()];
}

const POSITION_LABELS: Record<string, string> = { ...Object.fromEntries(SCHOOL_POSITIONS.map((p) => [p.value, p.label])), student: 'Học sinh' };

/** "Giáo viên" for the teachers' default role; a role the school made stands for no position. */
export const rolePositionLabel = (position: string | null) => (position ? (POSITION_LABELS[position] ?? position) : '—');
