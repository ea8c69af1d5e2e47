// Background tasks (spec §4: report exports "start, poll, then download"): POST starts one, GET tells its state and
// progress, a finished one's file downloads from /file (a task that makes no file names what it made in its result).
// A task is its owner's alone: anyone else gets 404. The page that started one finds it again after a reload through
// the latest task of its subject.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { body, parseOr422, params, query } from '../http/validate.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { fileResponse } from '../http/file-response.ts';
import { presignedReads } from '../platform/storage/config.ts';
import { TASK_KINDS } from '../task-kinds.ts';
import { SERVER_MSG } from '../messages.ts';
import { taskJson, type TaskRow } from './task-json.ts';

const startSchema = v.object({ kind: v.pipe(v.string(), v.maxLength(60)), params: v.record(v.string(), v.unknown()) });
const latestQuery = v.object({ kind: v.pipe(v.string(), v.maxLength(60)), subject: v.pipe(v.string(), v.maxLength(200)) });
const idParam = v.object({ id: v.pipe(v.string(), v.uuid(), v.toLowerCase()) });

async function ownTask(c: Context<AppEnv>, id: string): Promise<TaskRow> {
  const [row] = await c
    .get('deps')
    .db.select()
    .from(t.tasks)
    .where(and(eq(t.tasks.id, id), eq(t.tasks.ownerId, c.get('user').id), eq(t.tasks.schoolId, c.get('school').schoolId)));
  if (!row) throw notFound();
  return row;
}

export const tasks = new Hono<AppEnv>()
  .post('/s/tasks', requireAuth, requireSchool, async (c) => {
    const input = await body(c, startSchema);
    const kind = TASK_KINDS.find((k) => k.name === input.kind);
    if (!kind) throw new HttpError(422, SERVER_MSG.taskUnknown);
    const taskParams = parseOr422(kind.params, input.params);
    const { subject } = await kind.authorize(c, taskParams);
    const { db, tasks: queue } = c.get('deps');
    const [row] = await db
      .insert(t.tasks)
      .values({ kind: kind.name, subject, ownerId: c.get('user').id, schoolId: c.get('school').schoolId, params: taskParams, state: 'queued' })
      .returning();
    await queue.enqueue(row!.id);
    return c.json({ data: await taskJson(c, row!) }, 202);
  })
  .get('/s/tasks/latest', requireAuth, requireSchool, async (c) => {
    const q = query(c, latestQuery);
    const [row] = await c
      .get('deps')
      .db.select()
      .from(t.tasks)
      .where(
        and(eq(t.tasks.ownerId, c.get('user').id), eq(t.tasks.schoolId, c.get('school').schoolId), eq(t.tasks.kind, q.kind), eq(t.tasks.subject, q.subject)),
      )
      .orderBy(desc(t.tasks.createdAt))
      .limit(1);
    return c.json({ data: row ? await taskJson(c, row) : null });
  })
  .get('/s/tasks/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await taskJson(c, await ownTask(c, id)) });
  })
  .get('/s/tasks/:id/file', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    const row = await ownTask(c, id);
    if (row.state !== 'done' || row.fileId === null) throw new HttpError(409, SERVER_MSG.taskNotReady);
    const { db, storage, config } = c.get('deps');
    const [file] = await db.select().from(t.storedFiles).where(eq(t.storedFiles.id, row.fileId));
    if (!file) throw notFound();
    const res = await fileResponse(c, storage, file, { cacheControl: 'private, max-age=0', presigned: presignedReads(config) });
    res.headers.set('Content-Disposition', res.headers.get('Content-Disposition')?.replace(/^inline/, 'attachment') ?? 'attachment');
    return res;
  });
