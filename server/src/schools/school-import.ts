// Schools from a spreadsheet (the app reads the file and sends its rows): every row checked at once — the form's
// rules, the province and ward by their names, a code twice in the file or already taken — then every school made
// as the form makes one (default roles, first administrator, set-password mail) in one transaction, or none.
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { parseRows } from '../http/import-rows.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { newAccountMail } from '../mail/templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { ImportIssue, ImportResult } from '../../../src/shared/import.ts';
import { schoolCreateSchema, schoolImportRowSchema, type SchoolCreateOutput } from '../../../src/shared/schemas/school.ts';
import { findAddress } from './address-units.ts';
import { NEW_ADMIN_LINK_DAYS, createSchool } from './school-write.ts';
import { SERVER_MSG } from '../messages.ts';

export interface SchoolImportResult extends ImportResult {
  /** First administrators whose email has no account yet: each is mailed a link to set a password. */
  newAdmins: number;
}

interface Checked {
  issues: ImportIssue[];
  schools: SchoolCreateOutput[];
}

/** Every row's problems, and the schools ready to make (as the create form would send them). */
export async function checkSchoolImport(db: Db, input: unknown[]): Promise<Checked> {
  const { issues, parsed } = parseRows(schoolImportRowSchema, input);
  const schools: { index: number; school: SchoolCreateOutput }[] = [];
  for (const { index, row } of parsed) {
    const { province, ward, admin_last_name, admin_first_name, admin_email, ...fields } = row;
    const place = findAddress(province, ward);
    if ('wrong' in place) {
      issues.push(
        place.wrong === 'province'
          ? { index, field: 'province', message: MSG.schoolImportProvinceUnknown }
          : { index, field: 'ward', message: MSG.schoolImportWardUnknown },
      );
      continue;
    }
    // The create form's own schema has the last word, so an imported school is exactly one the form could make.
    const school = v.parse(schoolCreateSchema, {
      ...fields,
      province_code: place.province.code,
      ward_code: place.ward.code,
      admin: { last_name: admin_last_name, first_name: admin_first_name, email: admin_email },
    });
    schools.push({ index, school });
  }

  const firstIndex = new Map<string, number>();
  for (const { index, school } of schools) {
    if (firstIndex.has(school.code)) issues.push({ index, field: 'code', message: SERVER_MSG.schoolImportCodeDuplicate });
    else firstIndex.set(school.code, index);
  }
  const codes = [...firstIndex.keys()];
  const taken = new Set(
    codes.length
      ? (
          await db
            .select({ code: sql<string>`upper(${t.schools.code})` })
            .from(t.schools)
            .where(inArray(sql`upper(${t.schools.code})`, codes))
        ).map((r) => r.code)
      : [],
  );
  const ready: SchoolCreateOutput[] = [];
  for (const { index, school } of schools) {
    if (firstIndex.get(school.code) !== index) continue;
    if (taken.has(school.code)) issues.push({ index, field: 'code', message: MSG.schoolCodeExists });
    else ready.push(school);
  }
  issues.sort((a, b) => a.index - b.index);
  return { issues, schools: ready };
}

async function newAdminCount(db: Db, schools: SchoolCreateOutput[]): Promise<number> {
  const emails = [...new Set(schools.map((s) => s.admin.email.toLowerCase()))];
  if (!emails.length) return 0;
  const found = await db
    .select({ email: sql<string>`lower(${t.users.email})` })
    .from(t.users)
    .where(inArray(sql`lower(${t.users.email})`, emails));
  return emails.length - found.length;
}

/** The file's effect without saving anything (the preview). */
export async function previewSchoolImport(db: Db, input: unknown[]): Promise<SchoolImportResult> {
  const checked = await checkSchoolImport(db, input);
  return { total: input.length, issues: checked.issues, saved: false, newAdmins: await newAdminCount(db, checked.schools) };
}

/**
 * Makes every school in one transaction, or none when a row has a problem (answered as a check is, saved: false).
 * New administrators are mailed their set-password link once the schools exist.
 */
export async function saveSchoolImport(
  deps: { db: Db; mailer: Mailer; appUrl: string; onMailError: (error: unknown) => void },
  input: unknown[],
): Promise<SchoolImportResult> {
  const { db } = deps;
  const checked = await checkSchoolImport(db, input);
  if (checked.issues.length) return { total: input.length, issues: checked.issues, saved: false, newAdmins: 0 };
  const newAdmins = await newAdminCount(db, checked.schools);
  // One school after another in the same transaction: an administrator named on two rows gets one account, made by the
  // first and joined by the second, as two schools created by hand would do.
  const made = await db.transaction(async (tx) => {
    const out = [];
    for (const school of checked.schools) out.push({ school, created: await createSchool(tx, school, deps.appUrl) });
    return out;
  });
  for (const { school, created } of made) {
    invalidateUser(created.adminId);
    if (!created.link) continue;
    await deps.mailer
      .send(newAccountMail(created.email, `${school.admin.last_name} ${school.admin.first_name}`, school.name, created.link, NEW_ADMIN_LINK_DAYS))
      .catch(deps.onMailError);
  }
  return { total: input.length, issues: [], saved: true, newAdmins };
}
