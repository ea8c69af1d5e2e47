import { describe, expect, it } from 'vitest';
import { activeHref } from './active-menu-item.ts';
import type { MenuItem } from './menu-config.ts';

const items = [
  { label: 'Tổng quan', to: '/$schoolId' },
  { label: 'Nhóm học tập', to: '/$schoolId/school-group' },
  { label: 'Nhiệm vụ', to: '/$schoolId/school-group/mission' },
  { label: 'Thành viên', children: [{ label: 'Học sinh', to: '/$schoolId/member/student' }] },
] as MenuItem[];

describe('activeHref', () => {
  it('picks the most specific entry containing the page, one only', () => {
    expect(activeHref(items, 3, '/3/school-group/mission')).toBe('/3/school-group/mission');
    expect(activeHref(items, 3, '/3/school-group/mission/12/edit')).toBe('/3/school-group/mission');
    expect(activeHref(items, 3, '/3/school-group/7')).toBe('/3/school-group');
  });

  it('matches the scope root only on itself, and finds entries inside groups', () => {
    expect(activeHref(items, 3, '/3')).toBe('/3');
    expect(activeHref(items, 3, '/3/profile-nothing')).toBeNull();
    expect(activeHref(items, 3, '/3/member/student/edit/5')).toBe('/3/member/student');
  });
});
