// Long work a user starts and waits for (spec §4: report exports, pptx conversion): the state a person sees, kept
// after the queue's own job row is gone. The job queue (platform/jobs.ts) runs it; the finished file is a stored file,
// or what it made is named in `result` (an imported lecture).
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './schema-core.ts';
import { storedFiles } from './schema-files.ts';
import type { TaskResult } from '../../../src/shared/tasks.ts';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** What the task is about, so a page finds "its" latest task again (for example `group:12:exam:5`). */
    subject: text('subject').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    params: jsonb('params').notNull(),
    state: text('state').notNull(), // 'queued' | 'running' | 'done' | 'failed'
    progress: smallint('progress').notNull().default(0),
    /** A Vietnamese message for the user when the task failed. */
    error: text('error'),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** What a task that makes no file made, once done. */
    result: jsonb('result').$type<TaskResult>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('tasks_owner_subject_idx').on(t.ownerId, t.kind, t.subject, t.createdAt)],
);
