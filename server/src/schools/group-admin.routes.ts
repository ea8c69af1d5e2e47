// The school's teaching groups, written (spec §7 groups: s/school_groups CRUD, lock, unlock, users). Rules:
// - Administrators and officers (overseers) manage every group of the school; a teacher only the groups she teaches,
//   and never takes herself out of one (she would lose it; an overseer reassigns it).
// - A group always has at least one teacher: a creator who is a teacher is one, otherwise teacherIds names one; an edit
//   or a removal that would leave none is refused.
// - A locked group takes no new members (students or teachers); its students keep seeing it and their work, and
//   names, grade, subject and removals still change.
// - A group with any work (exams given, attempts, missions, coursewares, announcements, comments) is never deleted:
//   those rows cascade from it, and students' past work must not go. An empty group goes with its member rows.
// Other schools' groups and people are never revealed (404, or the same 422 as a wrong kind of member).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { HttpError, forbidden, invalid, notFound } from '../http/errors.ts';
import { containsFoldedText } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { hasPermission, type PermissionKey } from '../../../src/shared/permissions.ts';
import {
  GROUP_MEMBER_ROLES,
  groupMembersAddSchema,
  schoolGroupPatchSchema,
  schoolGroupSchema,
  type GroupMember,
  type GroupMemberRole,
  type SchoolGroupDetail,
} from '../../../src/shared/schemas/school-group.ts';
import { SERVER_MSG } from '../messages.ts';
import { nameKey } from '../../../src/shared/fold.ts';
import { isGroupOverseer } from './membership.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type GroupRow = typeof t.schoolGroups.$inferSelect;

const idParam = v.object({ id: idString });
const memberParam = v.object({ id: idString, userId: idString });
const usersQuery = v.object({
  ...pagination,
  name: nameSearch,
  role: v.optional(v.picklist(GROUP_MEMBER_ROLES, MSG.groupRoleInvalid)),
});

/** These see and manage every group of the school (membership.ts, the teaching list's rule too). */
function isOverseer(c: Context<AppEnv>): boolean {
  return isGroupOverseer(c.get('grants'), c.get('school').position);
}

async function teacherIdsOf(db: Tx, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: t.groupMembers.userId })
    .from(t.groupMembers)
    .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.role, 'teacher')));
  return rows.map((r) => r.userId);
}

/** The group of the caller's school, or 404 (another school's id looks like no group at all). */
async function groupOf(c: Context<AppEnv>, groupId: number): Promise<GroupRow> {
  const [group] = await c
    .get('deps')
    .db.select()
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.id, groupId), eq(t.schoolGroups.schoolId, c.get('school').schoolId)))
    .limit(1);
  if (!group) throw notFound();
  return group;
}

/** The path's group, if the caller oversees the school or teaches it (the route has checked the permission). */
async function reachableGroup(c: Context<AppEnv>): Promise<GroupRow> {
  const { id } = params(c, idParam);
  const group = await groupOf(c, id);
  if (!isOverseer(c) && !(await teacherIdsOf(c.get('deps').db, id)).includes(c.get('user').id)) throw forbidden();
  return group;
}

async function detail(c: Context<AppEnv>, groupId: number): Promise<SchoolGroupDetail> {
  const { db } = c.get('deps');
  const [row] = await db
    .select({ group: t.schoolGroups, grade: t.grades, subject: t.subjects })
    .from(t.schoolGroups)
    .leftJoin(t.grades, eq(t.grades.id, t.schoolGroups.gradeId))
    .leftJoin(t.subjects, eq(t.subjects.id, t.schoolGroups.subjectId))
    .where(eq(t.schoolGroups.id, groupId));
  if (!row) throw notFound();
  const teachers = await db
    .select({ id: t.users.id, first_name: t.users.firstName, last_name: t.users.lastName, email: t.users.email })
    .from(t.groupMembers)
    .innerJoin(t.users, eq(t.users.id, t.groupMembers.userId))
    .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.role, 'teacher')))
    .orderBy(asc(t.users.firstName), asc(t.users.lastName), asc(t.users.id));
  const [students] = await db
    .select({ n: count() })
    .from(t.groupMembers)
    .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.role, 'student')));
  const grants = c.get('grants');
  const reach = isOverseer(c) || teachers.some((x) => x.id === c.get('user').id);
  const { group, grade, subject } = row;
  return {
    id: group.id,
    name: group.name,
    grade: grade ? { id: grade.id, name: grade.name } : null,
    subject: subject ? { id: subject.id, name: subject.name } : null,
    isLocked: group.isLocked,
    teachers,
    studentCount: students?.n ?? 0,
    may: { update: reach && hasPermission(grants, 'school_group.update'), delete: reach && hasPermission(grants, 'school_group.delete') },
  };
}

/** Names compare as people read them: case does not matter ("lớp 6a" is "Lớp 6A"), accents do. */

/**
 * 422 when another group of the school has this name. Compared in JavaScript: PostgreSQL's lower() leaves Vietnamese
 * capitals alone under the C locale (PGlite). Two creations racing with one name may both pass; harmless to data.
 */
async function assertNameFree(db: Tx, schoolId: number, name: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ name: t.schoolGroups.name })
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.schoolId, schoolId), exceptId === undefined ? undefined : ne(t.schoolGroups.id, exceptId)));
  if (rows.some((r) => nameKey(r.name) === nameKey(name))) throw invalid({ name: [MSG.groupNameExists] });
}

async function assertCatalogue(db: Tx, input: { gradeId?: number | null; subjectId?: number | null }): Promise<void> {
  if (input.gradeId != null) {
    const [grade] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.id, input.gradeId)).limit(1);
    if (!grade) throw invalid({ gradeId: [MSG.groupGradeInvalid] });
  }
  if (input.subjectId != null) {
    const [subject] = await db.select({ id: t.subjects.id }).from(t.subjects).where(eq(t.subjects.id, input.subjectId)).limit(1);
    if (!subject) throw invalid({ subjectId: [MSG.groupSubjectInvalid] });
  }
}

/** True when every id is an active member of the school of that kind (staff for teachers, students for students). */
async function allActiveOfKind(db: Tx, schoolId: number, ids: number[], role: GroupMemberRole): Promise<boolean> {
  if (!ids.length) return true;
  const [found] = await db
    .select({ n: count() })
    .from(t.schoolMembers)
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(
      and(
        eq(t.schoolMembers.schoolId, schoolId),
        inArray(t.schoolMembers.userId, ids),
        role === 'student' ? eq(t.schoolMembers.position, 'student') : ne(t.schoolMembers.position, 'student'),
        eq(t.schoolMembers.isActive, true),
        eq(t.users.isActive, true),
      ),
    );
  return (found?.n ?? 0) === ids.length;
}

/** The work that cascades from a group, with how the refusal names it. */
const WORK = [
  { table: t.examAssignments, groupId: t.examAssignments.groupId, label: 'đề thi được giao' },
  { table: t.userExams, groupId: t.userExams.groupId, label: 'bài làm của học sinh' },
  { table: t.missions, groupId: t.missions.groupId, label: 'nhiệm vụ' },
  { table: t.groupCoursewares, groupId: t.groupCoursewares.groupId, label: 'tài liệu' },
  { table: t.groupAnnouncements, groupId: t.groupAnnouncements.groupId, label: 'thông báo' },
  { table: t.comments, groupId: t.comments.groupId, label: 'nhận xét' },
] as const;

async function workOf(tx: Tx, groupId: number): Promise<string[]> {
  const found: string[] = [];
  for (const w of WORK) {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(w.table)
      .where(eq(w.groupId, groupId))
      .limit(1);
    if (row) found.push(w.label);
  }
  return found;
}

const inSchool = (key: PermissionKey) => [requireAuth, requireSchool, requirePermission(key)] as const;

async function setLocked(c: Context<AppEnv>, isLocked: boolean) {
  const group = await reachableGroup(c);
  await c.get('deps').db.update(t.schoolGroups).set({ isLocked }).where(eq(t.schoolGroups.id, group.id));
  return c.json({ data: await detail(c, group.id) });
}

export const groupAdmin = new Hono<AppEnv>()
  .post('/school_groups', ...inSchool('school_group.create'), async (c) => {
    const input = await body(c, schoolGroupSchema);
    const { db } = c.get('deps');
    const { schoolId, position } = c.get('school');
    const me = c.get('user').id;
    // A teacher creating a group teaches it; an overseer names its teachers.
    const teacherIds = position === 'teacher' && !input.teacherIds.includes(me) ? [me, ...input.teacherIds] : input.teacherIds;
    if (!teacherIds.length) throw invalid({ teacherIds: [MSG.groupTeacherRequired] });
    const id = await db.transaction(async (tx) => {
      await assertNameFree(tx, schoolId, input.name);
      await assertCatalogue(tx, input);
      if (!(await allActiveOfKind(tx, schoolId, teacherIds, 'teacher'))) throw invalid({ teacherIds: [MSG.groupTeacherInvalid] });
      const [group] = await tx
        .insert(t.schoolGroups)
        .values({ schoolId, name: input.name, gradeId: input.gradeId ?? null, subjectId: input.subjectId ?? null, createdBy: me })
        .returning({ id: t.schoolGroups.id });
      await tx.insert(t.groupMembers).values(teacherIds.map((userId) => ({ groupId: group!.id, userId, role: 'teacher' })));
      return group!.id;
    });
    for (const userId of teacherIds) invalidateUser(userId);
    return c.json({ data: await detail(c, id) }, 201);
  })
  .get('/school_groups/:id{[0-9]+}', ...inSchool('school_group.view'), async (c) => {
    const group = await reachableGroup(c);
    return c.json({ data: await detail(c, group.id) });
  })
  .patch('/school_groups/:id{[0-9]+}', ...inSchool('school_group.update'), async (c) => {
    const group = await reachableGroup(c);
    const input = await body(c, schoolGroupPatchSchema);
    const { db } = c.get('deps');
    const { schoolId } = c.get('school');
    const me = c.get('user').id;
    const changed = await db.transaction(async (tx) => {
      if (input.name !== undefined) await assertNameFree(tx, schoolId, input.name, group.id);
      await assertCatalogue(tx, input);
      const touched: number[] = [];
      if (input.teacherIds !== undefined) {
        const next = input.teacherIds;
        if (!next.length) throw invalid({ teacherIds: [MSG.groupTeacherRequired] });
        if (!isOverseer(c) && !next.includes(me)) throw invalid({ teacherIds: [SERVER_MSG.groupKeepYourself] });
        const current = await teacherIdsOf(tx, group.id);
        const added = next.filter((x) => !current.includes(x));
        const removed = current.filter((x) => !next.includes(x));
        if (added.length && group.isLocked) throw invalid({ teacherIds: [MSG.groupLocked] });
        if (!(await allActiveOfKind(tx, schoolId, added, 'teacher'))) throw invalid({ teacherIds: [MSG.groupTeacherInvalid] });
        if (removed.length) {
          await tx
            .delete(t.groupMembers)
            .where(and(eq(t.groupMembers.groupId, group.id), eq(t.groupMembers.role, 'teacher'), inArray(t.groupMembers.userId, removed)));
        }
        if (added.length) await tx.insert(t.groupMembers).values(added.map((userId) => ({ groupId: group.id, userId, role: 'teacher' })));
        touched.push(...added, ...removed);
      }
      const set = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.gradeId !== undefined ? { gradeId: input.gradeId } : {}),
        ...(input.subjectId !== undefined ? { subjectId: input.subjectId } : {}),
      };
      if (Object.keys(set).length) await tx.update(t.schoolGroups).set(set).where(eq(t.schoolGroups.id, group.id));
      return touched;
    });
    for (const userId of changed) invalidateUser(userId);
    return c.json({ data: await detail(c, group.id) });
  })
  .patch('/school_groups/:id{[0-9]+}/lock', ...inSchool('school_group.update'), (c) => setLocked(c, true))
  .patch('/school_groups/:id{[0-9]+}/unlock', ...inSchool('school_group.update'), (c) => setLocked(c, false))
  .delete('/school_groups/:id{[0-9]+}', ...inSchool('school_group.delete'), async (c) => {
    const group = await reachableGroup(c);
    const { db } = c.get('deps');
    const members = await db.transaction(async (tx) => {
      // The row lock makes a concurrent exam, mission or attempt for this group wait for us (its foreign key locks the
      // group's row) and then fail, so nothing is written between the check and the delete and then cascaded away.
      await tx.select({ id: t.schoolGroups.id }).from(t.schoolGroups).where(eq(t.schoolGroups.id, group.id)).for('update');
      const work = await workOf(tx, group.id);
      if (work.length) {
        const message = MSG.groupHasWork.replace('{}', work.join(', '));
        throw new HttpError(422, message, { id: [message] });
      }
      const rows = await tx.delete(t.groupMembers).where(eq(t.groupMembers.groupId, group.id)).returning({ userId: t.groupMembers.userId });
      await tx.delete(t.schoolGroups).where(eq(t.schoolGroups.id, group.id));
      return rows.map((r) => r.userId);
    });
    for (const userId of members) invalidateUser(userId);
    return c.json({ data: { id: group.id } });
  })
  .get('/school_groups/:id{[0-9]+}/users', ...inSchool('school_group.view'), async (c) => {
    const group = await reachableGroup(c);
    const q = query(c, usersQuery);
    const { db } = c.get('deps');
    const where = and(
      eq(t.groupMembers.groupId, group.id),
      q.role ? eq(t.groupMembers.role, q.role) : undefined,
      q.name ? containsFoldedText(t.users.searchText, q.name) : undefined,
    );
    const rows = await db
      .select({
        id: t.users.id,
        first_name: t.users.firstName,
        last_name: t.users.lastName,
        email: t.users.email,
        role: t.groupMembers.role,
        // A member who left the school keeps no membership row: shown as inactive.
        isActive: sql<boolean>`coalesce(${t.schoolMembers.isActive}, false) and ${t.users.isActive}`,
      })
      .from(t.groupMembers)
      .innerJoin(t.users, eq(t.users.id, t.groupMembers.userId))
      .leftJoin(t.schoolMembers, and(eq(t.schoolMembers.userId, t.users.id), eq(t.schoolMembers.schoolId, group.schoolId)))
      .where(where)
      // Teachers first; Vietnamese lists sort by given name, then family name.
      .orderBy(sql`${t.groupMembers.role} = 'student'`, asc(t.users.firstName), asc(t.users.lastName), asc(t.users.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.groupMembers).innerJoin(t.users, eq(t.users.id, t.groupMembers.userId)).where(where);
    const data: GroupMember[] = rows.map((r) => ({ ...r, role: r.role as GroupMemberRole, isActive: Boolean(r.isActive) }));
    return c.json(paginated(data, total?.n ?? 0, q.page, q.perPage));
  })
  .post('/school_groups/:id{[0-9]+}/users', ...inSchool('school_group.update'), async (c) => {
    const group = await reachableGroup(c);
    const input = await body(c, groupMembersAddSchema);
    if (group.isLocked) throw new HttpError(422, MSG.groupLocked, { userIds: [MSG.groupLocked] });
    const { db } = c.get('deps');
    const { schoolId } = c.get('school');
    if (!(await allActiveOfKind(db, schoolId, input.userIds, input.role))) {
      throw invalid({ userIds: [input.role === 'student' ? SERVER_MSG.groupStudentInvalid : MSG.groupTeacherInvalid] });
    }
    // Staff and students never overlap, so someone already in the group is already there in this role: kept as is.
    const added = await db
      .insert(t.groupMembers)
      .values(input.userIds.map((userId) => ({ groupId: group.id, userId, role: input.role })))
      .onConflictDoNothing()
      .returning({ userId: t.groupMembers.userId });
    for (const { userId } of added) invalidateUser(userId);
    return c.json({ data: { added: added.length } }, 201);
  })
  .delete('/school_groups/:id{[0-9]+}/users/:userId{[0-9]+}', ...inSchool('school_group.update'), async (c) => {
    const group = await reachableGroup(c);
    const { userId } = params(c, memberParam);
    const { db } = c.get('deps');
    if (userId === c.get('user').id && !isOverseer(c)) throw invalid({ userId: [SERVER_MSG.groupKeepYourself] });
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ role: t.groupMembers.role })
        .from(t.groupMembers)
        .where(and(eq(t.groupMembers.groupId, group.id), eq(t.groupMembers.userId, userId)))
        .limit(1);
      if (!member) throw notFound(SERVER_MSG.groupNotMember);
      if (member.role === 'teacher' && (await teacherIdsOf(tx, group.id)).length <= 1) throw invalid({ userId: [SERVER_MSG.groupLastTeacher] });
      // Only the membership goes: the student's attempts, submissions and grades, kept by user and group, stay.
      await tx.delete(t.groupMembers).where(and(eq(t.groupMembers.groupId, group.id), eq(t.groupMembers.userId, userId)));
    });
    // A cached open attempt of theirs was checked against this membership (exams/perform.ts findOwnAttempt).
    invalidateUser(userId);
    return c.json({ data: { id: userId } });
  });
