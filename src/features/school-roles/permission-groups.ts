// The school permissions a role can grant, grouped as the menu groups them, each group under its Vietnamese name, in
// the catalogue's order; and the labels of the role list.
import { SCHOOL_POSITIONS } from '@/shared/constants.ts';
import type { PermissionAction } from '@/shared/permissions.ts';
import type { SchoolPermission } from './api/get-school-permissions.ts';

// The catalogue (shared/permissions.ts) keeps its group names to itself and writes them lower-cased into each
// permission's name, which loses "STEM" and "SMTP": the names are repeated here, and a test checks none is missing.
export const GROUP_LABELS: Record<string, string> = {
  school_group: 'Nhóm học tập',
  mission: 'Nhiệm vụ',
  comment_template: 'Mẫu nhận xét',
  learning_group: 'Nhóm của tôi',
  speaking: 'Luyện phát âm AI',
  school_lecture: 'Bài giảng của trường',
  school_media: 'Học liệu của trường',
  school_question: 'Câu hỏi của trường',
  school_exam: 'Đề thi của trường',
  school_schedule: 'Giáo án của trường',
  school_experiment: 'Thí nghiệm ảo của trường',
  school_english_content: 'Nội dung tiếng Anh của trường',
  school_stem: 'STEM',
  school_teacher: 'Giáo viên',
  school_student: 'Học sinh',
  join_invitation: 'Lời mời tham gia',
  join_request: 'Yêu cầu tham gia',
  personal_lecture: 'Bài giảng cá nhân',
  personal_media: 'Học liệu cá nhân',
  personal_question: 'Câu hỏi cá nhân',
  personal_exam: 'Đề thi cá nhân',
  personal_schedule: 'Giáo án cá nhân',
  personal_experiment: 'Thí nghiệm cá nhân',
  personal_english_content: 'Nội dung tiếng Anh cá nhân',
  school_role: 'Vai trò trong trường',
  email_account: 'Tài khoản email SMTP',
};

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
