// A school created or edited by the system administrator (spec §2 /school/add and /school/edit, §7 schools): one
// schema for the server's check and the form's, so each rule and its Vietnamese message live only here.
//
// The address is two levels, province then ward/commune: Vietnam replaced province → district → ward with these two on
// 1 July 2025 (Resolution 202/2025/QH15), so the spec's district select no longer exists (README, "Schools").
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN } from '../constants.ts';
import { emailField, nameField, phoneField } from './account.ts';

export const SCHOOL_NAME_MAX_LENGTH = 200;
export const SCHOOL_CODE_PATTERN = /^[A-Za-z0-9-]{1,30}$/;
export const SCHOOL_QUOTA_MAX = 1_000_000;

/** A missing key reads as '' so that the field's own "required" message speaks (as in account.ts). */
const required = <S extends v.GenericSchema<string, string>>(schema: S) => v.optional(schema, '');

const text = (requiredMessage: string, max: number, tooLong: string) =>
  required(v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, tooLong)));

/** A real calendar day written yyyy-MM-dd. */
export function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '2000-01-01' && s <= '2999-12-31';
}

const day = (requiredMessage: string) =>
  required(v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.check(isCalendarDay, MSG.schoolDateInvalid)));

/** A quota typed in a text box or sent as a number; '' or null means "no limit for the whole school". */
const quota = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.number(), v.string()], MSG.schoolQuotaInvalid),
      v.transform((x) => (typeof x === 'string' ? (x.trim() === '' ? null : Number(x.trim())) : x)),
      v.check((x) => x === null || (Number.isInteger(x) && x >= 0 && x <= SCHOOL_QUOTA_MAX), MSG.schoolQuotaInvalid),
    ),
  ),
  null,
);

/** The school's own address for letters: optional, '' or null clears it. */
const schoolEmail = v.optional(
  v.nullable(
    v.pipe(
      v.string(MSG.emailInvalid),
      v.trim(),
      v.maxLength(254, MSG.emailInvalid),
      v.check((s) => s === '' || EMAIL_PATTERN.test(s), MSG.emailInvalid),
      v.transform((s) => (s === '' ? null : s.toLowerCase())),
    ),
  ),
  null,
);

const schoolFields = {
  name: text(MSG.schoolNameRequired, SCHOOL_NAME_MAX_LENGTH, MSG.schoolNameTooLong),
  /** Unique without regard to case; kept in capitals, as the join-school dialog compares it. */
  code: required(
    v.pipe(
      v.string(MSG.schoolCodeRequired),
      v.trim(),
      v.nonEmpty(MSG.schoolCodeRequired),
      v.regex(SCHOOL_CODE_PATTERN, MSG.schoolCodeInvalid),
      v.toUpperCase(),
    ),
  ),
  province_code: required(v.pipe(v.string(MSG.schoolProvinceRequired), v.trim(), v.nonEmpty(MSG.schoolProvinceRequired), v.maxLength(10))),
  ward_code: required(v.pipe(v.string(MSG.schoolWardRequired), v.trim(), v.nonEmpty(MSG.schoolWardRequired), v.maxLength(10))),
  /** House number and street, before the ward and province in the readable address. */
  street: v.optional(v.pipe(v.string(MSG.schoolStreetTooLong), v.trim(), v.maxLength(200, MSG.schoolStreetTooLong)), ''),
  phone: phoneField,
  email: schoolEmail,
  contract_start: day(MSG.schoolContractStartRequired),
  contract_end: day(MSG.schoolContractEndRequired),
  /** Upload storage of the whole school, in MB. */
  storage_limit_mb: quota,
  /** Speech-scoring calls of the whole school over its contract. */
  speaking_call_limit: quota,
};

const endAfterStart = (i: { contract_start: string; contract_end: string }) => i.contract_end > i.contract_start;

export const schoolUpdateSchema = v.pipe(
  v.object(schoolFields),
  v.forward(v.partialCheck([['contract_start'], ['contract_end']], endAfterStart, MSG.schoolContractEndBeforeStart), ['contract_end']),
);

/** Creating a school also names its first administrator (an existing account joins as it is). */
export const schoolCreateSchema = v.pipe(
  v.object({
    ...schoolFields,
    admin: v.object(
      {
        last_name: nameField(MSG.lastNameRequired),
        first_name: nameField(MSG.firstNameRequired),
        email: emailField,
      },
      MSG.invalidInput,
    ),
  }),
  v.forward(v.partialCheck([['contract_start'], ['contract_end']], endAfterStart, MSG.schoolContractEndBeforeStart), ['contract_end']),
);

/** More schools than a province's whole network at once; a larger file is split (the message says so). */
export const MAX_SCHOOL_IMPORT_ROWS = 500;

const { province_code: _province, ward_code: _ward, ...importedFields } = schoolFields;

/**
 * One school of an imported spreadsheet: the form's fields with the province and ward by their names (the server
 * finds their codes, diacritics and case aside) and the first administrator's name and email in columns of their own.
 */
export const schoolImportRowSchema = v.pipe(
  v.object({
    ...importedFields,
    province: text(MSG.schoolProvinceRequired, 100, MSG.schoolImportProvinceUnknown),
    ward: text(MSG.schoolWardRequired, 100, MSG.schoolImportWardUnknown),
    admin_last_name: nameField(MSG.lastNameRequired),
    admin_first_name: nameField(MSG.firstNameRequired),
    admin_email: emailField,
  }),
  v.forward(v.partialCheck([['contract_start'], ['contract_end']], endAfterStart, MSG.schoolContractEndBeforeStart), ['contract_end']),
);

export const schoolImportSchema = v.object({
  /** Each row is checked on its own (its problems reported by its index), so the list itself only has a size. */
  rows: v.pipe(v.array(v.unknown(), MSG.invalidInput), v.minLength(1, MSG.sheetEmpty), v.maxLength(MAX_SCHOOL_IMPORT_ROWS, MSG.schoolImportTooMany)),
  /** true: only check and count (the preview); false: save every row, or none when one has a problem. */
  dryRun: v.optional(v.boolean(MSG.invalidInput), false),
});

export type SchoolImportRow = v.InferInput<typeof schoolImportRowSchema>;

/** The new last day of the contract, later than the current one. */
export const contractExtensionSchema = v.object({ expiresAt: day(MSG.schoolContractEndRequired) });

export type SchoolCreateInput = v.InferInput<typeof schoolCreateSchema>;
export type SchoolCreateOutput = v.InferOutput<typeof schoolCreateSchema>;
export type SchoolUpdateInput = v.InferInput<typeof schoolUpdateSchema>;
export type SchoolUpdateOutput = v.InferOutput<typeof schoolUpdateSchema>;

/**
 * Contracts are written in days; a school stays open through the whole of its last day in Vietnam (UTC+7, no summer
 * time), which is the same calendar day wherever the stored instant is read from UTC-16 to UTC+7.
 */
export const expiryInstant = (day: string): Date => new Date(`${day}T23:59:59.999+07:00`);
/** The calendar day (Vietnam time) of a stored expiry instant. */
export const expiryDay = (iso: string | Date): string => new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
