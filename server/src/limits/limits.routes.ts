// Usage limits for holders of the system permission group resource_limit (spec §2 /system/limits, §7 storage_limits
// and the speech service's stats/export):
//   GET /storage_limits (system defaults per user type), PUT /storage_limits/default/{teacher|student},
//   GET /storage_limits/schools (usage against limits, closest to a limit first), GET/PUT /storage_limits/schools/{id}
//   (the school's totals and its own limits per type), GET /storage_limits/schools/{id}/users,
//   GET /elsa/stats/usage (a range of days), POST /elsa/stats/export (the range as .xlsx, a task) with
//   GET /elsa/stats/export/latest and /elsa/stats/export/{taskId}/file.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { fileResponse } from '../http/file-response.ts';
import { presignedReads } from '../platform/storage/config.ts';
import { LIMIT_BUILTIN, LIMIT_USER_TYPES, limitSetSchema, schoolLimitsSchema } from '../../../src/shared/usage-limits.ts';
import { TASK_SUBJECT } from '../../../src/shared/tasks.ts';
import { SERVER_MSG } from '../messages.ts';
import { taskJson } from '../tasks/task-json.ts';
import { findSchoolUsage, listSchoolUsage, listSchoolUsers, readDefaults, saveDefault, saveSchoolLimits } from './queries.ts';
import { usageRange } from './usage-range.ts';
import { checkRange, usageExport, usageRangeParams } from './usage-export.ts';

const view = requirePermission('resource_limit.view');
const update = requirePermission('resource_limit.update');
const idParam = v.object({ id: idString });

/** The caller's own export tasks, made outside any school. */
const ownExports = (c: Context<AppEnv>) => and(eq(t.tasks.ownerId, c.get('user').id), isNull(t.tasks.schoolId), eq(t.tasks.kind, usageExport.name));

export const usageLimits = new Hono<AppEnv>()
  .get('/storage_limits', requireAuth, view, async (c) => c.json({ data: { defaults: await readDefaults(c.get('deps').db), builtin: LIMIT_BUILTIN } }))
  .put('/storage_limits/default/:userType', requireAuth, update, async (c) => {
    const { userType } = params(c, v.object({ userType: v.picklist(LIMIT_USER_TYPES) }));
    const input = await body(c, limitSetSchema);
    const { db } = c.get('deps');
    await saveDefault(db, userType, input);
    return c.json({ data: { defaults: await readDefaults(db), builtin: LIMIT_BUILTIN } });
  })
  .get('/storage_limits/schools', requireAuth, view, async (c) => {
    const q = query(c, v.object({ ...pagination, name: nameSearch }));
    const { rows, total } = await listSchoolUsage(c.get('deps').db, { ...q, name: q.name || undefined });
    return c.json(paginated(rows, total, q.page, q.perPage));
  })
  .get('/storage_limits/schools/:id', requireAuth, view, async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await findSchoolUsage(c.get('deps').db, id) });
  })
  .put('/storage_limits/schools/:id', requireAuth, update, async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, schoolLimitsSchema);
    const { db } = c.get('deps');
    await saveSchoolLimits(db, id, input);
    return c.json({ data: await findSchoolUsage(db, id) });
  })
  .get('/storage_limits/schools/:id/users', requireAuth, view, async (c) => {
    const { id } = params(c, idParam);
    const q = query(c, v.object({ ...pagination, name: nameSearch, userType: v.optional(v.picklist(LIMIT_USER_TYPES)) }));
    const { db } = c.get('deps');
    await findSchoolUsage(db, id);
    const { rows, total } = await listSchoolUsers(db, id, { ...q, name: q.name || undefined });
    return c.json(paginated(rows, total, q.page, q.perPage));
  })
  .get('/elsa/stats/usage', requireAuth, view, async (c) => {
    const q = query(c, usageRangeParams);
    checkRange(q);
    return c.json({ data: await usageRange(c.get('deps').db, q.startTime, q.endTime) });
  })
  .post('/elsa/stats/export', requireAuth, view, async (c) => {
    const p = await body(c, usageRangeParams);
    const { subject } = await usageExport.authorize(c, p);
    const { db, tasks: queue } = c.get('deps');
    const [row] = await db
      .insert(t.tasks)
      .values({ kind: usageExport.name, subject, ownerId: c.get('user').id, schoolId: null, params: p, state: 'queued' })
      .returning();
    await queue.enqueue(row!.id);
    return c.json({ data: await taskJson(c, row!) }, 202);
  })
  .get('/elsa/stats/export/latest', requireAuth, view, async (c) => {
    const q = query(c, usageRangeParams);
    const [row] = await c
      .get('deps')
      .db.select()
      .from(t.tasks)
      .where(and(ownExports(c), eq(t.tasks.subject, TASK_SUBJECT['usage-export'](q))))
      .orderBy(desc(t.tasks.createdAt))
      .limit(1);
    return c.json({ data: row ? await taskJson(c, row) : null });
  })
  .get('/elsa/stats/export/:id/file', requireAuth, view, async (c) => {
    const { id } = params(c, v.object({ id: v.pipe(v.string(), v.uuid(), v.toLowerCase()) }));
    const { db, storage, config } = c.get('deps');
    const [row] = await db
      .select()
      .from(t.tasks)
      .where(and(ownExports(c), eq(t.tasks.id, id)));
    if (!row) throw notFound();
    if (row.state !== 'done' || row.fileId === null) throw new HttpError(409, SERVER_MSG.taskNotReady);
    const [file] = await db.select().from(t.storedFiles).where(eq(t.storedFiles.id, row.fileId));
    if (!file) throw notFound();
    const res = await fileResponse(c, storage, file, { cacheControl: 'private, max-age=0', presigned: presignedReads(config) });
    res.headers.set('Content-Disposition', res.headers.get('Content-Disposition')?.replace(/^inline/, 'attachment') ?? 'attachment');
    return res;
  });
