// The school's people, written (spec §7 members): add, read and edit a teacher or a student (s/teachers, s/students),
// and for any member lock, unlock, remove and mail a password link (s/users/:id/...). A new account gets a link to set
// its password; an existing one keeps its own details. Ids of other schools' users are never revealed (404).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { newPasswordLink, sendResetMail } from '../auth/password-reset.ts';
import { newToken } from '../auth/tokens.ts';
import { body, idString, params } from '../http/validate.ts';
import { HttpError, forbidden, invalid, notFound } from '../http/errors.ts';
import { requestIdOf } from '../http/error-handler.ts';
import { requestLogger } from '../platform/logger.ts';
import { newAccountMail } from '../mail/templates.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { hasPermission, isSchoolAdmin, type Grants, type PermissionKey } from '../../../src/shared/permissions.ts';
import { memberBulkSchema, memberSchema } from '../../../src/shared/schemas/member.ts';
import type { MemberDetail, MemberKind } from '../../../src/shared/member.ts';
import { assertMayChooseRole, assertMayGrant, findMembership, resolveRole, upsertMembership } from './membership.ts';
import { SERVER_MSG } from '../messages.ts';

/** How long the set-password link of an account created by its school stays valid. */
export const NEW_ACCOUNT_LINK_DAYS = 7;

const idParam = v.object({ id: idString });

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type Action = 'view' | 'create' | 'update' | 'delete';

const PERMISSION: Record<MemberKind, Record<Action, PermissionKey>> = {
  teacher: { view: 'school_teacher.view', create: 'school_teacher.create', update: 'school_teacher.update', delete: 'school_teacher.delete' },
  student: { view: 'school_student.view', create: 'school_student.create', update: 'school_student.update', delete: 'school_student.delete' },
};

/** Teachers are every staff position (teacher, officer, supervisor); students are the student position. */
const kindOf = (position: string): MemberKind => (position === 'student' ? 'student' : 'teacher');

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
function isUniqueViolation(e: unknown): boolean {
  const code = (x: unknown) => (x && typeof x === 'object' && 'code' in x ? (x as { code: unknown }).code : undefined);
  return code(e) === '23505' || code((e as { cause?: unknown } | null)?.cause) === '23505';
}

/** The member of the school (any state) as the screens show them; null when they are not one of that kind. */
async function memberDetail(db: Db, schoolId: number, userId: number, kind?: MemberKind): Promise<MemberDetail | null> {
  const [row] = await db
    .select({
      id: t.users.id,
      first_name: t.users.firstName,
      last_name: t.users.lastName,
      email: t.users.email,
      phone: t.users.phone,
      gender: t.users.gender,
      birthday: t.users.birthday,
      position: t.schoolMembers.position,
      schoolRoleId: t.schoolMembers.schoolRoleId,
      memberActive: t.schoolMembers.isActive,
      userActive: t.users.isActive,
      sharedAccount: sql<boolean>`exists (select 1 from ${t.schoolMembers} o where o.user_id = ${t.users.id} and o.school_id <> ${schoolId})`,
    })
    .from(t.schoolMembers)
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(
      and(
        eq(t.schoolMembers.schoolId, schoolId),
        eq(t.schoolMembers.userId, userId),
        kind === undefined ? undefined : kind === 'student' ? eq(t.schoolMembers.position, 'student') : ne(t.schoolMembers.position, 'student'),
      ),
    )
    .limit(1);
  if (!row) return null;
  const groups = await db
    .select({ id: t.schoolGroups.id, name: t.schoolGroups.name })
    .from(t.groupMembers)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
    .where(and(eq(t.schoolGroups.schoolId, schoolId), eq(t.groupMembers.userId, userId)))
    .orderBy(asc(t.schoolGroups.name), asc(t.schoolGroups.id));
  const { memberActive, userActive, sharedAccount, ...rest } = row;
  return { ...rest, isActive: memberActive && userActive, sharedAccount: Boolean(sharedAccount), groups };
}

async function findMember(db: Db, schoolId: number, userId: number, kind?: MemberKind): Promise<MemberDetail> {
  const found = await memberDetail(db, schoolId, userId, kind);
  if (!found) throw notFound();
  return found;
}

/** Only an administrator may edit, lock or remove an administrator (a principal could otherwise demote them). */
function assertMayManage(target: MemberDetail, grants: Grants): void {
  if (target.schoolRoleId === null && !isSchoolAdmin(grants)) throw forbidden();
}

/**
 * The role for a position, or the explicit one (0 = administrator), reported on the form's school_role_id field.
 * A staff member may not be given the students' role.
 */
async function roleFor(tx: Tx, schoolId: number, position: string, roleId?: number): Promise<number | null> {
  let id: number | null;
  try {
    id = await resolveRole(tx, schoolId, position, roleId);
  } catch (e) {
    if (e instanceof HttpError && e.errors.roleId) throw invalid({ school_role_id: [MSG.roleInvalid] });
    throw e;
  }
  if (id !== null && roleId !== undefined && position !== 'student') {
    const [role] = await tx.select({ position: t.schoolRoles.position }).from(t.schoolRoles).where(eq(t.schoolRoles.id, id)).limit(1);
    if (role?.position === 'student') throw invalid({ school_role_id: [MSG.roleInvalid] });
  }
  return id;
}

/**
 * A class: one of the school's teaching groups, or 422 on the form's group_id. A locked class takes nobody new
 * (`userId`, when given, may already be in it: keeping a student where they are is no new member).
 */
async function classOf(tx: Tx, schoolId: number, groupId: number, userId?: number): Promise<number> {
  const [group] = await tx
    .select({ id: t.schoolGroups.id, isLocked: t.schoolGroups.isLocked })
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.id, groupId), eq(t.schoolGroups.schoolId, schoolId)))
    .limit(1);
  if (!group) throw invalid({ group_id: [MSG.classInvalid] });
  if (group.isLocked) {
    const [member] =
      userId === undefined
        ? []
        : await tx
            .select({ userId: t.groupMembers.userId })
            .from(t.groupMembers)
            .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.userId, userId)))
            .limit(1);
    if (!member) throw invalid({ group_id: [MSG.groupLocked] });
  }
  return group.id;
}

/**
 * Puts the student in this class (null: in none): only their group_members rows in the school's other groups change;
 * their attempts, submissions and grades, kept by user and group elsewhere, stay.
 */
async function setClass(tx: Tx, schoolId: number, userId: number, groupId: number | null): Promise<void> {
  const schoolGroupIds = tx.select({ id: t.schoolGroups.id }).from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));
  await tx
    .delete(t.groupMembers)
    .where(
      and(
        eq(t.groupMembers.userId, userId),
        eq(t.groupMembers.role, 'student'),
        inArray(t.groupMembers.groupId, schoolGroupIds),
        groupId === null ? undefined : ne(t.groupMembers.groupId, groupId),
      ),
    );
  if (groupId === null) return;
  await tx
    .insert(t.groupMembers)
    .values({ groupId, userId, role: 'student' })
    .onConflictDoUpdate({ target: [t.groupMembers.groupId, t.groupMembers.userId], set: { role: 'student' } });
}

async function createMember(c: Context<AppEnv>, kind: MemberKind) {
  const input = await body(c, memberSchema);
  const deps = c.get('deps');
  const { db, config } = deps;
  const { schoolId } = c.get('school');
  const grants = c.get('grants');
  if (kind === 'teacher' && !input.position) throw invalid({ position: [MSG.positionInvalid] });
  const position = kind === 'teacher' ? input.position! : 'student';
  const email = input.email.toLowerCase();
  const created = await db.transaction(async (tx) => {
    const schoolRoleId = kind === 'teacher' ? await roleFor(tx, schoolId, position, input.school_role_id ?? undefined) : await roleFor(tx, schoolId, 'student');
    // A chosen role is checked against what the caller holds; a position's default role is the school's policy.
    if (kind === 'teacher' && input.school_role_id != null) await assertMayChooseRole(tx, schoolRoleId, grants);
    else assertMayGrant(schoolRoleId, isSchoolAdmin(grants));
    const groupId = kind === 'student' && input.group_id != null ? await classOf(tx, schoolId, input.group_id) : null;
    const [existing] = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(sql`lower(${t.users.email})`, email))
      .limit(1);
    let userId: number;
    let link: string | null = null;
    if (existing) {
      // An account of its own (another school's teacher, a former member): joined as it is, its details untouched.
      if ((await findMembership(tx, schoolId, existing.id))?.isActive) throw invalid({ email: [MSG.memberEmailExists] });
      userId = existing.id;
    } else {
      try {
        const [row] = await tx
          .insert(t.users)
          .values({
            email,
            // Nobody can sign in with this: the owner sets the password through the mailed link.
            passwordHash: `!unset:${newToken()}`,
            firstName: input.first_name,
            lastName: input.last_name,
            phone: input.phone ?? null,
            gender: input.gender ?? null,
            birthday: input.birthday ?? null,
            userType: kind,
          })
          .returning({ id: t.users.id });
        userId = row!.id;
      } catch (e) {
        // The same address added twice at once: the unique index decides.
        if (isUniqueViolation(e)) throw invalid({ email: [MSG.memberEmailExists] });
        throw e;
      }
      link = await newPasswordLink(tx, config.appUrl, userId, NEW_ACCOUNT_LINK_DAYS * 24 * 60 * 60 * 1000);
    }
    await upsertMembership(tx, { schoolId, userId, position, schoolRoleId });
    if (groupId !== null) await setClass(tx, schoolId, userId, groupId);
    return { userId, link };
  });
  if (created.link) {
    try {
      const [school] = await db.select({ name: t.schools.name }).from(t.schools).where(eq(t.schools.id, schoolId)).limit(1);
      await deps.mailer.send(newAccountMail(email, `${input.last_name} ${input.first_name}`, school?.name, created.link, NEW_ACCOUNT_LINK_DAYS));
    } catch (e) {
      // The account exists; the school can mail another link (reset_password), so a mail failure does not undo it.
      requestLogger(requestIdOf(c)).error({ err: e }, 'new account mail not queued');
    }
  }
  return c.json({ data: await findMember(db, schoolId, created.userId, kind) }, 201);
}

async function updateMember(c: Context<AppEnv>, kind: MemberKind) {
  const { id } = params(c, idParam);
  const input = await body(c, memberSchema);
  const { db } = c.get('deps');
  const { schoolId } = c.get('school');
  const grants = c.get('grants');
  const target = await findMember(db, schoolId, id, kind);
  assertMayManage(target, grants);
  const email = input.email.toLowerCase();
  const emailChanged = email !== target.email.toLowerCase();
  if (emailChanged && target.sharedAccount) throw invalid({ email: [SERVER_MSG.memberEmailShared] });
  await db.transaction(async (tx) => {
    if (emailChanged) {
      const [other] = await tx
        .select({ id: t.users.id })
        .from(t.users)
        .where(and(eq(sql`lower(${t.users.email})`, email), ne(t.users.id, id)))
        .limit(1);
      if (other) throw invalid({ email: [MSG.emailTaken] });
    }
    try {
      await tx
        .update(t.users)
        .set({
          firstName: input.first_name,
          lastName: input.last_name,
          ...(emailChanged ? { email } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.gender !== undefined ? { gender: input.gender } : {}),
          ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
        })
        .where(eq(t.users.id, id));
    } catch (e) {
      if (isUniqueViolation(e)) throw invalid({ email: [MSG.emailTaken] });
      throw e;
    }
    if (kind === 'teacher' && (input.position !== undefined || input.school_role_id !== undefined)) {
      const position = input.position ?? target.position;
      // school_role_id absent keeps the role unless the position changes; null is the position's default role.
      const schoolRoleId =
        input.school_role_id === undefined && position === target.position
          ? target.schoolRoleId
          : await roleFor(tx, schoolId, position, input.school_role_id ?? undefined);
      if (position !== target.position || schoolRoleId !== target.schoolRoleId) {
        if (id === c.get('user').id) throw invalid({ [position !== target.position ? 'position' : 'school_role_id']: [SERVER_MSG.memberNotYourself] });
        if (input.school_role_id != null) await assertMayChooseRole(tx, schoolRoleId, grants);
        else assertMayGrant(schoolRoleId, isSchoolAdmin(grants));
        await tx
          .update(t.schoolMembers)
          .set({ position, schoolRoleId })
          .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, id)));
      }
    }
    if (kind === 'student' && input.group_id !== undefined) {
      await setClass(tx, schoolId, id, input.group_id === null ? null : await classOf(tx, schoolId, input.group_id, id));
    }
  });
  // The cached identity carries the names and email; the school grants the role.
  invalidateUser(id);
  return c.json({ data: await findMember(db, schoolId, id, kind) });
}

/** The member a s/users call names, after the caller's permission for their kind (teachers' or students'). */
async function memberFor(c: Context<AppEnv>, action: Action): Promise<MemberDetail> {
  const { id } = params(c, idParam);
  const target = await findMember(c.get('deps').db, c.get('school').schoolId, id);
  if (!hasPermission(c.get('grants'), PERMISSION[kindOf(target.position)][action])) throw forbidden();
  return target;
}

/** Another member than the caller, whom the caller may manage. */
function assertOther(c: Context<AppEnv>, target: MemberDetail): void {
  if (target.id === c.get('user').id) throw invalid({ id: [SERVER_MSG.memberNotYourself] });
  assertMayManage(target, c.get('grants'));
}

async function setActive(c: Context<AppEnv>, isActive: boolean) {
  const target = await memberFor(c, 'update');
  assertOther(c, target);
  const { db } = c.get('deps');
  const { schoolId } = c.get('school');
  await db
    .update(t.schoolMembers)
    .set({ isActive })
    .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, target.id)));
  invalidateUser(target.id);
  return c.json({ data: await findMember(db, schoolId, target.id) });
}

/**
 * Several members at once (a list's ticked rows), all or none: each must be a member of this school the caller may
 * manage (their kind's permission, an administrator only by an administrator), never the caller, and a move to a class
 * concerns students only. One transaction; the answer counts them.
 */
async function bulkAction(c: Context<AppEnv>) {
  const input = await body(c, memberBulkSchema);
  const { db } = c.get('deps');
  const { schoolId } = c.get('school');
  const grants = c.get('grants');
  const ids = [...new Set(input.ids)];
  const rows = await db
    .select({ userId: t.schoolMembers.userId, position: t.schoolMembers.position, schoolRoleId: t.schoolMembers.schoolRoleId })
    .from(t.schoolMembers)
    .where(and(eq(t.schoolMembers.schoolId, schoolId), inArray(t.schoolMembers.userId, ids)));
  if (rows.length !== ids.length) throw notFound();
  const action: Action = input.action === 'remove' ? 'delete' : 'update';
  for (const r of rows) {
    if (!hasPermission(grants, PERMISSION[kindOf(r.position)][action])) throw forbidden();
    if (r.userId === c.get('user').id) throw invalid({ ids: [SERVER_MSG.memberNotYourself] });
    if (r.schoolRoleId === null && !isSchoolAdmin(grants)) throw forbidden();
    if (input.action === 'class' && r.position !== 'student') throw invalid({ ids: [MSG.classInvalid] });
  }
  await db.transaction(async (tx) => {
    const members = and(eq(t.schoolMembers.schoolId, schoolId), inArray(t.schoolMembers.userId, ids));
    if (input.action === 'active' || input.action === 'inactive') {
      await tx
        .update(t.schoolMembers)
        .set({ isActive: input.action === 'active' })
        .where(members);
    } else if (input.action === 'remove') {
      const schoolGroupIds = tx.select({ id: t.schoolGroups.id }).from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));
      await tx.delete(t.groupMembers).where(and(inArray(t.groupMembers.userId, ids), inArray(t.groupMembers.groupId, schoolGroupIds)));
      await tx.delete(t.schoolMembers).where(members);
    } else {
      const groupId = input.group_id == null ? null : await classOf(tx, schoolId, input.group_id);
      for (const id of ids) await setClass(tx, schoolId, id, groupId);
    }
  });
  for (const id of ids) invalidateUser(id);
  return c.json({ data: { count: ids.length } });
}

const write = (kind: MemberKind, action: Action) => [requireAuth, requireSchool, requirePermission(PERMISSION[kind][action])] as const;
/** s/users calls: the caller must manage teachers or students; which one the member needs is checked on them. */
const anyKind = (action: Action) => [requireAuth, requireSchool, requirePermission([PERMISSION.teacher[action], PERMISSION.student[action]], 'any')] as const;

export const memberWrites = new Hono<AppEnv>()
  .post('/s/teachers', ...write('teacher', 'create'), (c) => createMember(c, 'teacher'))
  .post('/s/students', ...write('student', 'create'), (c) => createMember(c, 'student'))
  .get('/s/teachers/:id{[0-9]+}', ...write('teacher', 'view'), async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await findMember(c.get('deps').db, c.get('school').schoolId, id, 'teacher') });
  })
  .get('/s/students/:id{[0-9]+}', ...write('student', 'view'), async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await findMember(c.get('deps').db, c.get('school').schoolId, id, 'student') });
  })
  .patch('/s/teachers/:id{[0-9]+}', ...write('teacher', 'update'), (c) => updateMember(c, 'teacher'))
  .patch('/s/students/:id{[0-9]+}', ...write('student', 'update'), (c) => updateMember(c, 'student'))
  .patch('/s/users/:id{[0-9]+}/active', ...anyKind('update'), (c) => setActive(c, true))
  .patch('/s/users/:id{[0-9]+}/inactive', ...anyKind('update'), (c) => setActive(c, false))
  .delete('/s/users/:id{[0-9]+}', ...anyKind('delete'), async (c) => {
    const target = await memberFor(c, 'delete');
    assertOther(c, target);
    const { db } = c.get('deps');
    const { schoolId } = c.get('school');
    await db.transaction(async (tx) => {
      // Their account and their past work (attempts, submissions, grades) stay; only their places in the school go.
      const schoolGroupIds = tx.select({ id: t.schoolGroups.id }).from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));
      await tx.delete(t.groupMembers).where(and(eq(t.groupMembers.userId, target.id), inArray(t.groupMembers.groupId, schoolGroupIds)));
      await tx.delete(t.schoolMembers).where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, target.id)));
    });
    invalidateUser(target.id);
    return c.json({ data: { id: target.id } });
  })
  // Which permission each member needs (update or delete, of their kind) is checked on them.
  .post(
    '/s/users/bulk',
    requireAuth,
    requireSchool,
    requirePermission([PERMISSION.teacher.update, PERMISSION.student.update, PERMISSION.teacher.delete, PERMISSION.student.delete], 'any'),
    bulkAction,
  )
  .post('/s/users/:id{[0-9]+}/reset_password', ...anyKind('update'), async (c) => {
    const target = await memberFor(c, 'update');
    // Rate-limited per account as the forgotten-password mail is; sent: false when no mail went out (limit, locked account).
    const sent = await sendResetMail(c.get('deps'), target.email);
    return c.json({ data: { sent } }, 202);
  });
