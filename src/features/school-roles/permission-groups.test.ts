// Every school permission group of the catalogue has its Vietnamese name, and grouping keeps the catalogue's order.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@/shared/permissions.ts';
import { GROUP_LABELS, groupPermissions, rolePositionLabel } from './permission-groups.ts';

const school = PERMISSIONS.filter((p) => p.scope === 'school').map((p) => ({ id: p.id, name: p.name, action: p.action, group: { key: p.groupKey } }));

describe('groupPermissions', () => {
  it('names every school group of the catalogue', () => {
    const keys = [...new Set(school.map((p) => p.group.key))];
    expect(keys.filter((k) => !GROUP_LABELS[k])).toEqual([]);
  });

  it('groups in the catalogue order, each group with its actions', () => {
    const groups = groupPermissions(school);
    expect(groups[0]).toMatchObject({ key: 'school_group', label: 'Nhóm học tập' });
    expect(groups[0]!.permissions.map((p) => p.action)).toEqual(['view', 'create', 'update', 'delete', 'approve']);
    expect(groups.find((g) => g.key === 'school_stem')!.label).toBe('STEM');
  });

  it('shows a group it does not know under the name its permissions spell', () => {
    const [g] = groupPermissions([{ id: 9000, name: 'Xem lịch trực', action: 'view', group: { key: 'duty' } }]);
    expect(g!.label).toBe('Lịch trực');
  });

  it('labels positions', () => {
    expect(rolePositionLabel('teacher')).toBe('Giáo viên');
    expect(rolePositionLabel('student')).toBe('Học sinh');
    expect(rolePositionLabel(null)).toBe('—');
  });
});
