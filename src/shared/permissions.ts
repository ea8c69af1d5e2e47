// The permission catalogue (spec §6), shared by the server (enforcement, seed) and the app (menus, route guard).
// A permission is a group key (the menu/controller key) plus an action; its numeric id is stable and stored in the
// database, so never renumber an entry: append new ones.

export const SUPER_ADMIN_ROLE_ID = 22;
export const SCHOOL_ADMIN_ROLE_ID = 0;

export type PermissionScope = 'school' | 'system';
export type PermissionAction = 'view' | 'create' | 'update' | 'delete' | 'approve';

export interface PermissionDef {
  id: number;
  groupKey: string;
  action: PermissionAction;
  scope: PermissionScope;
  name: string;
}

const SCHOOL_GROUPS: [string, string][] = [
  ['school_group', 'Nhóm học tập'],
  ['mission', 'Nhiệm vụ'],
  ['comment_template', 'Mẫu nhận xét'],
  ['learning_group', 'Nhóm của tôi'],
  ['speaking', 'Luyện phát âm AI'],
  ['school_lecture', 'Bài giảng của trường'],
  ['school_media', 'Học liệu của trường'],
  ['school_question', 'Câu hỏi của trường'],
  ['school_exam', 'Đề thi của trường'],
  ['school_schedule', 'Giáo án của trường'],
  ['school_experiment', 'Thí nghiệm ảo của trường'],
  ['school_english_content', 'Nội dung tiếng Anh của trường'],
  ['school_stem', 'STEM'],
  ['school_teacher', 'Giáo viên'],
  ['school_student', 'Học sinh'],
  ['join_invitation', 'Lời mời tham gia'],
  ['join_request', 'Yêu cầu tham gia'],
  ['personal_lecture', 'Bài giảng cá nhân'],
  ['personal_media', 'Học liệu cá nhân'],
  ['personal_question', 'Câu hỏi cá nhân'],
  ['personal_exam', 'Đề thi cá nhân'],
  ['personal_schedule', 'Giáo án cá nhân'],
  ['personal_experiment', 'Thí nghiệm cá nhân'],
  ['personal_english_content', 'Nội dung tiếng Anh cá nhân'],
  ['school_role', 'Vai trò trong trường'],
  ['email_account', 'Tài khoản email SMTP'],
];

const SYSTEM_GROUPS: [string, string][] = [
  ['school', 'Trường học'],
  ['lecture', 'Bài giảng'],
  ['media', 'Học liệu'],
  ['question', 'Câu hỏi'],
  ['exam', 'Đề thi'],
  ['schedule', 'Giáo án'],
  ['experiment', 'Thí nghiệm ảo'],
  ['english_content', 'Nội dung tiếng Anh'],
  ['subject', 'Môn học'],
  ['grade', 'Khối lớp'],
  ['supplier', 'Nhà cung cấp'],
  ['topic', 'Chủ đề'],
  ['role', 'Vai trò hệ thống'],
  ['category', 'Danh mục'],
  ['resource_limit', 'Giới hạn sử dụng'],
  ['speaking_settings', 'Cài đặt kết quả luyện nói'],
  ['free_lecture', 'Tài nguyên miễn phí'],
  ['system_email_account', 'Tài khoản email hệ thống'],
  ['feedback', 'Góp ý'],
];

const ACTIONS: [PermissionAction, string][] = [
  ['view', 'Xem'],
  ['create', 'Thêm'],
  ['update', 'Sửa'],
  ['delete', 'Xoá'],
  ['approve', 'Duyệt'],
];

function build(groups: [string, string][], scope: PermissionScope, firstId: number): PermissionDef[] {
  return groups.flatMap(([groupKey, label], g) =>
    ACTIONS.map(([action, verb], a) => ({
      id: firstId + g * ACTIONS.length + a,
      groupKey,
      action,
      scope,
      name: `${verb} ${label.toLowerCase()}`,
    })),
  );
}

export const PERMISSIONS: readonly PermissionDef[] = [...build(SCHOOL_GROUPS, 'school', 1000), ...build(SYSTEM_GROUPS, 'system', 1)];

export type PermissionKey = `${string}.${PermissionAction}`;

const byKey = new Map(PERMISSIONS.map((p) => [`${p.groupKey}.${p.action}`, p]));

export function permissionId(key: PermissionKey): number {
  const p = byKey.get(key);
  if (!p) throw new Error(`Unknown permission ${key}`);
  return p.id;
}

/** What a signed-in user may do, as the server computed it for the current school (or none). */
export interface Grants {
  superAdmin: boolean;
  schoolAdmin: boolean;
  /** Permission ids granted by the user's system roles and current school role. */
  permissionIds: number[];
}

/** One permission check. School permissions are all granted to school administrators and super administrators. */
export function hasPermission(grants: Grants, key: PermissionKey): boolean {
  if (grants.superAdmin) return true;
  const p = byKey.get(key);
  if (!p) return false;
  if (p.scope === 'school' && grants.schoolAdmin) return true;
  return grants.permissionIds.includes(p.id);
}

/** `mode` 'all' needs every key, 'any' at least one (spec §6). */
export function hasPermissions(grants: Grants, keys: PermissionKey[], mode: 'all' | 'any' = 'all'): boolean {
  return mode === 'all' ? keys.every((k) => hasPermission(grants, k)) : keys.some((k) => hasPermission(grants, k));
}

/** Group-level access (spec §6 route guard): the user holds any permission of the group. */
export function hasGroup(grants: Grants, groupKey: string): boolean {
  if (grants.superAdmin) return true;
  return PERMISSIONS.some((p) => p.groupKey === groupKey && ((p.scope === 'school' && grants.schoolAdmin) || grants.permissionIds.includes(p.id)));
}

/** Each permission group's Vietnamese name, as the menu and the roles screen show it. */
export const PERMISSION_GROUP_LABELS: Readonly<Record<string, string>> = Object.fromEntries([...SCHOOL_GROUPS, ...SYSTEM_GROUPS]);

/** A school's administrator (a member without a role) or the super administrator, who acts as one everywhere. */
export const isSchoolAdmin = (grants: Grants) => grants.schoolAdmin || grants.superAdmin;
