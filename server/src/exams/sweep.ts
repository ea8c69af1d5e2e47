// Closes attempts nobody submitted once deadline + grace has passed, grading what was saved (status auto_submitted).
// Reads also close expired attempts on the spot (closeIfExpired), so the sweep only keeps the teacher's lists honest.
import type { Db } from '../db/client.ts';
import { EXAM_SWEEP_INTERVAL_MS } from '../../../src/shared/exam.ts';
import { closeIfExpired, expiredAttempts } from './attempts.ts';
import { pruneIdempotencyKeys } from '../http/idempotency.ts';

const BATCH = 200;

/** One pass; returns how many attempts it closed. Safe to run beside submissions: each close re-checks under a lock. */
export async function closeExpiredAttempts(db: Db, now = new Date()): Promise<number> {
  let closed = 0;
  for (;;) {
    const rows = await expiredAttempts(db, now, BATCH);
    for (const row of rows) {
      const after = await closeIfExpired(db, row, now);
      if (after.autoClosedAt?.getTime() === now.getTime()) closed += 1;
    }
    if (rows.length < BATCH) return closed;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Starts the periodic sweep (and, hourly, forgets old idempotency keys); the timer does not keep the process alive. */
export function startExamSweep(db: Db, intervalMs = EXAM_SWEEP_INTERVAL_MS): NodeJS.Timeout {
  let running = false;
  let prunedAt = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const prune = Date.now() - prunedAt > PRUNE_EVERY_MS;
    if (prune) prunedAt = Date.now();
    closeExpiredAttempts(db)
      .then(() => (prune ? pruneIdempotencyKeys(db) : undefined))
      .catch((err: unknown) => console.error('exam sweep failed', err))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return timer;
}
