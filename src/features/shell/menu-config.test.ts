import { describe, expect, it } from 'vitest';
import { permissionId, type Grants, type PermissionKey } from '@/shared/permissions.ts';
import { SYSTEM_MENU, STUDENT_MENU, TEACHER_MENU, filterMenu, menuFor, resolvePath, type MenuItem } from './menu-config.ts';

const grants = (keys: PermissionKey[], extra: Partial<Grants> = {}): Grants => ({
  superAdmin: false,
  schoolAdmin: false,
  permissionIds: keys.map(permissionId),
  ...extra,
});
const everyRoute = () => true;
const labels = (items: MenuItem[]): string[] => items.flatMap((i) => [i.label, ...(i.children ? labels(i.children).map((c) => `${i.label}/${c}`) : [])]);

describe('menuFor', () => {
  it('uses the system menu outside a school and the student or teacher menu inside', () => {
    expect(menuFor('teacher', false)).toBe(SYSTEM_MENU);
    expect(menuFor('student', true)).toBe(STUDENT_MENU);
    expect(menuFor('teacher', true)).toBe(TEACHER_MENU);
    expect(menuFor('other', true)).toBe(TEACHER_MENU);
  });
});

describe('filterMenu', () => {
  it('shows a student only the items of their permissions', () => {
    const g = grants(['learning_group.view', 'speaking.view', 'school_lecture.view', 'school_stem.view']);
    expect(labels(filterMenu(STUDENT_MENU, { grants: g, userType: 'student', routeExists: everyRoute }))).toEqual([
      'Tổng quan',
      'Nhóm của tôi',
      'Luyện phát âm AI',
      'Thư viện trường',
      'Thư viện trường/Bài giảng',
      'Thư viện trường/STEM',
    ]);
  });

  it('hides a parent whose children are all forbidden', () => {
    const g = grants(['school_group.view']);
    const out = labels(filterMenu(TEACHER_MENU, { grants: g, userType: 'teacher', routeExists: everyRoute }));
    expect(out).toEqual(['Tổng quan', 'Thông tin trường', 'Nhóm học tập']);
  });

  it('never shows teachers the school English library, but does show it to other user types', () => {
    const g = grants(['school_english_content.view']);
    expect(labels(filterMenu(TEACHER_MENU, { grants: g, userType: 'teacher', routeExists: everyRoute }))).toEqual(['Tổng quan', 'Thông tin trường']);
    expect(labels(filterMenu(TEACHER_MENU, { grants: g, userType: 'other', routeExists: everyRoute }))).toContain('Thư viện trường/Tiếng Anh');
  });

  it('gives a school administrator every school item', () => {
    const out = filterMenu(TEACHER_MENU, { grants: grants([], { schoolAdmin: true }), userType: 'teacher', routeExists: everyRoute });
    expect(labels(out)).toContain('Thành viên/Yêu cầu tham gia');
    expect(labels(out)).toContain('Quản trị hệ thống/Vai trò');
    // The SMTP accounts are the system's: a school administrator is not shown a screen that would refuse them.
    expect(labels(out)).not.toContain('Quản trị hệ thống/Tài khoản email SMTP');
    const mailAdmin = filterMenu(TEACHER_MENU, { grants: grants(['system_email_account.view']), userType: 'teacher', routeExists: everyRoute });
    expect(labels(mailAdmin)).toContain('Quản trị hệ thống/Tài khoản email SMTP');
    // The school English library is hidden by user type, whatever the permissions.
    expect(labels(out)).not.toContain('Thư viện trường/Tiếng Anh');
  });

  it('gives the super administrator the whole system menu, and a teacher without school only the open items', () => {
    const admin = filterMenu(SYSTEM_MENU, { grants: grants([], { superAdmin: true }), userType: 'other', routeExists: everyRoute });
    expect(labels(admin)).toContain('Cài đặt hệ thống/Giới hạn sử dụng');
    expect(labels(admin)).toContain('Quản lý thông tin/Góp ý');
    const teacher = filterMenu(SYSTEM_MENU, { grants: grants([]), userType: 'teacher', routeExists: everyRoute });
    expect(labels(teacher)).toEqual(['Tổng quan', 'Tài nguyên miễn phí', 'Tài nguyên miễn phí/Bài giảng', 'Tài nguyên miễn phí/Sách']);
  });

  it("shows the school's information to its staff of every role, never to a student", () => {
    for (const userType of ['teacher', 'other'] as const) {
      expect(labels(filterMenu(TEACHER_MENU, { grants: grants([]), userType, routeExists: everyRoute }))).toEqual(['Tổng quan', 'Thông tin trường']);
    }
    expect(labels(filterMenu(TEACHER_MENU, { grants: grants([], { schoolAdmin: true }), userType: 'student', routeExists: everyRoute }))).not.toContain(
      'Thông tin trường',
    );
    expect(labels(filterMenu(STUDENT_MENU, { grants: grants([], { schoolAdmin: true }), userType: 'student', routeExists: everyRoute }))).not.toContain(
      'Thông tin trường',
    );
  });

  it('shows only items whose route exists', () => {
    const existing = new Set(['/$schoolId', '/$schoolId/member/teacher']);
    const out = filterMenu(TEACHER_MENU, { grants: grants([], { schoolAdmin: true }), userType: 'teacher', routeExists: (to) => existing.has(to) });
    expect(labels(out)).toEqual(['Tổng quan', 'Thành viên', 'Thành viên/Giáo viên']);
  });
});

describe('resolvePath', () => {
  it('fills the school id', () => {
    expect(resolvePath('/$schoolId/member/teacher', 7)).toBe('/7/member/teacher');
    expect(resolvePath('/school', null)).toBe('/school');
  });
});
