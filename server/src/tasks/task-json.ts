// A task row as the app reads it (src/shared/tasks.ts): its state and progress, and the name of the file it made.
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import type { Task } from '../../../src/shared/tasks.ts';

export type TaskRow = typeof t.tasks.$inferSelect;

export async function taskJson(c: Context<AppEnv>, row: TaskRow): Promise<Task> {
  let fileName: string | null = null;
  if (row.fileId !== null) {
    const [file] = await c.get('deps').db.select({ filename: t.storedFiles.filename }).from(t.storedFiles).where(eq(t.storedFiles.id, row.fileId));
    fileName = file?.filename ?? null;
  }
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as Task['state'],
    progress: row.progress,
    error: row.error,
    fileName,
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
