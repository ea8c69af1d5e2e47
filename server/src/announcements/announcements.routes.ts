// Group announcements: a teacher of the group posts (each student is notified) and deletes their own; the group's
// teachers and overseers read them on the teaching view, its students on the group page and, across their groups
// of the school, on their home.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, params } from '../http/validate.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { groupTeacher, studentGroup, teacherGroup } from '../exams/access.ts';
import { sendNotifications } from '../notifications/send.ts';
import { ANNOUNCEMENT_EXCERPT, ANNOUNCEMENT_NOTICE, announcementSchema, type Announcement } from '../../../src/shared/announcement.ts';
import { SERVER_MSG } from '../messages.ts';

const groupParam = v.object({ groupId: idString });
const LIST_LIMIT = 50;
const HOME_LIMIT = 10;
const HOME_DAYS = 30;

async function listAnnouncements(db: Db, where: ReturnType<typeof and>, userId: number, limit: number): Promise<Announcement[]> {
  const rows = await db
    .select({ a: t.groupAnnouncements, groupName: t.schoolGroups.name, author: { id: t.users.id, first_name: t.users.firstName, last_name: t.users.lastName } })
    .from(t.groupAnnouncements)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupAnnouncements.groupId))
    .leftJoin(t.users, eq(t.users.id, t.groupAnnouncements.authorId))
    .where(where)
    .orderBy(desc(t.groupAnnouncements.createdAt), desc(t.groupAnnouncements.id))
    .limit(limit);
  return rows.map(({ a, groupName, author }) => ({
    id: a.id,
    group: { id: a.groupId, name: groupName },
    body: a.body,
    link: a.link,
    author: author?.id ? author : null,
    createdAt: a.createdAt.toISOString(),
    isMine: a.authorId === userId,
  }));
}

const excerpt = (text: string) => (text.length > ANNOUNCEMENT_EXCERPT ? `${text.slice(0, ANNOUNCEMENT_EXCERPT - 1).trimEnd()}…` : text);

export const announcements = new Hono<AppEnv>()
  .get('/school_groups/:groupId/announcements', requireAuth, requireSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    await teacherGroup(c, groupId);
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    const [data, [membership]] = await Promise.all([
      listAnnouncements(db, eq(t.groupAnnouncements.groupId, groupId), userId, LIST_LIMIT),
      db
        .select({ role: t.groupMembers.role })
        .from(t.groupMembers)
        .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.userId, userId))),
    ]);
    // Overseers read; the group's teachers post.
    return c.json({ data, canPost: membership?.role === 'teacher' });
  })
  .post('/school_groups/:groupId/announcements', requireAuth, requireSchool, idempotent, async (c) => {
    const { groupId } = params(c, groupParam);
    const group = await groupTeacher(c, groupId);
    const input = await body(c, announcementSchema);
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    const schoolId = c.get('school').schoolId;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(t.groupAnnouncements).values({ schoolId, groupId, authorId: userId, body: input.body, link: input.link }).returning();
      const students = await tx
        .select({ id: t.groupMembers.userId })
        .from(t.groupMembers)
        .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.role, 'student')));
      await sendNotifications(tx, {
        userIds: students.map((s) => s.id),
        schoolId,
        content: ANNOUNCEMENT_NOTICE,
        metadata: { type: 'announcement', schoolId, groupId, groupName: group.name, announcementId: row!.id, params: [group.name, excerpt(input.body)] },
      });
      return row!.id;
    });
    const [data] = await listAnnouncements(db, eq(t.groupAnnouncements.id, id), userId, 1);
    return c.json({ data: data! }, 201);
  })
  .delete('/announcements/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, v.object({ id: idString }));
    const { db } = c.get('deps');
    const [row] = await db
      .select()
      .from(t.groupAnnouncements)
      .where(and(eq(t.groupAnnouncements.id, id), eq(t.groupAnnouncements.schoolId, c.get('school').schoolId)));
    if (!row) throw notFound();
    if (row.authorId !== c.get('user').id) throw new HttpError(403, SERVER_MSG.announcementNotYours);
    await db.delete(t.groupAnnouncements).where(eq(t.groupAnnouncements.id, id));
    return c.json({ data: { id } });
  })
  .get('/personal/learning_groups/:groupId/announcements', requireAuth, requireSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    await studentGroup(c, groupId);
    const data = await listAnnouncements(c.get('deps').db, eq(t.groupAnnouncements.groupId, groupId), c.get('user').id, LIST_LIMIT);
    return c.json({ data });
  })
  .get('/personal/announcements', requireAuth, requireSchool, async (c) => {
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    const groups = await db
      .select({ id: t.schoolGroups.id })
      .from(t.groupMembers)
      .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
      .where(and(eq(t.groupMembers.userId, userId), eq(t.groupMembers.role, 'student'), eq(t.schoolGroups.schoolId, c.get('school').schoolId)));
    if (!groups.length) return c.json({ data: [] });
    const since = new Date(Date.now() - HOME_DAYS * 24 * 3600_000);
    const data = await listAnnouncements(
      db,
      and(
        inArray(
          t.groupAnnouncements.groupId,
          groups.map((g) => g.id),
        ),
        gte(t.groupAnnouncements.createdAt, since),
      ),
      userId,
      HOME_LIMIT,
    );
    return c.json({ data });
  });
