// Schools for the system administrator (spec §2 /school, §7 schools): the paginated list, one school's details, and
// creating, editing, switching off and on, extending and deleting a school. Guarded by the system permissions
// school.view/create/update/delete (the system menu's school item uses school.view), so a system role given them may
// do the same as the super administrator (who holds every permission).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, asc, count, eq, gte, lt, not, or, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { requestIdOf } from '../http/error-handler.ts';
import { requestLogger } from '../platform/logger.ts';
import { newAccountMail } from '../mail/templates.ts';
import { contractExtensionSchema, expiryInstant, schoolCreateSchema, schoolImportSchema, schoolUpdateSchema } from '../../../src/shared/schemas/school.ts';
import { disposition } from '../http/file-response.ts';
import { previewSchoolImport, saveSchoolImport } from './school-import.ts';
import { importRefused } from '../http/import-rows.ts';
import { schoolsWorkbook } from './school-export.ts';
import { XLSX_TYPE } from '../../../src/shared/constants.ts';
import {
  NEW_ADMIN_LINK_DAYS,
  assertCodeFree,
  createSchool,
  forgetMembers,
  isUniqueViolation,
  schoolDetail,
  schoolHoldings,
  schoolValues,
} from './school-write.ts';
import { containsFolded } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { EXPIRING_WITHIN_DAYS } from '../../../src/shared/system-overview.ts';

const listQuery = v.object({
  ...pagination,
  name: nameSearch,
  /** active: open for use; expiring: open, ending within EXPIRING_WITHIN_DAYS days; expired: past its expiry date or switched off. */
  status: v.optional(v.picklist(['', 'active', 'expiring', 'expired'], MSG.invalidInput)),
});

const columns = {
  id: t.schools.id,
  name: t.schools.name,
  code: t.schools.code,
  address: t.schools.address,
  phone: t.schools.phone,
  email: t.schools.email,
  isActive: t.schools.isActive,
  expiresAt: t.schools.expiresAt,
  createdAt: t.schools.createdAt,
  // Written out in full: inside a select list Drizzle renders columns unqualified, which would make the correlation
  // compare the member row with itself.
  memberCount: sql<number>`(select count(*)::int from school_members m where m.school_id = "schools"."id" and m.is_active)`,
};

function statusFilter(status: string | undefined) {
  const now = new Date();
  const open = and(eq(t.schools.isActive, true), gte(t.schools.expiresAt, now));
  if (status === 'active') return open;
  if (status === 'expiring') return and(open, lt(t.schools.expiresAt, new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 24 * 60 * 60 * 1000)));
  if (status === 'expired') return or(not(t.schools.isActive), lt(t.schools.expiresAt, now));
  return undefined;
}

const viewSchools = requirePermission('school.view');
const idParam = v.object({ id: idString });

const exportQuery = v.object({ name: listQuery.entries.name, status: listQuery.entries.status });

const listWhere = (q: { name?: string | undefined; status?: string | undefined }) =>
  and(q.name ? or(containsFolded(t.schools.name, q.name), containsFolded(t.schools.code, q.name)) : undefined, statusFilter(q.status));

export const schools = new Hono<AppEnv>()
  .get('/schools', requireAuth, viewSchools, async (c) => {
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const where = listWhere(q);
    const rows = await db
      .select(columns)
      .from(t.schools)
      .where(where)
      .orderBy(asc(t.schools.name), asc(t.schools.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.schools).where(where);
    return c.json(
      paginated(
        rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) })),
        total?.n ?? 0,
        q.page,
        q.perPage,
      ),
    );
  })
  // The list as it is filtered on screen, as an Excel file.
  .get('/schools/export', requireAuth, viewSchools, async (c) => {
    const q = query(c, exportQuery);
    const file = await schoolsWorkbook(c.get('deps').db, listWhere(q));
    return c.body(file as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': disposition('Danh-sach-truong.xlsx', 'attachment'),
    });
  })
  // Rows read from a spreadsheet by the app: checked (dryRun, the preview) or all saved, else 422 with each problem
  // under "rows.<index>.<field>".
  .post('/schools/import', requireAuth, requirePermission('school.create'), async (c) => {
    const { rows, dryRun } = await body(c, schoolImportSchema);
    const deps = c.get('deps');
    if (dryRun) return c.json({ data: await previewSchoolImport(deps.db, rows) });
    const log = requestLogger(requestIdOf(c));
    const result = await saveSchoolImport(
      { db: deps.db, mailer: deps.mailer, appUrl: deps.config.appUrl, onMailError: (err) => log.error({ err }, 'school import mail not queued') },
      rows,
    );
    if (!result.saved) throw importRefused(MSG.schoolImportHasErrors, result.issues);
    return c.json({ data: result }, 201);
  })
  .get('/schools/:id{[0-9]+}', requireAuth, viewSchools, async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await schoolDetail(c.get('deps').db, id) });
  })
  .post('/schools', requireAuth, requirePermission('school.create'), async (c) => {
    const input = await body(c, schoolCreateSchema);
    const deps = c.get('deps');
    const created = await deps.db.transaction((tx) => createSchool(tx, input, deps.config.appUrl));
    invalidateUser(created.adminId);
    if (created.link) {
      try {
        const fullName = `${input.admin.last_name} ${input.admin.first_name}`;
        await deps.mailer.send(newAccountMail(created.email, fullName, input.name, created.link, NEW_ADMIN_LINK_DAYS));
      } catch (e) {
        // The school and the account exist; its members screen mails another link, so a mail failure undoes nothing.
        requestLogger(requestIdOf(c)).error({ err: e }, 'new administrator mail not queued');
      }
    }
    return c.json({ data: await schoolDetail(deps.db, created.schoolId) }, 201);
  })
  .patch('/schools/:id{[0-9]+}', requireAuth, requirePermission('school.update'), async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, schoolUpdateSchema);
    const { db } = c.get('deps');
    const before = await schoolDetail(db, id);
    const values = schoolValues(input);
    await db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code, id);
      try {
        await tx.update(t.schools).set(values).where(eq(t.schools.id, id));
      } catch (e) {
        if (isUniqueViolation(e)) throw invalid({ code: [MSG.schoolCodeExists] });
        throw e;
      }
    });
    if (values.expiresAt.getTime() !== before.expiresAt.getTime()) await forgetMembers(db, id, c.get('user').id);
    return c.json({ data: await schoolDetail(db, id) });
  })
  .patch('/schools/:id{[0-9]+}/active', requireAuth, requirePermission('school.update'), (c) => setActive(c, true))
  .patch('/schools/:id{[0-9]+}/inactive', requireAuth, requirePermission('school.update'), (c) => setActive(c, false))
  .patch('/schools/:id{[0-9]+}/contract_extension', requireAuth, requirePermission('school.update'), async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, contractExtensionSchema);
    const { db } = c.get('deps');
    const school = await schoolDetail(db, id);
    const expiresAt = expiryInstant(input.expiresAt);
    if (expiresAt.getTime() <= school.expiresAt.getTime()) throw invalid({ expiresAt: [MSG.schoolExtensionNotLater] });
    await db.update(t.schools).set({ expiresAt }).where(eq(t.schools.id, id));
    await forgetMembers(db, id, c.get('user').id);
    return c.json({ data: await schoolDetail(db, id) });
  })
  .delete('/schools/:id{[0-9]+}', requireAuth, requirePermission('school.delete'), async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const members = await db.transaction(async (tx) => {
      // The row lock makes a concurrent membership, group or upload for this school (their foreign keys lock the
      // school's row) wait for us and then fail, so nothing is added between the check and the cascading delete.
      const [school] = await tx.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.id, id)).for('update');
      if (!school) throw notFound();
      const holdings = await schoolHoldings(tx, id);
      if (holdings.length) {
        const message = MSG.schoolHasContent.replace('{}', holdings.join(', '));
        throw new HttpError(422, message, { id: [message] });
      }
      const rows = await tx.select({ userId: t.schoolMembers.userId }).from(t.schoolMembers).where(eq(t.schoolMembers.schoolId, id));
      await tx.delete(t.schools).where(eq(t.schools.id, id));
      return rows.map((r) => r.userId);
    });
    for (const userId of new Set([...members, c.get('user').id])) invalidateUser(userId);
    return c.json({ data: { id } });
  });

async function setActive(c: Context<AppEnv>, isActive: boolean) {
  const { id } = params(c, idParam);
  const { db } = c.get('deps');
  const [row] = await db.update(t.schools).set({ isActive }).where(eq(t.schools.id, id)).returning({ id: t.schools.id });
  if (!row) throw notFound();
  await forgetMembers(db, id, c.get('user').id);
  return c.json({ data: await schoolDetail(db, id) });
}
