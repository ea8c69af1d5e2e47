// Joining a teaching group through its link, /school-group-invitation/{groupId} (spec §2, §4 requests approved or
// rejected with a reason, §7 groups: join_request, requests, leave). Rules chosen:
// - The link never adds anyone by itself: it makes a join request that one of the group's teachers (or the school's
//   administrators and officers, who manage every group) approves or rejects with a reason. A link travels (a
//   screenshot of the QR code, a forwarded message), and the teacher is who knows her class; a per-group "join
//   without approval" switch was left out until a school asks for it.
// - Only an active student of the group's school may ask. Someone outside the school is told to join the school
//   first (its request goes to the school, join-school.routes.ts); staff are added to groups by the school.
// - One pending request per student and group (a unique index): asking again answers the waiting one. After a
//   rejection she may ask again; decided requests stay as the group's history.
// - A locked group takes nobody new: no new request, no approval (a pending one waits for the unlock).
// - A student may leave a group; her attempts, submissions and grades, kept by user and group, stay.
// The invitation page names the group, its school and its teachers to any signed-in user holding the link: that is
// what an invitation is for, and it shows no email, no student and nothing of the group's work.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { body, idString, paginated, pagination, params, query } from '../http/validate.ts';
import { HttpError, forbidden, invalid, notFound } from '../http/errors.ts';
import { sendNotifications } from '../notifications/send.ts';
import { MSG } from '../../../src/shared/messages.ts';
import {
  groupJoinRejectSchema,
  type GroupInvitation,
  type GroupInvitationState,
  type GroupJoinRequest,
  type GroupJoinStatus,
  type OwnGroupJoinRequest,
} from '../../../src/shared/schemas/group-join.ts';
import { SERVER_MSG } from '../messages.ts';
import { isGroupOverseer } from './membership.ts';

type GroupRow = typeof t.schoolGroups.$inferSelect;

const idParam = v.object({ id: idString });
const requestParam = v.object({ id: idString, requestId: idString });
const listQuery = v.object({
  ...pagination,
  status: v.optional(v.picklist(['', 'pending', 'approved', 'rejected'], MSG.invalidInput)),
});

const fullName = (u: { firstName: string; lastName: string }) => `${u.lastName} ${u.firstName}`.trim();

async function anyGroup(db: Db, id: number): Promise<GroupRow> {
  const [group] = await db.select().from(t.schoolGroups).where(eq(t.schoolGroups.id, id)).limit(1);
  if (!group) throw notFound();
  return group;
}

/** The caller's active place in a school (null: none), with whether the school still runs. */
async function placeIn(db: Db, userId: number, schoolId: number) {
  const [row] = await db
    .select({ position: t.schoolMembers.position, schoolActive: t.schools.isActive, expiresAt: t.schools.expiresAt })
    .from(t.schoolMembers)
    .innerJoin(t.schools, eq(t.schools.id, t.schoolMembers.schoolId))
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, userId), eq(t.schoolMembers.isActive, true), eq(t.users.isActive, true)))
    .limit(1);
  return row ?? null;
}

async function roleIn(db: Pick<Db, 'select'>, groupId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ role: t.groupMembers.role })
    .from(t.groupMembers)
    .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

async function pendingOf(db: Pick<Db, 'select'>, groupId: number, userId: number) {
  const [row] = await db
    .select()
    .from(t.groupJoinRequests)
    .where(and(eq(t.groupJoinRequests.groupId, groupId), eq(t.groupJoinRequests.userId, userId), eq(t.groupJoinRequests.status, 'pending')))
    .limit(1);
  return row ?? null;
}

async function teacherIdsOf(db: Pick<Db, 'select'>, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: t.groupMembers.userId })
    .from(t.groupMembers)
    .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.role, 'teacher')));
  return rows.map((r) => r.userId);
}

const own = (r: typeof t.groupJoinRequests.$inferSelect): OwnGroupJoinRequest => ({
  id: r.id,
  groupId: r.groupId,
  status: 'pending',
  createdAt: r.createdAt.toISOString(),
});

/** These manage every group of the school (membership.ts). */
function isOverseer(c: Context<AppEnv>): boolean {
  return isGroupOverseer(c.get('grants'), c.get('school').position);
}

/**
 * The path's group, when the caller may update it (group-admin's may.update: school_group.update, checked by the
 * route, and overseeing the school or teaching the group). Another school's group is 404, another teacher's 403.
 */
async function managedGroup(c: Context<AppEnv>, id: number): Promise<GroupRow> {
  const { db } = c.get('deps');
  const [group] = await db
    .select()
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.id, id), eq(t.schoolGroups.schoolId, c.get('school').schoolId)))
    .limit(1);
  if (!group) throw notFound();
  if (!isOverseer(c) && (await roleIn(db, id, c.get('user').id)) !== 'teacher') throw forbidden();
  return group;
}

const decider = alias(t.users, 'decider');

function selectRequests(db: Db, where: SQL | undefined) {
  return db
    .select({
      request: t.groupJoinRequests,
      user: { id: t.users.id, first_name: t.users.firstName, last_name: t.users.lastName, email: t.users.email },
      decider: { id: decider.id, first_name: decider.firstName, last_name: decider.lastName },
    })
    .from(t.groupJoinRequests)
    .innerJoin(t.users, eq(t.users.id, t.groupJoinRequests.userId))
    .leftJoin(decider, eq(decider.id, t.groupJoinRequests.decidedBy))
    .where(where);
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

const toJson = ({ request: r, user, decider: d }: RequestRow): GroupJoinRequest => ({
  id: r.id,
  status: r.status as GroupJoinStatus,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  user,
  decidedBy: d && d.id !== null ? { id: d.id, first_name: d.first_name, last_name: d.last_name } : null,
});

/** The request of this group (404 otherwise: ids of other groups are never reached through this one). */
async function requestOf(db: Db, groupId: number, requestId: number): Promise<RequestRow> {
  const [row] = await selectRequests(db, and(eq(t.groupJoinRequests.id, requestId), eq(t.groupJoinRequests.groupId, groupId))).limit(1);
  if (!row) throw notFound();
  return row;
}

const manage = [requireAuth, requireSchool, requirePermission('school_group.update')] as const;

export const groupJoin = new Hono<AppEnv>()
  .get('/school_groups/:id{[0-9]+}/invitation', requireAuth, async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const me = c.get('user').id;
    const group = await anyGroup(db, id);
    const [school] = await db.select({ id: t.schools.id, name: t.schools.name }).from(t.schools).where(eq(t.schools.id, group.schoolId));
    const teachers = await db
      .select({ id: t.users.id, first_name: t.users.firstName, last_name: t.users.lastName })
      .from(t.groupMembers)
      .innerJoin(t.users, eq(t.users.id, t.groupMembers.userId))
      .where(and(eq(t.groupMembers.groupId, id), eq(t.groupMembers.role, 'teacher')))
      .orderBy(asc(t.users.firstName), asc(t.users.lastName), asc(t.users.id));
    const [memberRole, place, pending] = await Promise.all([roleIn(db, id, me), placeIn(db, me, group.schoolId), pendingOf(db, id, me)]);
    const state: GroupInvitationState = memberRole
      ? 'member'
      : !place
        ? 'not_in_school'
        : place.position !== 'student'
          ? 'not_student'
          : pending
            ? 'pending'
            : group.isLocked
              ? 'locked'
              : 'open';
    // A rejection is worth showing only while it is the latest word on her asking.
    const [latest] = await db
      .select({ status: t.groupJoinRequests.status, reason: t.groupJoinRequests.reason, decidedAt: t.groupJoinRequests.decidedAt })
      .from(t.groupJoinRequests)
      .where(and(eq(t.groupJoinRequests.groupId, id), eq(t.groupJoinRequests.userId, me)))
      .orderBy(desc(t.groupJoinRequests.createdAt), desc(t.groupJoinRequests.id))
      .limit(1);
    const data: GroupInvitation = {
      group: { id: group.id, name: group.name, isLocked: group.isLocked },
      school: { id: school!.id, name: school!.name },
      // Ids are easy to guess: someone outside the school learns which school and class the link is for, not who teaches it.
      teachers: state === 'not_in_school' ? [] : teachers,
      state,
      memberRole: memberRole === 'student' || memberRole === 'teacher' ? memberRole : null,
      lastRejection:
        !memberRole && latest?.status === 'rejected' ? { reason: latest.reason ?? '', decidedAt: (latest.decidedAt ?? new Date()).toISOString() } : null,
    };
    return c.json({ data });
  })
  .post('/school_groups/:id{[0-9]+}/join_request', requireAuth, async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const user = c.get('user');
    const group = await anyGroup(db, id);
    const place = await placeIn(db, user.id, group.schoolId);
    if (!place) {
      const [school] = await db.select({ name: t.schools.name }).from(t.schools).where(eq(t.schools.id, group.schoolId));
      throw new HttpError(403, MSG.groupJoinNotInSchool.replace('{}', school?.name ?? ''));
    }
    if (place.position !== 'student') throw new HttpError(403, MSG.groupJoinStudentsOnly);
    if (!place.schoolActive || place.expiresAt.getTime() < Date.now()) throw new HttpError(423, MSG.schoolExpired);
    if (await roleIn(db, id, user.id)) throw invalid({ groupId: [MSG.groupJoinAlreadyMember] });
    const waiting = await pendingOf(db, id, user.id);
    if (waiting) return c.json({ data: own(waiting) }, 200);
    if (group.isLocked) throw new HttpError(422, MSG.groupLocked, { groupId: [MSG.groupLocked] });
    const [created] = await db.insert(t.groupJoinRequests).values({ groupId: id, userId: user.id }).onConflictDoNothing().returning();
    // Two clicks racing: the unique pending index kept one row, which both answer.
    if (!created) return c.json({ data: own((await pendingOf(db, id, user.id))!) }, 200);
    await sendNotifications(db, {
      userIds: await teacherIdsOf(db, id),
      schoolId: group.schoolId,
      content: SERVER_MSG.groupJoinNotifyTeachers,
      metadata: { type: 'groupJoinRequest', schoolId: group.schoolId, groupId: id, groupName: group.name, params: [fullName(user), group.name] },
    });
    return c.json({ data: own(created) }, 201);
  })
  .get('/s/school_groups/:id{[0-9]+}/requests', ...manage, async (c) => {
    const { id } = params(c, idParam);
    const group = await managedGroup(c, id);
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const where = and(eq(t.groupJoinRequests.groupId, group.id), q.status ? eq(t.groupJoinRequests.status, q.status) : undefined);
    const rows = await selectRequests(db, where)
      // Waiting requests first (they need the teacher), then the newest decisions.
      .orderBy(sql`${t.groupJoinRequests.status} <> 'pending'`, desc(t.groupJoinRequests.createdAt), desc(t.groupJoinRequests.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.groupJoinRequests).where(where);
    return c.json(paginated(rows.map(toJson), total?.n ?? 0, q.page, q.perPage));
  })
  .post('/s/school_groups/:id{[0-9]+}/requests/:requestId{[0-9]+}/approve', ...manage, async (c) => {
    const { id, requestId } = params(c, requestParam);
    const group = await managedGroup(c, id);
    const { db } = c.get('deps');
    const request = await requestOf(db, group.id, requestId);
    if (request.request.status !== 'pending') throw invalid({ status: [MSG.requestHandled] });
    if (group.isLocked) throw new HttpError(422, MSG.groupLocked, { status: [MSG.groupLocked] });
    const studentId = request.request.userId;
    const place = await placeIn(db, studentId, group.schoolId);
    if (place?.position !== 'student') throw invalid({ status: [SERVER_MSG.groupJoinStudentGone] });
    await db.transaction(async (tx) => {
      // The status guard makes a double click (or two teachers at once) approve only once.
      const [claimed] = await tx
        .update(t.groupJoinRequests)
        .set({ status: 'approved', decidedBy: c.get('user').id, decidedAt: new Date() })
        .where(and(eq(t.groupJoinRequests.id, requestId), eq(t.groupJoinRequests.status, 'pending')))
        .returning({ id: t.groupJoinRequests.id });
      if (!claimed) throw invalid({ status: [MSG.requestHandled] });
      await tx.insert(t.groupMembers).values({ groupId: group.id, userId: studentId, role: 'student' }).onConflictDoNothing();
      await sendNotifications(tx, {
        userIds: [studentId],
        schoolId: group.schoolId,
        content: SERVER_MSG.groupJoinNotifyApproved,
        metadata: { type: 'groupJoinApproved', schoolId: group.schoolId, groupId: group.id, groupName: group.name, params: [group.name] },
      });
    });
    invalidateUser(studentId);
    return c.json({ data: toJson(await requestOf(db, group.id, requestId)) });
  })
  .post('/s/school_groups/:id{[0-9]+}/requests/:requestId{[0-9]+}/reject', ...manage, async (c) => {
    const { id, requestId } = params(c, requestParam);
    const group = await managedGroup(c, id);
    const { reason } = await body(c, groupJoinRejectSchema);
    const { db } = c.get('deps');
    const request = await requestOf(db, group.id, requestId);
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(t.groupJoinRequests)
        .set({ status: 'rejected', reason, decidedBy: c.get('user').id, decidedAt: new Date() })
        .where(and(eq(t.groupJoinRequests.id, requestId), eq(t.groupJoinRequests.status, 'pending')))
        .returning({ id: t.groupJoinRequests.id });
      if (!claimed) throw invalid({ status: [MSG.requestHandled] });
      await sendNotifications(tx, {
        userIds: [request.request.userId],
        schoolId: group.schoolId,
        content: SERVER_MSG.groupJoinNotifyRejected,
        metadata: { type: 'groupJoinRejected', schoolId: group.schoolId, groupId: group.id, groupName: group.name, params: [group.name, reason] },
      });
    });
    return c.json({ data: toJson(await requestOf(db, group.id, requestId)) });
  })
  .post('/s/personal/learning_groups/:id{[0-9]+}/leave', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const me = c.get('user').id;
    const [group] = await db
      .select({ id: t.schoolGroups.id })
      .from(t.schoolGroups)
      .where(and(eq(t.schoolGroups.id, id), eq(t.schoolGroups.schoolId, c.get('school').schoolId)))
      .limit(1);
    if (!group) throw notFound();
    // Only a student leaves by herself; a teacher is taken out by the school (group-admin.routes.ts).
    const [left] = await db
      .delete(t.groupMembers)
      .where(and(eq(t.groupMembers.groupId, id), eq(t.groupMembers.userId, me), eq(t.groupMembers.role, 'student')))
      .returning({ userId: t.groupMembers.userId });
    if (!left) throw forbidden();
    // Her attempts, submissions and grades are kept by user and group; a cached open attempt of hers was checked
    // against this membership (exams/perform.ts findOwnAttempt).
    invalidateUser(me);
    return c.json({ data: { id } });
  });
