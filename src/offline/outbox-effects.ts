// What a delivered outbox item changes locally: a delivered answer save marks its answers synced, a delivered
// submission marks the attempt submitted with the server's result, and the server time in the answer re-measures the
// exam clock. Runs inside the drain's transaction, in the page or the service worker.
import { ATTEMPT_DEVICE_CHECKS, type PerformUpdateBody, type PerformUpdateResult } from '@/shared/exam.ts';
import { db, type OutboxItem } from './db.ts';
import { anchorServerTime, measureClockOffset } from './exam-clock.ts';
import { raiseServerTimeFloor, readServerTimeFloor } from './server-time-floor.ts';
import { applyDeliveredRecording } from './recording-effects.ts';

function answersOf(body: unknown): PerformUpdateBody['answers'] {
  const answers = (body as Partial<PerformUpdateBody> | null)?.answers;
  return Array.isArray(answers) ? answers : [];
}

/** Only a value the server now holds is synced; a newer local change made meanwhile still waits for its item. */
async function markSynced(attemptKey: string, sent: PerformUpdateBody['answers'], now: number): Promise<void> {
  const rows = await db.answers.bulkGet(sent.map((a) => [attemptKey, a.questionId] as [string, number]));
  const synced = rows.flatMap((row, i) => (row && row.updatedAt <= Date.parse(sent[i]!.clientUpdatedAt) ? [{ ...row, syncedAt: now }] : []));
  if (synced.length) await db.answers.bulkPut(synced);
}

/** The server refused an exam write because another device took the attempt over (ATTEMPT_DEVICE_CHECKS). */
export function isTakenOver(body: unknown): boolean {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : null;
  return Boolean(errors && typeof errors === 'object' && ATTEMPT_DEVICE_CHECKS.takenOver in errors);
}

/** The attempt now belongs to another device: nothing more is queued or sealed for it here (tables: attempts). */
export async function markTakenOver(attemptKey: string, now: number): Promise<void> {
  const attempt = await db.attempts.get(attemptKey);
  if (attempt && attempt.status !== 'submitted' && attempt.status !== 'graded') await db.attempts.put({ ...attempt, status: 'takenOver', updatedAt: now });
}

/**
 * Applies a delivered item (tables: outbox, attempts, answers, kv, recordings). `requestMidMs` is the device time halfway through the request, for the clock offset.
 */
export async function applyDelivered(item: OutboxItem, data: unknown, now: number, requestMidMs: number): Promise<void> {
  if (item.kind === 'recording') {
    await applyDeliveredRecording(item, data, now);
    return;
  }
  if (item.kind !== 'answers' && item.kind !== 'submission') return;
  const attemptKey = item.group;
  // The reads go out together: on a busy tablet each wait for IndexedDB costs more than the work itself.
  const [attempt] = await Promise.all([
    db.attempts.get(attemptKey),
    readServerTimeFloor(), // so that raising it below is a write only
    // A delivered submission closes the attempt: its answers are never queued again (only attempts being taken are),
    // so their sync marks would be written for nobody — forty rows read and rewritten after the request for nothing.
    item.kind === 'answers' ? markSynced(attemptKey, answersOf(item.body), now) : null,
  ]);
  if (!attempt) return;
  const result = data && typeof data === 'object' ? (data as Partial<PerformUpdateResult>) : {};
  const next = { ...attempt, updatedAt: now };
  // Every save answered online re-measures the clock, so a device clock changed while the app was closed is
  // corrected by the first delivered save, not only by the next fetch of the attempt.
  const serverNowMs = typeof result.serverNow === 'string' ? Date.parse(result.serverNow) : NaN;
  if (!Number.isNaN(serverNowMs)) {
    next.clockOffsetMs = measureClockOffset(serverNowMs, requestMidMs, requestMidMs);
    anchorServerTime(attemptKey, serverNowMs, requestMidMs);
  }
  if (item.kind === 'submission') {
    next.status = attempt.status === 'graded' ? 'graded' : 'submitted';
    next.submitResult = (data as PerformUpdateResult | null) ?? null;
  }
  await Promise.all([db.attempts.put(next), Number.isNaN(serverNowMs) ? null : raiseServerTimeFloor(serverNowMs)]);
}
