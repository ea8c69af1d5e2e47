// A teacher or student added or edited by the school (spec §3 members, §5 phone and email rules): one schema for the
// server's check and the form's, so each rule and its Vietnamese message live only here.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { birthdayField, emailField, genderField, nameField, phoneField } from './account.ts';
import { id } from './id.ts';

/** Staff positions a teacher form offers (spec §3 school positions); a student's position is always 'student'. */
export const STAFF_POSITIONS = ['teacher', 'officer', 'supervisor'] as const;

export const memberSchema = v.object({
  last_name: nameField(MSG.lastNameRequired),
  first_name: nameField(MSG.firstNameRequired),
  email: emailField,
  phone: phoneField,
  gender: genderField,
  birthday: birthdayField,
  /** Teachers only: their position; it picks their default school role (officer → principal, supervisor → administrator). */
  position: v.optional(v.picklist(STAFF_POSITIONS, MSG.positionInvalid)),
  /** Teachers only: a school role other than the position's default (0 = school administrator, spec §9). */
  school_role_id: v.optional(
    v.nullable(v.pipe(v.number(MSG.roleInvalid), v.integer(MSG.roleInvalid), v.minValue(0, MSG.roleInvalid), v.maxValue(2_147_483_647, MSG.roleInvalid))),
  ),
  /** Students only: their class, one teaching group of the school; null takes them out of every class. */
  group_id: v.optional(v.nullable(id(MSG.classInvalid))),
});

export type MemberInput = v.InferInput<typeof memberSchema>;
export type MemberOutput = v.InferOutput<typeof memberSchema>;

/** At most a full page of a long list chosen at once, many times over. */
export const MAX_BULK_MEMBERS = 200;

/** Several members at once from a list: lock, unlock, take out of the school, or (students) move to a class. */
export const memberBulkSchema = v.object({
  action: v.picklist(['active', 'inactive', 'remove', 'class'], MSG.invalidInput),
  ids: v.pipe(v.array(id(), MSG.invalidInput), v.minLength(1, MSG.invalidInput), v.maxLength(MAX_BULK_MEMBERS, MSG.invalidInput)),
  /** The class of a move ('class'); null takes them out of every class. */
  group_id: v.optional(v.nullable(id(MSG.classInvalid))),
});

export type MemberBulkInput = v.InferOutput<typeof memberBulkSchema>;
