// The school's invitations (spec §7 members: list, create, delete, resend). The code travels only in the mail; the
// database keeps its SHA-256, so a leaked table cannot be used to join a school.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppEnv, Deps } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { body, idString, paginated, pagination, params, query } from '../http/validate.ts';
import { invalid, notFound } from '../http/errors.ts';
import { containsFolded } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { EMAIL_PATTERN, SCHOOL_POSITIONS } from '../../../src/shared/constants.ts';
import { SCHOOL_POSITION_VALUES } from '../../../src/shared/schemas/join-school.ts';
import { assertMayGrant, INVITATION_TTL_MS } from './membership.ts';
import { appLink, invitationMail } from '../mail/templates.ts';
import { isSchoolAdmin } from '../../../src/shared/permissions.ts';

const listQuery = v.object({ ...pagination, email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) });
const idParam = v.object({ id: idString });
const createBody = v.object({
  email: v.pipe(
    v.optional(v.string(MSG.emailRequired), ''),
    v.trim(),
    v.nonEmpty(MSG.emailRequired),
    v.regex(EMAIL_PATTERN, MSG.emailInvalid),
    v.toLowerCase(),
  ),
  roleType: v.pipe(v.optional(v.string(MSG.roleTypeRequired), ''), v.picklist(SCHOOL_POSITION_VALUES, MSG.roleTypeRequired)),
});

type Invitation = typeof t.joinSchoolInvitations.$inferSelect;

const toJson = (i: Invitation) => ({
  id: i.id,
  email: i.email,
  roleType: i.roleType,
  createdAt: i.createdAt,
  acceptedAt: i.acceptedAt,
  status: i.acceptedAt ? 'accepted' : i.createdAt.getTime() + INVITATION_TTL_MS < Date.now() ? 'expired' : 'pending',
});

async function sendInvitation(deps: Deps, schoolId: number, invitation: Invitation, code: string) {
  const [school] = await deps.db.select({ name: t.schools.name }).from(t.schools).where(eq(t.schools.id, schoolId)).limit(1);
  const position = SCHOOL_POSITIONS.find((p) => p.value === invitation.roleType)?.label ?? invitation.roleType;
  const link = appLink(deps.config.appUrl, `/accept-invitation-join-school?code=${encodeURIComponent(code)}`);
  await deps.mailer.send(invitationMail(invitation.email, school?.name, position, link));
}

async function findInvitation(deps: Deps, schoolId: number, id: number): Promise<Invitation> {
  const [row] = await deps.db
    .select()
    .from(t.joinSchoolInvitations)
    .where(and(eq(t.joinSchoolInvitations.id, id), eq(t.joinSchoolInvitations.schoolId, schoolId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A fresh code for an open invitation: the old link stops working and the validity starts again. */
async function renew(deps: Deps, schoolId: number, invitation: Invitation, roleType = invitation.roleType) {
  const code = newToken();
  const [row] = await deps.db
    .update(t.joinSchoolInvitations)
    .set({ codeHash: hashToken(code), createdAt: new Date(), roleType })
    .where(eq(t.joinSchoolInvitations.id, invitation.id))
    .returning();
  await sendInvitation(deps, schoolId, row!, code);
  return row!;
}

export const invitations = new Hono<AppEnv>()
  .get('/s/join_school_invitations', requireAuth, requireSchool, requirePermission('join_invitation.view'), async (c) => {
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const where = and(
      eq(t.joinSchoolInvitations.schoolId, c.get('school').schoolId),
      q.email ? containsFolded(t.joinSchoolInvitations.email, q.email) : undefined,
    );
    const rows = await db
      .select()
      .from(t.joinSchoolInvitations)
      .where(where)
      .orderBy(desc(t.joinSchoolInvitations.createdAt), desc(t.joinSchoolInvitations.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.joinSchoolInvitations).where(where);
    return c.json(paginated(rows.map(toJson), total?.n ?? 0, q.page, q.perPage));
  })
  .post('/s/join_school_invitations', requireAuth, requireSchool, requirePermission('join_invitation.create'), async (c) => {
    const input = await body(c, createBody);
    const deps = c.get('deps');
    const { schoolId } = c.get('school');
    const grants = c.get('grants');
    assertMayGrant(input.roleType === 'supervisor' ? null : 0, isSchoolAdmin(grants));
    const [member] = await deps.db
      .select({ id: t.schoolMembers.id })
      .from(t.schoolMembers)
      .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
      .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.isActive, true), eq(sql`lower(${t.users.email})`, input.email)))
      .limit(1);
    if (member) throw invalid({ email: [MSG.memberEmailExists] });
    // One open invitation per address: inviting again renews it instead of leaving two live codes.
    const [open] = await deps.db
      .select()
      .from(t.joinSchoolInvitations)
      .where(and(eq(t.joinSchoolInvitations.schoolId, schoolId), eq(t.joinSchoolInvitations.email, input.email), isNull(t.joinSchoolInvitations.acceptedAt)))
      .limit(1);
    if (open) return c.json({ data: toJson(await renew(deps, schoolId, open, input.roleType)) });
    const code = newToken();
    const [row] = await deps.db
      .insert(t.joinSchoolInvitations)
      .values({ schoolId, email: input.email, roleType: input.roleType, codeHash: hashToken(code), invitedBy: c.get('user').id })
      .returning();
    await sendInvitation(deps, schoolId, row!, code);
    return c.json({ data: toJson(row!) });
  })
  .delete('/s/join_school_invitations/:id{[0-9]+}', requireAuth, requireSchool, requirePermission('join_invitation.delete'), async (c) => {
    const { id } = params(c, idParam);
    const deps = c.get('deps');
    const invitation = await findInvitation(deps, c.get('school').schoolId, id);
    await deps.db.delete(t.joinSchoolInvitations).where(eq(t.joinSchoolInvitations.id, invitation.id));
    return c.json({ data: { ok: true } });
  })
  .post('/s/join_school_invitations/:id{[0-9]+}/resend', requireAuth, requireSchool, requirePermission('join_invitation.create'), async (c) => {
    const { id } = params(c, idParam);
    const deps = c.get('deps');
    const { schoolId } = c.get('school');
    const invitation = await findInvitation(deps, schoolId, id);
    if (invitation.acceptedAt) throw invalid({ status: [MSG.requestHandled] });
    return c.json({ data: toJson(await renew(deps, schoolId, invitation)) });
  });
