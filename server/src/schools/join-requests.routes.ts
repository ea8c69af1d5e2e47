// The school's side of join requests (spec §4 review, §7 members): list, detail, approve with a role, reject with reason.
import { Hono } from 'hono';
import * as v from 'valibot';
import { MAX_ID } from '../../../src/shared/schemas/id.ts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { invalid, notFound } from '../http/errors.ts';
import { containsFoldedText } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { reasonSchema } from '../../../src/shared/schemas/reason.ts';
import { assertMayChooseRole, assertMayGrant, resolveRole, upsertMembership } from './membership.ts';
import { isSchoolAdmin } from '../../../src/shared/permissions.ts';
import { mailJoinRequestAnswer } from '../mail/join-request-mail.ts';

const listQuery = v.object({
  ...pagination,
  status: v.optional(v.picklist(['', 'pending', 'approved', 'rejected'], MSG.invalidInput)),
  name: nameSearch,
});
const idParam = v.object({ id: idString });
const approveBody = v.object({
  // 0 is the administrator pseudo-role (SCHOOL_ADMIN_ROLE_ID); real roles are ids.
  roleId: v.optional(v.pipe(v.number(MSG.roleInvalid), v.integer(MSG.roleInvalid), v.minValue(0, MSG.roleInvalid), v.maxValue(MAX_ID, MSG.roleInvalid))),
});

const columns = {
  id: t.joinSchoolRequests.id,
  status: t.joinSchoolRequests.status,
  roleType: t.joinSchoolRequests.roleType,
  reason: t.joinSchoolRequests.reason,
  createdAt: t.joinSchoolRequests.createdAt,
  userId: t.users.id,
  firstName: t.users.firstName,
  lastName: t.users.lastName,
  email: t.users.email,
  phone: t.users.phone,
};

const toJson = (r: Awaited<ReturnType<typeof findRequest>>) => ({
  id: r.id,
  status: r.status,
  roleType: r.roleType,
  reason: r.reason,
  createdAt: r.createdAt,
  user: { id: r.userId, first_name: r.firstName, last_name: r.lastName, email: r.email, phone: r.phone },
});

function select(db: Db, where: SQL | undefined) {
  return db.select(columns).from(t.joinSchoolRequests).innerJoin(t.users, eq(t.users.id, t.joinSchoolRequests.userId)).where(where);
}

/** A request of the caller's school, or 404: ids of other schools are never revealed. */
async function findRequest(db: Db, schoolId: number, id: number) {
  const [row] = await select(db, and(eq(t.joinSchoolRequests.id, id), eq(t.joinSchoolRequests.schoolId, schoolId))).limit(1);
  if (!row) throw notFound();
  return row;
}

const view = requirePermission('join_request.view');
const approve = requirePermission('join_request.approve');

export const joinRequests = new Hono<AppEnv>()
  .get('/s/join_school_requests', requireAuth, requireSchool, view, async (c) => {
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const where = and(
      eq(t.joinSchoolRequests.schoolId, c.get('school').schoolId),
      q.status ? eq(t.joinSchoolRequests.status, q.status) : undefined,
      q.name ? containsFoldedText(t.users.searchText, q.name) : undefined,
    );
    const rows = await select(db, where)
      .orderBy(desc(t.joinSchoolRequests.createdAt), desc(t.joinSchoolRequests.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.joinSchoolRequests).innerJoin(t.users, eq(t.users.id, t.joinSchoolRequests.userId)).where(where);
    return c.json(paginated(rows.map(toJson), total?.n ?? 0, q.page, q.perPage));
  })
  .get('/s/join_school_requests/:id{[0-9]+}', requireAuth, requireSchool, view, async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: toJson(await findRequest(c.get('deps').db, c.get('school').schoolId, id)) });
  })
  .post('/s/join_school_requests/:id{[0-9]+}/approve', requireAuth, requireSchool, approve, async (c) => {
    const { id } = params(c, idParam);
    const { roleId } = await body(c, approveBody);
    const { db } = c.get('deps');
    const { schoolId } = c.get('school');
    const grants = c.get('grants');
    const request = await findRequest(db, schoolId, id);
    if (request.status !== 'pending') throw invalid({ status: [MSG.requestHandled] });
    await db.transaction(async (tx) => {
      const schoolRoleId = await resolveRole(tx, schoolId, request.roleType, roleId);
      if (roleId !== undefined) await assertMayChooseRole(tx, schoolRoleId, grants);
      else assertMayGrant(schoolRoleId, isSchoolAdmin(grants));
      // The status guard makes a double click (or two administrators at once) approve only once.
      const [claimed] = await tx
        .update(t.joinSchoolRequests)
        .set({ status: 'approved' })
        .where(and(eq(t.joinSchoolRequests.id, id), eq(t.joinSchoolRequests.status, 'pending')))
        .returning({ id: t.joinSchoolRequests.id });
      if (!claimed) throw invalid({ status: [MSG.requestHandled] });
      await upsertMembership(tx, { schoolId, userId: request.userId, position: request.roleType, schoolRoleId });
    });
    await mailJoinRequestAnswer(c.get('deps'), schoolId, request, { approved: true });
    return c.json({ data: toJson(await findRequest(db, schoolId, id)) });
  })
  .post('/s/join_school_requests/:id{[0-9]+}/reject', requireAuth, requireSchool, approve, async (c) => {
    const { id } = params(c, idParam);
    const { reason } = await body(c, reasonSchema);
    const { db } = c.get('deps');
    const { schoolId } = c.get('school');
    const request = await findRequest(db, schoolId, id);
    const [claimed] = await db
      .update(t.joinSchoolRequests)
      .set({ status: 'rejected', reason })
      .where(and(eq(t.joinSchoolRequests.id, id), eq(t.joinSchoolRequests.status, 'pending')))
      .returning({ id: t.joinSchoolRequests.id });
    if (!claimed) throw invalid({ status: [MSG.requestHandled] });
    await mailJoinRequestAnswer(c.get('deps'), schoolId, request, { approved: false, reason });
    return c.json({ data: toJson(await findRequest(db, schoolId, id)) });
  });
