// Comments (spec §7 /s/comments): the teacher's written comments (GET comments/teachers), the comments a student
// received (GET comments/students), writing one (POST, Idempotency-Key: it may come from the outbox) and deleting one.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, paginated, pagination, params, query } from '../http/validate.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { Comment } from '../../../src/shared/mission.ts';
import { createCommentSchema } from '../../../src/shared/schemas/mission.ts';
import { studentGroup, teacherGroup } from '../exams/access.ts';
import { notify } from './notify.ts';
import { teacherGroupIds } from './queries.ts';
import { SERVER_MSG } from '../messages.ts';

const listQuery = v.object({ ...pagination, groupId: v.optional(idString), studentId: v.optional(idString), missionId: v.optional(idString) });
const author = alias(t.users, 'author');
const student = alias(t.users, 'student');

async function pageOfComments(db: Db, where: SQL | undefined, page: number, perPage: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        c: t.comments,
        authorFirst: author.firstName,
        authorLast: author.lastName,
        studentFirst: student.firstName,
        studentLast: student.lastName,
        groupName: t.schoolGroups.name,
        missionTitle: t.missions.title,
      })
      .from(t.comments)
      .innerJoin(student, eq(student.id, t.comments.studentId))
      .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.comments.groupId))
      .leftJoin(author, eq(author.id, t.comments.authorId))
      .leftJoin(t.missions, eq(t.missions.id, t.comments.missionId))
      .where(where)
      .orderBy(desc(t.comments.createdAt), desc(t.comments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.comments)
      .where(where),
  ]);
  const data: Comment[] = rows.map((r) => ({
    id: r.c.id,
    type: r.c.type as Comment['type'],
    content: r.c.content,
    createdAt: r.c.createdAt.toISOString(),
    author: r.c.authorId && r.authorFirst !== null ? { id: r.c.authorId, first_name: r.authorFirst, last_name: r.authorLast ?? '' } : null,
    student: { id: r.c.studentId, first_name: r.studentFirst, last_name: r.studentLast },
    group: { id: r.c.groupId, name: r.groupName },
    mission: r.c.missionId && r.missionTitle !== null ? { id: r.c.missionId, title: r.missionTitle } : null,
    submissionId: r.c.submissionId,
  }));
  return paginated(data, count?.n ?? 0, page, perPage);
}

export const comments = new Hono<AppEnv>()
  .get('/comments/teachers', requireAuth, requireSchool, async (c) => {
    const q = query(c, listQuery);
    const groups = q.groupId !== undefined ? [(await teacherGroup(c, q.groupId)).id] : await teacherGroupIds(c);
    const where = and(
      eq(t.comments.schoolId, c.get('school').schoolId),
      groups.length ? inArray(t.comments.groupId, groups) : sql`false`,
      q.studentId !== undefined ? eq(t.comments.studentId, q.studentId) : undefined,
      q.missionId !== undefined ? eq(t.comments.missionId, q.missionId) : undefined,
    );
    return c.json(await pageOfComments(c.get('deps').db, where, q.page, q.perPage));
  })
  .get('/comments/students', requireAuth, requireSchool, async (c) => {
    const q = query(c, listQuery);
    if (q.groupId !== undefined) await studentGroup(c, q.groupId);
    const where = and(
      eq(t.comments.schoolId, c.get('school').schoolId),
      eq(t.comments.studentId, c.get('user').id),
      q.groupId !== undefined ? eq(t.comments.groupId, q.groupId) : undefined,
      q.missionId !== undefined ? eq(t.comments.missionId, q.missionId) : undefined,
    );
    return c.json(await pageOfComments(c.get('deps').db, where, q.page, q.perPage));
  })
  .post('/comments', requireAuth, requireSchool, idempotent, async (c) => {
    const input = await body(c, createCommentSchema);
    const group = await teacherGroup(c, input.groupId);
    const { db } = c.get('deps');
    const [member] = await db
      .select()
      .from(t.groupMembers)
      .where(and(eq(t.groupMembers.groupId, group.id), eq(t.groupMembers.userId, input.studentId), eq(t.groupMembers.role, 'student')));
    if (!member) throw new HttpError(422, MSG.invalidInput, { studentId: [MSG.invalidInput] });
    let mission: typeof t.missions.$inferSelect | undefined;
    if (input.missionId) {
      [mission] = await db
        .select()
        .from(t.missions)
        .where(and(eq(t.missions.id, input.missionId), eq(t.missions.groupId, group.id)));
      if (!mission) throw new HttpError(422, MSG.invalidInput, { missionId: [MSG.invalidInput] });
    }
    if (input.submissionId) {
      const [sub] = await db.select().from(t.missionSubmissions).where(eq(t.missionSubmissions.id, input.submissionId));
      if (!sub || sub.userId !== input.studentId || (mission && sub.missionId !== mission.id)) {
        throw new HttpError(422, MSG.invalidInput, { submissionId: [MSG.invalidInput] });
      }
      if (!mission) [mission] = await db.select().from(t.missions).where(eq(t.missions.id, sub.missionId));
    }
    const [row] = await db
      .insert(t.comments)
      .values({
        schoolId: group.schoolId,
        groupId: group.id,
        missionId: mission?.id ?? null,
        submissionId: input.submissionId ?? null,
        authorId: c.get('user').id,
        studentId: input.studentId,
        type: 'comment',
        content: input.content,
      })
      .returning();
    await notify(db, {
      type: 'comment',
      userIds: [input.studentId],
      content: SERVER_MSG.notifyComment,
      params: [mission?.title ?? '', group.name],
      schoolId: group.schoolId,
      group,
      mission: mission ?? null,
      submissionId: input.submissionId ?? null,
    });
    const page = await pageOfComments(db, eq(t.comments.id, row!.id), 1, 1);
    return c.json({ data: page.data[0] });
  })
  .delete('/comments/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, v.object({ id: idString }));
    const { db } = c.get('deps');
    const [row] = await db
      .select()
      .from(t.comments)
      .where(and(eq(t.comments.id, id), eq(t.comments.schoolId, c.get('school').schoolId)));
    if (!row) throw notFound();
    if (row.authorId !== c.get('user').id) {
      await teacherGroup(c, row.groupId).catch(() => {
        throw forbidden();
      });
      const grants = c.get('grants');
      if (!grants.superAdmin && !grants.schoolAdmin && !['officer', 'supervisor'].includes(c.get('school').position)) throw forbidden();
    }
    await db.delete(t.comments).where(eq(t.comments.id, id));
    return c.json({ data: { id } });
  });
