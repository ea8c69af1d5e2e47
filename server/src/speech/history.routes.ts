// Speaking history (spec §7 comments/feedback: student results, teacher results, delete by id; §4: a delete lowers
// the total by one): lists, one result, its recording, and deletion.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';

/** The speaking screens' menu permission (spec §6 key 'speaking'): students and teachers hold it, administrators all. */
const speaking = requirePermission('speaking.view');
import { idString, paginated, pagination, params, query } from '../http/validate.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { canSee, groupIdsOf, historyColumns, historyJson } from './history.ts';
import { deleteRecordingFile, recordingResponse } from './recording-files.ts';
import { presignedReads } from '../platform/storage/config.ts';

const idParam = v.object({ id: idString });
const ownQuery = v.object({ ...pagination });
const teacherQuery = v.object({ ...pagination, studentId: v.optional(idString), groupId: v.optional(idString) });

async function page(c: Context<AppEnv>, where: SQL | undefined, p: { page: number; perPage: number }) {
  const { db } = c.get('deps');
  const rows = await db
    .select(historyColumns)
    .from(t.speakingHistories)
    .innerJoin(t.users, eq(t.users.id, t.speakingHistories.userId))
    .where(where)
    .orderBy(desc(t.speakingHistories.createdAt), desc(t.speakingHistories.id))
    .limit(p.perPage)
    .offset((p.page - 1) * p.perPage);
  const [total] = await db.select({ n: count() }).from(t.speakingHistories).where(where);
  return c.json(paginated(rows.map(historyJson), total?.n ?? 0, p.page, p.perPage));
}

/** The result row of this school, if the caller may see it (404 otherwise: someone else's looks missing). */
async function visible(c: Context<AppEnv>, id: number) {
  const { db } = c.get('deps');
  const schoolId = c.get('school').schoolId;
  const [row] = await db
    .select({ id: t.speakingHistories.id, userId: t.speakingHistories.userId })
    .from(t.speakingHistories)
    .where(and(eq(t.speakingHistories.id, id), eq(t.speakingHistories.schoolId, schoolId)));
  if (!row) throw notFound();
  if (!(await canSee(db, { id: c.get('user').id, grants: c.get('grants') }, row.userId, schoolId))) throw notFound();
  return row;
}

export const speechHistory = new Hono<AppEnv>()
  .get('/s/elsa/speaking_histories', requireAuth, requireSchool, speaking, (c) => {
    const q = query(c, ownQuery);
    return page(c, and(eq(t.speakingHistories.userId, c.get('user').id), eq(t.speakingHistories.schoolId, c.get('school').schoolId)), q);
  })
  .get('/s/elsa/speaking_histories/teacher', requireAuth, requireSchool, speaking, async (c) => {
    const q = query(c, teacherQuery);
    const { db } = c.get('deps');
    const schoolId = c.get('school').schoolId;
    const inSchool = eq(t.speakingHistories.schoolId, schoolId);
    const conditions: (SQL | undefined)[] = [inSchool];
    if (q.studentId !== undefined) conditions.push(eq(t.speakingHistories.userId, q.studentId));
    if (!c.get('grants').schoolAdmin || q.groupId !== undefined) {
      // A teacher sees the students of the groups they teach (one group when asked); an administrator, everyone.
      let groups = c.get('grants').schoolAdmin ? [q.groupId!] : await groupIdsOf(db, c.get('user').id, schoolId, 'teacher');
      if (q.groupId !== undefined) {
        if (!groups.includes(q.groupId)) throw forbidden();
        groups = [q.groupId];
      }
      if (!groups.length) throw forbidden();
      const students = db
        .select({ id: t.groupMembers.userId })
        .from(t.groupMembers)
        .where(and(inArray(t.groupMembers.groupId, groups), eq(t.groupMembers.role, 'student')));
      conditions.push(inArray(t.speakingHistories.userId, students));
    }
    return page(c, and(...conditions), q);
  })
  .get('/s/elsa/speaking_histories/:id', requireAuth, requireSchool, speaking, async (c) => {
    const { id } = params(c, idParam);
    await visible(c, id);
    const [row] = await c
      .get('deps')
      .db.select(historyColumns)
      .from(t.speakingHistories)
      .innerJoin(t.users, eq(t.users.id, t.speakingHistories.userId))
      .where(eq(t.speakingHistories.id, id));
    return c.json({ data: historyJson(row!) });
  })
  .get('/s/elsa/speaking_histories/:id/audio', requireAuth, requireSchool, speaking, async (c) => {
    const { id } = params(c, idParam);
    await visible(c, id);
    const { db, storage, config } = c.get('deps');
    const h = t.speakingHistories;
    const [row] = await db.select({ audio: h.audio, audioType: h.audioType, fileId: h.fileId }).from(h).where(eq(h.id, id));
    return recordingResponse(c, db, storage, row!, presignedReads(config));
  })
  .delete('/s/elsa/speaking_histories/:id', requireAuth, requireSchool, speaking, async (c) => {
    const { id } = params(c, idParam);
    const row = await visible(c, id);
    // Teachers may listen to their students' results but only the student (or an administrator) removes one.
    if (row.userId !== c.get('user').id && !c.get('grants').schoolAdmin && !c.get('grants').superAdmin) throw forbidden();
    const { db, storage } = c.get('deps');
    const [gone] = await db.delete(t.speakingHistories).where(eq(t.speakingHistories.id, id)).returning({ fileId: t.speakingHistories.fileId });
    await deleteRecordingFile(db, storage, gone?.fileId ?? null);
    return c.json({ data: { id } });
  });
