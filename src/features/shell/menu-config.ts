// The sidebar menus of spec §6 (student, teacher, system) and the filtering that decides what a user sees.
// `to` is a route path template ('$schoolId' is filled in at render time); an item is shown only when its route
// exists in the router, so items appear by themselves as screens are added.
import { hasGroup, type Grants } from '@/shared/permissions.ts';
import type { CurrentUser } from '@/shared/session.ts';

export interface MenuItem {
  label: string;
  /** Route path template, e.g. '/$schoolId/school-group'. Parents may have none. */
  to?: string;
  /** Permission group key; '' means every signed-in user. */
  groupKey: string;
  /** Hide the item from these user types (spec §6: no English library in the school library for them). */
  hiddenFor?: CurrentUser['userType'][];
  children?: MenuItem[];
}

const item = (label: string, to: string, groupKey: string, extra: Partial<MenuItem> = {}): MenuItem => ({ label, to, groupKey, ...extra });
const group = (label: string, children: MenuItem[]): MenuItem => ({ label, groupKey: '', children });

export const SYSTEM_MENU: MenuItem[] = [
  item('Tổng quan', '/', ''),
  group('Tài nguyên miễn phí', [item('Bài giảng', '/free-resources/lectures', ''), item('Sách', '/free-resources/books', '')]),
  item('Hệ thống trường học', '/school', 'school'),
  group('Thư viện', [
    item('Tổng quan thư viện', '/library', 'question'),
    item('Bài giảng', '/library/lesson', 'lecture'),
    item('Học liệu', '/library/media', 'media'),
    item('Câu hỏi', '/library/question', 'question'),
    item('Đề thi', '/library/exam', 'exam'),
    item('Giáo án', '/library/plan', 'schedule'),
    item('Thí nghiệm ảo', '/library/experiment', 'experiment'),
    item('Tiếng Anh', '/library/elsa', 'english_content'),
  ]),
  group('Cài đặt hệ thống', [
    item('Môn học', '/system/subjects', 'subject'),
    item('Khối lớp', '/system/grades', 'grade'),
    item('Danh mục bài giảng', '/system/category/lecture', 'category'),
    item('Danh mục học liệu', '/system/category/media', 'category'),
    item('Danh mục câu hỏi', '/system/category/question', 'category'),
    item('Danh mục đề thi', '/system/category/exam', 'category'),
    item('Danh mục giáo án', '/system/category/schedule', 'category'),
    item('Danh mục thí nghiệm', '/system/category/experiment', 'category'),
    item('Danh mục tiếng Anh', '/system/category/english_content', 'category'),
    item('Nhà cung cấp', '/system/supplier', 'supplier'),
    item('Vai trò', '/system/role', 'role'),
    item('Email', '/system/email', 'system_email_account'),
    item('Chủ đề', '/system/topic', 'topic'),
    item('Tài khoản email SMTP', '/system/email/account', 'system_email_account'),
    item('Giới hạn sử dụng', '/system/limits', 'resource_limit'),
    item('Tài nguyên miễn phí', '/system/free-resources', 'free_lecture'),
    item('Cài đặt kết quả luyện nói', '/system/elsa-settings', 'speaking_settings'),
  ]),
  group('Quản lý thông tin', [item('Góp ý', '/feedbacks', 'feedback')]),
];

export const TEACHER_MENU: MenuItem[] = [
  item('Tổng quan', '/$schoolId', ''),
  // Every member of the staff, whatever their role, may read their school's contract and quotas: no permission group
  // stands for that, so no key, and students are kept out by type (their route sends them back, the server refuses).
  item('Thông tin trường', '/$schoolId/school', '', { hiddenFor: ['student'] }),
  item('Nhóm học tập', '/$schoolId/school-group', 'school_group'),
  item('Nhiệm vụ', '/$schoolId/school-group/mission', 'mission'),
  item('Mẫu nhận xét', '/$schoolId/school-group/comment-template', 'comment_template'),
  item('Nhóm của tôi', '/$schoolId/my-learning-group', 'learning_group'),
  item('Luyện phát âm AI', '/$schoolId/learning-with-ai', 'speaking'),
  group('Thư viện trường', [
    item('Bài giảng', '/$schoolId/library/lecture', 'school_lecture'),
    item('Học liệu', '/$schoolId/library/media', 'school_media'),
    item('Câu hỏi', '/$schoolId/library/question', 'school_question'),
    item('Đề thi', '/$schoolId/library/exam', 'school_exam'),
    item('Giáo án', '/$schoolId/library/plan', 'school_schedule'),
    item('Thí nghiệm ảo', '/$schoolId/library/experiment', 'school_experiment'),
    item('Tiếng Anh', '/$schoolId/library/elsa', 'school_english_content', { hiddenFor: ['teacher', 'student'] }),
    item('STEM', '/$schoolId/library/stem', 'school_stem'),
  ]),
  group('Thành viên', [
    item('Giáo viên', '/$schoolId/member/teacher', 'school_teacher'),
    item('Học sinh', '/$schoolId/member/student', 'school_student'),
    item('Đã mời', '/$schoolId/member/Invited', 'join_invitation'),
    item('Yêu cầu tham gia', '/$schoolId/member/request', 'join_request'),
  ]),
  group('Thư viện cá nhân', [
    item('Bài giảng', '/$schoolId/person-library/lecture', 'personal_lecture'),
    item('Học liệu', '/$schoolId/person-library/media', 'personal_media'),
    item('Câu hỏi', '/$schoolId/person-library/question', 'personal_question'),
    item('Đề thi', '/$schoolId/person-library/exam', 'personal_exam'),
    item('Giáo án', '/$schoolId/person-library/plan', 'personal_schedule'),
    item('Thí nghiệm ảo', '/$schoolId/person-library/experiment', 'personal_experiment'),
    item('Tiếng Anh', '/$schoolId/person-library/elsa', 'personal_english_content'),
  ]),
  group('Quản trị hệ thống', [
    item('Vai trò', '/$schoolId/system/role', 'school_role'),
    // The system's SMTP accounts: shown to whoever holds the system permission, the only one the screen accepts.
    item('Tài khoản email SMTP', '/system/email/account', 'system_email_account'),
  ]),
];

/** Students: no question, exam, plan or management items, and no English library (spec §6). */
export const STUDENT_MENU: MenuItem[] = [
  item('Tổng quan', '/$schoolId', ''),
  item('Nhóm của tôi', '/$schoolId/my-learning-group', 'learning_group'),
  // Their missions of every group (the teachers' mission path, which shows a student their own).
  item('Nhiệm vụ', '/$schoolId/school-group/mission', 'mission'),
  item('Luyện phát âm AI', '/$schoolId/learning-with-ai', 'speaking'),
  group('Thư viện trường', [
    item('Bài giảng', '/$schoolId/library/lecture', 'school_lecture'),
    item('Học liệu', '/$schoolId/library/media', 'school_media'),
    item('Thí nghiệm ảo', '/$schoolId/library/experiment', 'school_experiment'),
    item('STEM', '/$schoolId/library/stem', 'school_stem'),
  ]),
  group('Thư viện cá nhân', [
    item('Bài giảng', '/$schoolId/person-library/lecture', 'personal_lecture'),
    item('Học liệu', '/$schoolId/person-library/media', 'personal_media'),
    item('Thí nghiệm ảo', '/$schoolId/person-library/experiment', 'personal_experiment'),
  ]),
];

/** The menu for a user: the system menu outside a school, else by user type (spec §6). */
export function menuFor(userType: CurrentUser['userType'], inSchool: boolean): MenuItem[] {
  if (!inSchool) return SYSTEM_MENU;
  return userType === 'student' ? STUDENT_MENU : TEACHER_MENU;
}

export interface MenuFilter {
  grants: Grants;
  userType: CurrentUser['userType'];
  /** Whether a route template exists in the router. */
  routeExists: (to: string) => boolean;
}

/** What the user may see: permitted, existing items; parents only with a visible child. */
export function filterMenu(items: MenuItem[], f: MenuFilter): MenuItem[] {
  const out: MenuItem[] = [];
  for (const it of items) {
    if (it.hiddenFor?.includes(f.userType)) continue;
    if (it.groupKey && !hasGroup(f.grants, it.groupKey)) continue;
    if (it.children) {
      const children = filterMenu(it.children, f);
      if (children.length) out.push({ ...it, children });
      continue;
    }
    if (it.to && f.routeExists(it.to)) out.push(it);
  }
  return out;
}

/** Fills '$schoolId' in a template. */
export function resolvePath(to: string, schoolId: number | null): string {
  return schoolId === null ? to : to.replace('$schoolId', String(schoolId));
}
