// Teachers or students imported from a spreadsheet: each row read as the member form's fields, a class by its name
// and a position by its label; the whole file checked first (every row's problems at once), then saved all or none.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { birthdayField, emailField, genderField, nameField, phoneField } from './account.ts';
import { STAFF_POSITIONS } from './member.ts';

/** More than a big school's whole year at once; a larger file is split (the message says so). */
export const MAX_MEMBER_IMPORT_ROWS = 3000;

export const memberImportRowSchema = v.object({
  last_name: nameField(MSG.lastNameRequired),
  first_name: nameField(MSG.firstNameRequired),
  email: emailField,
  phone: phoneField,
  gender: genderField,
  birthday: birthdayField,
  /** Teachers: their position ('teacher' when the cell is empty). */
  position: v.optional(v.picklist(STAFF_POSITIONS, MSG.positionInvalid)),
  /** Students: the name of one of the school's classes, or nothing. */
  class_name: v.optional(v.nullable(v.pipe(v.string(MSG.memberImportClassUnknown), v.trim(), v.maxLength(200, MSG.memberImportClassUnknown)))),
});

export const memberImportSchema = v.object({
  /** Each row is checked on its own (its problems reported by its index), so the list itself only has a size. */
  rows: v.pipe(v.array(v.unknown(), MSG.invalidInput), v.minLength(1, MSG.sheetEmpty), v.maxLength(MAX_MEMBER_IMPORT_ROWS, MSG.memberImportTooMany)),
  /** true: only check and count (the preview); false: save every row, or none when one has a problem. */
  dryRun: v.optional(v.boolean(MSG.invalidInput), false),
});

export type MemberImportRow = v.InferInput<typeof memberImportRowSchema>;
