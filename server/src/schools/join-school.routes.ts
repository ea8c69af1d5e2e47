// The member's side of joining a school: POST join_school_requests (spec §5 dialog), the requester's own requests
// (GET, for the overview's pending state) and accepting an invitation.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth } from '../auth/middleware.ts';
import { hashToken } from '../auth/tokens.ts';
import { body, query } from '../http/validate.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { joinSchoolSchema } from '../../../src/shared/schemas/join-school.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { MyJoinRequest } from '../../../src/shared/session.ts';
import { findMembership, INVITATION_TTL_MS, resolveRole, schoolIsOpen, upsertMembership } from './membership.ts';
import { SERVER_MSG } from '../messages.ts';

const acceptQuery = v.object({ code: v.pipe(v.string(MSG.invitationInvalid), v.trim(), v.nonEmpty(MSG.invitationInvalid)) });

/** A turned-down request stays on the requester's overview this long, with the school's reason. */
const REJECTED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

export const joinSchool = new Hono<AppEnv>()
  .get('/join_school_requests', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const r = t.joinSchoolRequests;
    const rows = await db
      .select({
        id: r.id,
        schoolId: t.schools.id,
        schoolName: t.schools.name,
        roleType: r.roleType,
        status: r.status,
        reason: r.reason,
        createdAt: r.createdAt,
      })
      .from(r)
      .innerJoin(t.schools, eq(t.schools.id, r.schoolId))
      .where(
        and(
          eq(r.userId, c.get('user').id),
          or(eq(r.status, 'pending'), and(eq(r.status, 'rejected'), gt(r.createdAt, new Date(Date.now() - REJECTED_SHOWN_MS)))),
        ),
      )
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(20);
    const data: MyJoinRequest[] = rows.map((row) => ({
      id: row.id,
      school: { id: row.schoolId, name: row.schoolName },
      roleType: row.roleType,
      status: row.status as MyJoinRequest['status'],
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json({ data });
  })
  .post('/join_school_requests', requireAuth, async (c) => {
    const input = await body(c, joinSchoolSchema);
    const { db } = c.get('deps');
    const user = c.get('user');
    const [school] = await db
      .select()
      .from(t.schools)
      .where(eq(sql`upper(${t.schools.code})`, input.schoolCode.toUpperCase()))
      .limit(1);
    if (!school || !schoolIsOpen(school)) throw notFound(MSG.schoolNotFound);
    const member = await findMembership(db, school.id, user.id);
    if (member?.isActive) throw invalid({ validateSchool: [MSG.alreadyMember] });
    const [pending] = await db
      .select({ id: t.joinSchoolRequests.id })
      .from(t.joinSchoolRequests)
      .where(and(eq(t.joinSchoolRequests.schoolId, school.id), eq(t.joinSchoolRequests.userId, user.id), eq(t.joinSchoolRequests.status, 'pending')))
      .limit(1);
    if (pending) throw invalid({ validateAlreadyRequested: [MSG.alreadyRequested] });
    const [created] = await db
      .insert(t.joinSchoolRequests)
      .values({ schoolId: school.id, userId: user.id, roleType: input.roleType })
      .returning({ id: t.joinSchoolRequests.id, status: t.joinSchoolRequests.status });
    return c.json({ data: created! });
  })
  .post('/join_school_invitations/accept', requireAuth, async (c) => {
    const { code } = query(c, acceptQuery);
    const { db } = c.get('deps');
    const user = c.get('user');
    const [invitation] = await db
      .select()
      .from(t.joinSchoolInvitations)
      .where(and(eq(t.joinSchoolInvitations.codeHash, hashToken(code)), isNull(t.joinSchoolInvitations.acceptedAt)))
      .limit(1);
    if (!invitation || invitation.createdAt.getTime() + INVITATION_TTL_MS < Date.now()) {
      throw invalid({ code: [MSG.invitationInvalid] });
    }
    // The code travelled to one mailbox: only the account of that address may use it.
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw invalid({ code: [SERVER_MSG.invitationWrongAccount] });
    const [school] = await db.select().from(t.schools).where(eq(t.schools.id, invitation.schoolId)).limit(1);
    if (!school || !schoolIsOpen(school)) throw notFound(MSG.schoolNotFound);
    // Accepting must never change the role of someone already in the school (an administrator could lose rights).
    if ((await findMembership(db, school.id, user.id))?.isActive) throw invalid({ validateSchool: [MSG.alreadyMember] });
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(t.joinSchoolInvitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(t.joinSchoolInvitations.id, invitation.id), isNull(t.joinSchoolInvitations.acceptedAt)))
        .returning({ id: t.joinSchoolInvitations.id });
      // Two tabs accepting at once: the second finds the invitation already used.
      if (!claimed) throw new HttpError(422, MSG.invitationInvalid, { code: [MSG.invitationInvalid] });
      const schoolRoleId = await resolveRole(tx, school.id, invitation.roleType);
      await upsertMembership(tx, { schoolId: school.id, userId: user.id, position: invitation.roleType, schoolRoleId });
      // A pending request for the same school is settled by the invitation.
      await tx
        .update(t.joinSchoolRequests)
        .set({ status: 'approved' })
        .where(and(eq(t.joinSchoolRequests.schoolId, school.id), eq(t.joinSchoolRequests.userId, user.id), eq(t.joinSchoolRequests.status, 'pending')));
    });
    return c.json({ data: { school: { id: school.id, name: school.name } } });
  });
