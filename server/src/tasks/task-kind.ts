// What an area provides to add a kind of task: how to check the caller may start it, what it is about, and the work,
// which reports progress and returns the file it made, or what else it made (an imported lecture). The tasks area does
// the rest (API, queue, state, download).
import type { Context } from 'hono';
import type { Readable } from 'node:stream';
import type { GenericSchema } from 'valibot';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../platform/storage/index.ts';
import type { TaskResult } from '../../../src/shared/tasks.ts';

export interface TaskOutput {
  body: Readable | Uint8Array;
  contentType: string;
  fileName: string;
}

/** What a task that makes no file answers: the app reads it from the finished task. */
export interface TaskMade {
  result: TaskResult;
}

export interface TaskContext<P> {
  db: Db;
  storage: Storage;
  params: P;
  ownerId: number;
  schoolId: number | null;
  /** Reports how far the work is (0–100); cheap to call often, written at most every few hundred ms. */
  progress(percent: number): Promise<void>;
}

export interface TaskKind<P extends object = object> {
  name: string;
  params: GenericSchema<unknown, P>;
  /** What the person reads when the work failed for an unforeseen reason on its last try (default SERVER_MSG.taskFailed). */
  failedMessage?: string;
  /** Throws 403/404 when the caller may not start it; returns what it is about (one latest task per subject). */
  authorize(c: Context<AppEnv>, params: P): Promise<{ subject: string }>;
  run(ctx: TaskContext<P>): Promise<TaskOutput | TaskMade>;
}

/**
 * A failure that trying again would not mend (a broken file, a permission gone): the task fails at once, without the
 * queue's retries, and the person reads this Vietnamese message.
 */
export class TaskFailure extends Error {
  /** For the server log only. */
  readonly detail: string | undefined;

  constructor(message: string, detail?: string) {
    super(message);
    this.name = 'TaskFailure';
    this.detail = detail;
  }
}

export function defineTaskKind<P extends object>(kind: TaskKind<P>): TaskKind<P> {
  return kind;
}
