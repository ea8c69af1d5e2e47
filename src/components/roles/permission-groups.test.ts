// Every permission group of the catalogue, school and system, has its Vietnamese name, and grouping keeps the
// catalogue's order.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type PermissionScope } from '@/shared/permissions.ts';
import { GROUP_LABELS, groupPermissions } from './permission-groups.ts';

const options = (scope: PermissionScope) =>
  PERMISSIONS.filter((p) => p.scope === scope).map((p) => ({ id: p.id, name: p.name, action: p.action, group: { key: p.groupKey } }));

describe('groupPermissions', () => {
  it('names every group of the catalogue', () => {
    const keys = [...new Set(PERMISSIONS.map((p) => p.groupKey))];
    expect(keys.filter((k) => !GROUP_LABELS[k])).toEqual([]);
  });

  it('groups in the catalogue order, each group with its actions', () => {
    const groups = groupPermissions(options('school'));
    expect(groups[0]).toMatchObject({ key: 'school_group', label: 'Nhóm học tập' });
    expect(groups[0]!.permissions.map((p) => p.action)).toEqual(['view', 'create', 'update', 'delete', 'approve']);
    expect(groups.find((g) => g.key === 'school_stem')!.label).toBe('STEM');
    const system = groupPermissions(options('system'));
    expect(system.map((g) => g.label).slice(0, 2)).toEqual(['Trường học', 'Bài giảng']);
    expect(system.find((g) => g.key === 'role')!.label).toBe('Vai trò hệ thống');
  });

  it('shows a group it does not know under the name its permissions spell', () => {
    const [g] = groupPermissions([{ id: 9000, name: 'Xem lịch trực', action: 'view', group: { key: 'duty' } }]);
    expect(g!.label).toBe('Lịch trực');
  });
});
