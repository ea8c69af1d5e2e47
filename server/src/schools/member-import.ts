// Teachers or students from a spreadsheet (the app reads the file and sends its rows): every row checked at once —
// the form's rules, an email twice in the file, an email already in the school, a class the school does not have —
// then all saved in one transaction, or none. Accounts are made without a password (each gets a mailed link), so
// two thousand rows need no password hashing and are saved in one request.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { appLink, newAccountMail } from '../mail/templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { fold } from '../../../src/shared/fold.ts';
import { memberImportRowSchema } from '../../../src/shared/schemas/member-import.ts';
import type { MemberImportIssue, MemberImportResult, MemberKind } from '../../../src/shared/member.ts';
import { resolveRole } from './membership.ts';
import { parseRows } from '../http/import-rows.ts';
import { SERVER_MSG } from '../messages.ts';

/** How long the set-password link of an imported account stays valid (as for one added by hand). */
export const IMPORT_LINK_DAYS = 7;
/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters for the widest table written. */
const CHUNK = 500;

type Row = v.InferOutput<typeof memberImportRowSchema>;

interface Checked {
  issues: MemberImportIssue[];
  rows: { row: Row; email: string; userId: number | null; groupId: number | null; position: string }[];
}

const chunks = <T>(list: T[]): T[][] => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** Every row's problems, and the rows ready to save (with the account each email already has, and its class). */
export async function checkImport(db: Db, schoolId: number, kind: MemberKind, input: unknown[]): Promise<Checked> {
  const { issues, parsed } = parseRows(memberImportRowSchema, input);

  const firstIndex = new Map<string, number>();
  for (const { index, row } of parsed) {
    const email = row.email.toLowerCase();
    if (firstIndex.has(email)) issues.push({ index, field: 'email', message: SERVER_MSG.memberImportDuplicate });
    else firstIndex.set(email, index);
  }

  const emails = [...firstIndex.keys()];
  const accounts = new Map<string, number>();
  const members = new Set<number>();
  for (const part of chunks(emails)) {
    const found = await db
      .select({ id: t.users.id, email: sql<string>`lower(${t.users.email})` })
      .from(t.users)
      .where(inArray(sql`lower(${t.users.email})`, part));
    for (const a of found) accounts.set(a.email, a.id);
    if (!found.length) continue;
    const active = await db
      .select({ userId: t.schoolMembers.userId })
      .from(t.schoolMembers)
      .where(
        and(
          eq(t.schoolMembers.schoolId, schoolId),
          eq(t.schoolMembers.isActive, true),
          inArray(
            t.schoolMembers.userId,
            found.map((a) => a.id),
          ),
        ),
      );
    for (const m of active) members.add(m.userId);
  }

  // Classes by name, as a school writes them: case and diacritics aside ("lop 7a1" is "Lớp 7A1").
  const classes = new Map<string, { id: number; isLocked: boolean }>();
  if (kind === 'student') {
    const groups = await db
      .select({ id: t.schoolGroups.id, name: t.schoolGroups.name, isLocked: t.schoolGroups.isLocked })
      .from(t.schoolGroups)
      .where(eq(t.schoolGroups.schoolId, schoolId));
    for (const g of groups) classes.set(fold(g.name), { id: g.id, isLocked: g.isLocked });
  }

  const rows: Checked['rows'] = [];
  for (const { index, row } of parsed) {
    const email = row.email.toLowerCase();
    if (firstIndex.get(email) !== index) continue;
    const userId = accounts.get(email) ?? null;
    if (userId !== null && members.has(userId)) {
      issues.push({ index, field: 'email', message: MSG.memberEmailExists });
      continue;
    }
    let groupId: number | null = null;
    if (kind === 'student' && row.class_name) {
      const found = classes.get(fold(row.class_name));
      if (!found || found.isLocked) {
        // A locked class takes nobody new.
        issues.push({ index, field: 'class_name', message: found ? MSG.groupLocked : MSG.memberImportClassUnknown });
        continue;
      }
      groupId = found.id;
    }
    rows.push({ row, email, userId, groupId, position: kind === 'student' ? 'student' : (row.position ?? 'teacher') });
  }
  issues.sort((a, b) => a.index - b.index);
  return { issues, rows };
}

const countOf = (checked: Checked, total: number, saved: boolean): MemberImportResult => ({
  total,
  newAccounts: checked.rows.filter((r) => r.userId === null).length,
  existingAccounts: checked.rows.filter((r) => r.userId !== null).length,
  issues: checked.issues,
  saved,
});

/** The file's effect without saving anything (the preview). */
export async function previewImport(db: Db, schoolId: number, kind: MemberKind, input: unknown[]): Promise<MemberImportResult> {
  return countOf(await checkImport(db, schoolId, kind, input), input.length, false);
}

/**
 * Saves every row in one transaction, or nothing when a row has a problem (answered as a check is, saved: false).
 * New accounts are mailed their set-password link once the rows are saved.
 */
export async function saveImport(
  deps: { db: Db; mailer: Mailer; appUrl: string; onMailError: (error: unknown) => void },
  schoolId: number,
  kind: MemberKind,
  input: unknown[],
): Promise<MemberImportResult> {
  const { db, mailer, appUrl } = deps;
  const checked = await checkImport(db, schoolId, kind, input);
  if (checked.issues.length) return countOf(checked, input.length, false);
  const links = await db.transaction(async (tx) => {
    const roles = new Map<string, number | null>();
    for (const position of new Set(checked.rows.map((r) => r.position))) roles.set(position, await resolveRole(tx, schoolId, position));
    const fresh = checked.rows.filter((r) => r.userId === null);
    const made: { id: number; email: string }[] = [];
    for (const part of chunks(fresh)) {
      made.push(
        ...(await tx
          .insert(t.users)
          .values(
            part.map(({ row, email }) => ({
              email,
              // Nobody can sign in with this: the owner sets the password through the mailed link.
              passwordHash: `!unset:${newToken()}`,
              firstName: row.first_name,
              lastName: row.last_name,
              phone: row.phone ?? null,
              gender: row.gender ?? null,
              birthday: row.birthday ?? null,
              userType: kind,
            })),
          )
          .returning({ id: t.users.id, email: t.users.email })),
      );
    }
    const idOf = new Map(made.map((u) => [u.email, u.id]));
    const all = checked.rows.map((r) => ({ ...r, userId: r.userId ?? idOf.get(r.email)! }));
    for (const part of chunks(all)) {
      await tx
        .insert(t.schoolMembers)
        .values(part.map((r) => ({ schoolId, userId: r.userId, position: r.position, schoolRoleId: roles.get(r.position) ?? null, isActive: true })))
        .onConflictDoUpdate({
          target: [t.schoolMembers.schoolId, t.schoolMembers.userId],
          set: { position: sql`excluded.position`, schoolRoleId: sql`excluded.school_role_id`, isActive: true },
        });
      const inClass = part.filter((r) => r.groupId !== null);
      if (inClass.length)
        await tx
          .insert(t.groupMembers)
          .values(inClass.map((r) => ({ groupId: r.groupId!, userId: r.userId, role: 'student' })))
          .onConflictDoNothing();
    }
    const expiresAt = new Date(Date.now() + IMPORT_LINK_DAYS * 24 * 60 * 60 * 1000);
    const tokens = made.map((u) => ({ ...u, token: newToken() }));
    for (const part of chunks(tokens)) {
      await tx.insert(t.passwordResets).values(part.map((u) => ({ userId: u.id, tokenHash: hashToken(u.token), expiresAt })));
    }
    for (const r of all) if (r.userId) invalidateUser(r.userId);
    const nameOf = new Map(fresh.map(({ email, row }) => [email, `${row.last_name} ${row.first_name}`]));
    return tokens.map((u) => ({ email: u.email, token: u.token, name: nameOf.get(u.email) ?? u.email }));
  });
  const [school] = await db.select({ name: t.schools.name }).from(t.schools).where(eq(t.schools.id, schoolId)).limit(1);
  for (const l of links) {
    // The accounts are saved; a mail that could not be queued is logged, and the school can send another link.
    await mailer
      .send(newAccountMail(l.email, l.name, school?.name, appLink(appUrl, `/new-password?token=${encodeURIComponent(l.token)}`), IMPORT_LINK_DAYS))
      .catch(deps.onMailError);
  }
  return countOf(checked, input.length, true);
}
