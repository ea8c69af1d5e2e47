// Answers of a local attempt: each change is committed to IndexedDB together with its queued server save before the
// promise resolves, so "đã lưu" on screen means it survives a reload, a crash or a dead battery.
//
// Many changes become one request: an attempt has at most one *unsent* answers item, and each change replaces its
// question's entry in that item's body. An item the drainer has touched (attempts > 0) is frozen — its
// Idempotency-Key may already be on the server with that body — so the next change starts a new item.
import type { AnswerValue, PerformUpdateBody } from '@/shared/exam.ts';
import { db, tx, type AnswerRow } from './db.ts';
import { TABLES } from './storage-names.ts';
import { serverNow } from './exam-clock.ts';
import { publishExamChange } from './exam-channel.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { newOutboxItem } from './outbox.ts';
import { OFFLINE_MSG } from './offline-messages.ts';
import { cachedServerTimeFloor, raiseServerTimeFloor } from './server-time-floor.ts';
import { AttemptClosedError, AttemptNotFoundError, performUrl, toSavedAnswer } from './exam-store.ts';

export async function getAnswers(attemptKey: string): Promise<AnswerRow[]> {
  return db.answers.where('attemptKey').equals(attemptKey).toArray();
}

/** Answers the server does not hold yet (for a per-question "chưa đồng bộ" mark). */
export const isUnsynced = (row: AnswerRow) => row.syncedAt === null || row.syncedAt < row.updatedAt;

/**
 * Saves one answer and queues it for the server in the same transaction; resolves after the commit with the row that
 * won — a newer write from another tab (later updatedAt) is kept and returned instead. Throws StorageFullError
 * when the device is full, AttemptClosedError once the attempt is sealed.
 */
export async function saveAnswer(
  attemptKey: string,
  questionId: number,
  value: AnswerValue | null,
  updatedAt: number = Date.now(),
): Promise<AnswerRow> {
  const { row, written } = await tx('rw', [TABLES.attempts, TABLES.answers, TABLES.outbox, TABLES.kv], async () => {
    // Reads, then writes, are issued together: IndexedDB pipelines the requests of one transaction, so the commit
    // costs two round trips instead of six (the bench compares this with a raw put).
    const [attempt, existing, items] = await Promise.all([
      db.attempts.get(attemptKey),
      db.answers.get([attemptKey, questionId]),
      db.outbox.where('[group+kind]').equals([attemptKey, 'answers']).toArray(),
    ]);
    if (!attempt) throw new AttemptNotFoundError();
    if (attempt.status !== 'doing') throw new AttemptClosedError();
    if (existing && existing.updatedAt > updatedAt) return { row: existing, written: false };

    const row: AnswerRow = {
      attemptKey, questionId, answer: value, dirty: true, updatedAt, syncedAt: existing?.syncedAt ?? null,
    };
    const saved = toSavedAnswer(row);
    const open = items.find((item) => item.state === 'pending' && item.attempts === 0);
    let queued: Promise<unknown>;
    if (open) {
      const body = open.body as PerformUpdateBody;
      const answers = body.answers.filter((a) => a.questionId !== questionId);
      answers.push(saved);
      queued = db.outbox.put({ ...open, body: { ...body, answers }, updatedAt: Date.now() });
    } else {
      queued = db.outbox.add(newOutboxItem({
        userId: attempt.userId, schoolId: attempt.schoolId, kind: 'answers', group: attemptKey, method: 'PUT',
        url: performUrl(attempt), body: { answers: [saved] } satisfies PerformUpdateBody,
        label: OFFLINE_MSG.answersLabel(attempt.title),
      }));
    }
    const floor = raiseServerTimeFloor(serverNow(attempt, cachedServerTimeFloor()));
    await Promise.all([db.answers.put(row), queued, floor]);
    return { row, written: true };
  });
  if (written) {
    emitOutboxEvent('enqueued');
    publishExamChange({ type: 'answer', attemptKey, questionId, updatedAt: row.updatedAt });
  }
  return row;
}
