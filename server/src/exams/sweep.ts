// Closes attempts nobody submitted once deadline + grace has passed, grading what was saved (status auto_submitted).
// Reads also close expired attempts on the spot (closeIfExpired), so the sweep only keeps the teacher's lists honest.
// It runs as a job of the queue, so with several server instances it still runs once per interval.
import type { Db } from '../db/client.ts';
import { EXAM_SWEEP_INTERVAL_MS } from '../../../src/shared/exam.ts';
import { closeIfExpired, expiredAttempts } from './attempts.ts';
import { pruneIdempotencyKeys } from '../http/idempotency.ts';
import { defineJob, type Jobs } from '../platform/jobs.ts';
import { log } from '../platform/logger.ts';

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

/** The sweep as a job: whichever instance fetches it runs it; the slot key below makes it one job per interval. */
export function examSweepJob(db: Db) {
  return defineJob<Record<string, never>>({
    name: 'exam-sweep',
    // A missed sweep is simply the next one; no point retrying an old slot.
    queue: { retryLimit: 0, deleteAfterSeconds: 3600, expireInSeconds: 300 },
    run: () => closeExpiredAttempts(db),
  });
}

/** Old idempotency keys go once an hour (a cron schedule: one job per hour across every instance). */
export function pruneKeysJob(db: Db) {
  return defineJob<Record<string, never>>({ name: 'prune-idempotency-keys', queue: { retryLimit: 2 }, run: () => pruneIdempotencyKeys(db) });
}

/**
 * Every instance asks for a sweep each interval; the queue keeps one job per slot (singletonKey + singletonSeconds),
 * so N instances still sweep once per interval, and the sweep goes on while any instance is up. The timer does not
 * keep the process alive.
 */
export async function scheduleExamSweep(jobs: Jobs, db: Db, intervalMs = EXAM_SWEEP_INTERVAL_MS): Promise<() => void> {
  const sweep = examSweepJob(db);
  const seconds = Math.max(1, Math.round(intervalMs / 1000));
  await jobs.boss.schedule(pruneKeysJob(db).name, '17 * * * *');
  const ask = () =>
    void jobs.send(sweep, {}, { singletonKey: 'sweep', singletonSeconds: seconds }).catch((err: unknown) => log.warn({ err }, 'exam sweep not queued'));
  ask();
  const timer = setInterval(ask, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
