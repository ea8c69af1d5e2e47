// The roles every school starts with: one per position (principal, teacher, student) with the permissions that
// position needs. The administrator is a member without a role (spec §9: school admin role id 0). The demo seed and
// a school created by the system administrator both make them here, so a new school matches the demo one.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { permissionId, type PermissionKey } from '../../../src/shared/permissions.ts';

type Tx = Pick<Db, 'insert'>;

export const TEACHER_KEYS: PermissionKey[] = [
  'school_group.view',
  'school_group.create',
  'school_group.update',
  'school_group.delete',
  'mission.view',
  'mission.create',
  'mission.update',
  'mission.delete',
  'mission.approve',
  'comment_template.view',
  'comment_template.create',
  'comment_template.update',
  'comment_template.delete',
  'learning_group.view',
  'speaking.view',
  'speaking.create',
  'school_lecture.view',
  'school_media.view',
  'school_question.view',
  'school_exam.view',
  'school_schedule.view',
  'school_experiment.view',
  'school_stem.view',
  'school_student.view',
  'personal_lecture.view',
  'personal_lecture.create',
  'personal_lecture.update',
  'personal_lecture.delete',
  'school_lecture.create',
  'personal_media.view',
  'personal_media.create',
  'personal_media.update',
  'personal_media.delete',
  'school_media.create',
  'personal_question.view',
  'personal_question.create',
  'personal_question.update',
  'personal_question.delete',
  'school_question.create',
  'personal_exam.view',
  'personal_exam.create',
  'personal_exam.update',
  'personal_exam.delete',
  'school_exam.create',
  'personal_schedule.view',
  'personal_schedule.create',
  'personal_schedule.update',
  'personal_schedule.delete',
  'school_schedule.create',
  'personal_experiment.view',
  'personal_experiment.create',
  'personal_experiment.update',
  'personal_experiment.delete',
  'school_experiment.create',
  'personal_english_content.view',
  'personal_english_content.create',
  'personal_english_content.update',
  'personal_english_content.delete',
  // Sending a lesson to the school; the school's English library itself is for its reviewers (spec §6).
  'school_english_content.create',
  'school_stem.create',
];
export const STUDENT_KEYS: PermissionKey[] = [
  'learning_group.view',
  'speaking.view',
  'speaking.create',
  'school_lecture.view',
  'school_media.view',
  'school_stem.view',
];
export const OFFICER_KEYS: PermissionKey[] = [
  ...TEACHER_KEYS,
  'school_teacher.view',
  'school_teacher.create',
  'school_teacher.update',
  'school_student.create',
  'school_student.update',
  'join_invitation.view',
  'join_invitation.create',
  'join_request.view',
  'join_request.approve',
  'school_question.update',
  'school_question.delete',
  'school_question.approve',
  'school_exam.update',
  'school_exam.delete',
  'school_exam.approve',
  'school_media.update',
  'school_media.delete',
  'school_media.approve',
  'school_lecture.update',
  'school_lecture.delete',
  'school_lecture.approve',
  'school_schedule.update',
  'school_schedule.delete',
  'school_schedule.approve',
  'school_experiment.update',
  'school_experiment.delete',
  'school_experiment.approve',
  'school_english_content.view',
  'school_english_content.update',
  'school_english_content.delete',
  'school_english_content.approve',
  'school_stem.update',
  'school_stem.delete',
];

/** Names and positions of a school's default roles, in the order the roles screen lists them. */
export const DEFAULT_ROLES = [
  { name: 'Hiệu trưởng', position: 'officer', keys: OFFICER_KEYS },
  { name: 'Giáo viên', position: 'teacher', keys: TEACHER_KEYS },
  { name: 'Học sinh', position: 'student', keys: STUDENT_KEYS },
] as const;

/** Makes the default roles of each school (one insert for all, in the order given) and returns them. */
export async function createDefaultRoles(tx: Tx, schoolIds: number[]) {
  const roles = await tx
    .insert(t.schoolRoles)
    .values(schoolIds.flatMap((schoolId) => DEFAULT_ROLES.map(({ name, position }) => ({ schoolId, name, position }))))
    .returning();
  await tx.insert(t.schoolRolePermissions).values(
    roles.flatMap((r) => {
      const keys = DEFAULT_ROLES.find((d) => d.position === r.position)!.keys;
      return [...new Set(keys)].map((k) => ({ roleId: r.id, permissionId: permissionId(k) }));
    }),
  );
  return roles;
}
