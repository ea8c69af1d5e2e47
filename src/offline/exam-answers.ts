// Answers of a local attempt: each change is committed to IndexedDB before the promise resolves, so "Đã lưu" on screen
// means it survives a reload, a crash or a dead battery.
//
// The commit the student waits for is one small transaction (answer-commit.ts). The server request is not built here: rows
// the server does not hold yet (syncedAt < updatedAt) are turned into outbox items by exam-answer-items.ts when the
// drainer runs (and shortly after each change), so nothing is lost if the tab dies right after this commit — the next
// drain, in any tab or the service worker, picks the row up.
import type { AnswerValue } from '@/shared/exam.ts';
import { answersOfAttempt, type AnswerRow } from './db.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { announceAnswerWrite, commitAnswer } from './answer-commit.ts';
import { afterCommit } from './after-commit.ts';

export async function getAnswers(attemptKey: string): Promise<AnswerRow[]> {
  return answersOfAttempt(attemptKey).toArray();
}

/** Answers the server does not hold yet (for a per-question "chưa đồng bộ" mark). */
export const isUnsynced = (row: AnswerRow) => row.syncedAt === null || row.syncedAt < row.updatedAt;

/**
 * Saves one answer; resolves after the commit with the row that won — a newer write from another tab (later
 * updatedAt) is kept and returned instead. Throws StorageFullError when the device is full, AttemptClosedError once
 * the attempt is sealed, here or in another tab.
 */
export async function saveAnswer(attemptKey: string, questionId: number, value: AnswerValue | null, updatedAt: number = Date.now()): Promise<AnswerRow> {
  const { row, written } = await commitAnswer(attemptKey, questionId, value, updatedAt);
  if (written) {
    // After the caller has heard "saved": live queries here and in other tabs re-read, and the page's sync triggers
    // build the request shortly after (debounced) and send it when online.
    afterCommit(() => {
      announceAnswerWrite();
      emitOutboxEvent('enqueued');
    });
  }
  return row;
}
