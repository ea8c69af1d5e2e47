// What an area provides to add a kind of task: how to check the caller may start it, what it is about, and the work,
// which reports progress and returns the file it made. The tasks area does the rest (API, queue, state, download).
import type { Context } from 'hono';
import type { Readable } from 'node:stream';
import type { GenericSchema } from 'valibot';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';

export interface TaskOutput {
  body: Readable | Uint8Array;
  contentType: string;
  fileName: string;
}

export interface TaskContext<P> {
  db: Db;
  params: P;
  ownerId: number;
  schoolId: number | null;
  /** Reports how far the work is (0–100); cheap to call often, written at most every few hundred ms. */
  progress(percent: number): Promise<void>;
}

export interface TaskKind<P extends object = object> {
  name: string;
  params: GenericSchema<unknown, P>;
  /** Throws 403/404 when the caller may not start it; returns what it is about (one latest task per subject). */
  authorize(c: Context<AppEnv>, params: P): Promise<{ subject: string }>;
  run(ctx: TaskContext<P>): Promise<TaskOutput>;
}

export function defineTaskKind<P extends object>(kind: TaskKind<P>): TaskKind<P> {
  return kind;
}
