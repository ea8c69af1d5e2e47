// Runs a task as a job of the queue: marks it running, reports progress, stores the file it makes (or keeps what else
// it made) and marks it done. A failed run is retried by the queue; the person sees "failed" (with a Vietnamese
// message) only after the last try, or at once when the kind says trying again would not help (TaskFailure).
// Idempotent: a task already done is not run again.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { defineJob, type JobDefinition } from '../platform/jobs.ts';
import { newKey, type Storage } from '../platform/storage/index.ts';
import { log } from '../platform/logger.ts';
import { TaskFailure, type TaskKind } from './task-kind.ts';
import { SERVER_MSG } from '../messages.ts';

const RETRY_LIMIT = 2;
/** Progress is written at most this often (a task may report every row). */
const PROGRESS_EVERY_MS = 250;

export type TaskJob = JobDefinition<{ taskId: string }>;

export function taskJob(kinds: TaskKind[], db: Db, storage: Storage): TaskJob {
  return defineJob<{ taskId: string }>({
    name: 'task',
    queue: { retryLimit: RETRY_LIMIT, retryDelay: 5, expireInSeconds: 30 * 60 },
    concurrency: 2,
    async run({ taskId }, job) {
      const [task] = await db.select().from(t.tasks).where(eq(t.tasks.id, taskId));
      if (!task || task.state === 'done') return;
      const set = (values: Partial<typeof t.tasks.$inferInsert>) =>
        db
          .update(t.tasks)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(t.tasks.id, taskId));
      const kind = kinds.find((k) => k.name === task.kind);
      if (!kind) {
        await set({ state: 'failed', error: SERVER_MSG.taskUnknown });
        return;
      }
      await set({ state: 'running', progress: 0, error: null });
      let written = 0;
      const progress = async (percent: number) => {
        const now = Date.now();
        if (now - written < PROGRESS_EVERY_MS) return;
        written = now;
        await set({ progress: Math.max(0, Math.min(99, Math.round(percent))) });
      };
      try {
        const out = await kind.run({ db, storage, params: task.params as never, ownerId: task.ownerId, schoolId: task.schoolId, progress });
        if ('result' in out) {
          await set({ state: 'done', progress: 100, result: out.result });
          return;
        }
        const key = newKey('exports');
        const info = await storage.put(key, out.body, { contentType: out.contentType });
        const [file] = await db
          .insert(t.storedFiles)
          .values({
            key,
            kind: 'export',
            ownerId: task.ownerId,
            schoolId: task.schoolId,
            contentType: out.contentType,
            size: info.size,
            etag: info.etag,
            filename: out.fileName,
          })
          .returning({ id: t.storedFiles.id });
        await set({ state: 'done', progress: 100, fileId: file!.id });
      } catch (err) {
        if (err instanceof TaskFailure) {
          log.warn({ taskId, kind: task.kind, detail: err.detail }, err.message);
          await set({ state: 'failed', error: err.message });
          return;
        }
        const last = job.retryCount >= RETRY_LIMIT;
        await set(last ? { state: 'failed', error: kind.failedMessage ?? SERVER_MSG.taskFailed } : { state: 'queued', progress: 0 });
        throw err;
      }
    },
  });
}
