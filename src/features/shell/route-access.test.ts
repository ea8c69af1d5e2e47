import { describe, expect, it } from 'vitest';
import { permissionId, type Grants } from '@/shared/permissions.ts';
import { SYSTEM_MENU, TEACHER_MENU } from './menu-config.ts';
import { canAccess, matchMenuItem } from './route-access.ts';

const teacher: Grants = { superAdmin: false, schoolAdmin: false, permissionIds: [permissionId('school_group.view')] };

describe('matchMenuItem', () => {
  it('picks the deepest item that contains the path', () => {
    expect(matchMenuItem(TEACHER_MENU, '/3/school-group/mission/create', 3)?.groupKey).toBe('mission');
    expect(matchMenuItem(TEACHER_MENU, '/3/school-group/12', 3)?.groupKey).toBe('school_group');
    expect(matchMenuItem(TEACHER_MENU, '/3/school-groupx', 3)?.label).toBe('Tổng quan');
  });
});

describe('canAccess', () => {
  const check = (pathname: string, menu = TEACHER_MENU, schoolId: number | null = 3) => canAccess({ menu, pathname, schoolId, grants: teacher });

  it('allows the school root, editor and profile paths and paths outside every menu item', () => {
    expect(check('/3')).toBe(true);
    expect(check('/3/')).toBe(true);
    expect(check('/3/member/teacher/editor/1')).toBe(true);
    expect(check('/3/something-else')).toBe(true);
  });

  it('allows a menu path when the user holds a permission of its group, else not', () => {
    expect(check('/3/school-group/5')).toBe(true);
    expect(check('/3/member/teacher')).toBe(false);
    expect(check('/3/school-group/mission')).toBe(false);
  });

  it('guards system paths with the system menu', () => {
    expect(check('/system/limits', SYSTEM_MENU, null)).toBe(false);
    expect(check('/free-resources/books', SYSTEM_MENU, null)).toBe(true);
    expect(check('/', SYSTEM_MENU, null)).toBe(true);
  });
});
