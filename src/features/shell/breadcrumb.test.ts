import { beforeEach, describe, expect, it } from 'vitest';
import { TEACHER_MENU } from './menu-config.ts';
import { loadTrail, menuTrail, saveTrail, trimTrail } from './breadcrumb.ts';

describe('breadcrumb trail', () => {
  beforeEach(() => localStorage.clear());

  it('builds the menu chain of the current path', () => {
    expect(menuTrail(TEACHER_MENU, '/4/member/teacher/add', 4)).toEqual([{ label: 'Thành viên' }, { label: 'Giáo viên', to: '/4/member/teacher' }]);
  });

  it('trims the trail to the clicked link', () => {
    const trail = [{ label: 'Thành viên' }, { label: 'Giáo viên', to: '/4/member/teacher' }, { label: 'Thêm mới', to: '/4/member/teacher/add' }];
    expect(trimTrail(trail, 1, 4)).toEqual(trail.slice(0, 2));
  });

  it('drops a leading root entry', () => {
    const trail = [
      { label: 'Tổng quan', to: '/4' },
      { label: 'Nhóm học tập', to: '/4/school-group' },
      { label: 'Lớp 7A1', to: '/4/school-group/1' },
    ];
    expect(trimTrail(trail, 1, 4)).toEqual([{ label: 'Nhóm học tập', to: '/4/school-group' }]);
    expect(
      trimTrail(
        [
          { label: 'Tổng quan', to: '/' },
          { label: 'Trường học', to: '/school' },
        ],
        1,
        null,
      ),
    ).toEqual([{ label: 'Trường học', to: '/school' }]);
  });

  it('saves and restores the trail', () => {
    saveTrail([{ label: 'Giáo viên', to: '/4/member/teacher' }]);
    expect(loadTrail()).toEqual([{ label: 'Giáo viên', to: '/4/member/teacher' }]);
  });
});
