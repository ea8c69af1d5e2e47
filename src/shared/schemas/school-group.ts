// A school's teaching group as the school writes it (spec §7 groups: s/school_groups CRUD, lock, users), and what the
// server answers. One schema for the server's check and the forms', so each rule and its Vietnamese message live here.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { id } from './id.ts';

export const GROUP_NAME_MAX = 100;
/** More teachers than this in one group is a mistake, not a class. */
export const GROUP_TEACHERS_MAX = 20;
/** One "Thêm học sinh" adds at most this many (a whole class fits). */
export const GROUP_ADD_MAX = 200;

export const GROUP_MEMBER_ROLES = ['student', 'teacher'] as const;
export type GroupMemberRole = (typeof GROUP_MEMBER_ROLES)[number];

export const schoolGroupSchema = v.object({
  name: v.pipe(v.optional(v.string(MSG.groupNameRequired), ''), v.trim(), v.nonEmpty(MSG.groupNameRequired), v.maxLength(GROUP_NAME_MAX, MSG.groupNameTooLong)),
  /** null or absent: no grade. */
  gradeId: v.optional(v.nullable(id(MSG.groupGradeInvalid))),
  /** null or absent: no subject. */
  subjectId: v.optional(v.nullable(id(MSG.groupSubjectInvalid))),
  /** Staff of the school; a creator who is a teacher is added by the server. Repeats are dropped. */
  teacherIds: v.pipe(
    v.optional(v.array(id(MSG.groupTeacherInvalid), MSG.groupTeacherInvalid), []),
    v.maxLength(GROUP_TEACHERS_MAX, MSG.groupTeachersTooMany),
    v.transform((ids) => [...new Set(ids)]),
  ),
});

/** PATCH: a part left out is kept; teacherIds, when sent, replaces the group's teachers. */
export const schoolGroupPatchSchema = v.partial(schoolGroupSchema);

export const groupMembersAddSchema = v.object({
  userIds: v.pipe(
    v.array(id(MSG.groupMembersRequired), MSG.groupMembersRequired),
    v.minLength(1, MSG.groupMembersRequired),
    v.maxLength(GROUP_ADD_MAX, MSG.groupMembersTooMany),
    v.transform((ids) => [...new Set(ids)]),
  ),
  role: v.picklist(GROUP_MEMBER_ROLES, MSG.groupRoleInvalid),
});

export type SchoolGroupInput = v.InferInput<typeof schoolGroupSchema>;
export type SchoolGroupOutput = v.InferOutput<typeof schoolGroupSchema>;
export type GroupMembersAddInput = v.InferInput<typeof groupMembersAddSchema>;

export interface GroupPerson {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** GET/POST/PATCH s/school_groups/:id: one group as its management section shows it. */
export interface SchoolGroupDetail {
  id: number;
  name: string;
  grade: { id: number; name: string } | null;
  subject: { id: number; name: string } | null;
  isLocked: boolean;
  teachers: GroupPerson[];
  studentCount: number;
  /** What the caller may do with this group (their permissions and whether they teach it). */
  may: { update: boolean; delete: boolean };
}

/** GET s/school_groups/:id/users: one member of the group. */
export interface GroupMember extends GroupPerson {
  role: GroupMemberRole;
  /** Active in the school and as an account. */
  isActive: boolean;
}
