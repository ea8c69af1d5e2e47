// The answer commit the student waits for, on the bare IndexedDB API: one readwrite transaction that reads the
// attempt's status and the question's row and puts the new row — the same requests Dexie would issue, without its
// per-transaction bookkeeping, so the commit costs about what a raw put costs (the bench compares the two).
//
// Writes made outside Dexie are invisible to liveQuery unless announced: after the commit this fires Dexie's public
// `storagemutated` event for the answers table, which re-runs this context's live queries and is forwarded by Dexie
// to other tabs (the database is opened with the query cache disabled, so nothing stale is served from memory).
import { Dexie, RangeSet } from 'dexie';
import type { AnswerValue } from '@/shared/exam.ts';
import { db, isQuotaError, StorageFullError, type AnswerRow, type AttemptRow } from './db.ts';
import { TABLES } from './storage-names.ts';
import { AttemptClosedError, AttemptNotFoundError } from './exam-store.ts';

export interface CommitOutcome {
  row: AnswerRow;
  written: boolean;
}

function announce(): void {
  const all = () => new RangeSet(-Infinity, [[]]);
  const table = `idb://${db.name}/${TABLES.answers}/`;
  Dexie.on.storagemutated.fire({ [table]: all(), [`${table}attemptKey`]: all(), [`${table}:dels`]: new RangeSet() });
}

/** Last write wins by updatedAt; refuses once the attempt is no longer being taken. */
export async function commitAnswer(
  attemptKey: string, questionId: number, value: AnswerValue | null, updatedAt: number,
): Promise<CommitOutcome> {
  if (!db.isOpen()) await db.open();
  const outcome = await new Promise<CommitOutcome>((resolve, reject) => {
    let result: CommitOutcome | undefined;
    let refusal: Error | undefined;
    let t: IDBTransaction;
    try {
      t = db.backendDB().transaction([TABLES.attempts, TABLES.answers], 'readwrite');
    } catch (e) {
      reject(e);
      return;
    }
    const answers = t.objectStore(TABLES.answers);
    const attemptReq = t.objectStore(TABLES.attempts).get(attemptKey);
    const existingReq = answers.get([attemptKey, questionId]);
    // Requests of one transaction complete in order: the attempt is read when the row's read succeeds.
    existingReq.onsuccess = () => {
      const attempt = attemptReq.result as AttemptRow | undefined;
      const existing = existingReq.result as AnswerRow | undefined;
      if (!attempt || attempt.status !== 'doing') {
        refusal = attempt ? new AttemptClosedError() : new AttemptNotFoundError();
        t.abort();
        return;
      }
      if (existing && existing.updatedAt > updatedAt) {
        result = { row: existing, written: false };
        return;
      }
      const row: AnswerRow = {
        attemptKey, questionId, answer: value, dirty: true, updatedAt, syncedAt: existing?.syncedAt ?? null,
      };
      try {
        answers.put(row);
      } catch (e) {
        refusal = e as Error; // e.g. QuotaExceededError raised at once by the put
        t.abort();
        return;
      }
      result = { row, written: true };
    };
    t.oncomplete = () => resolve(result!);
    t.onabort = () => {
      const error = refusal ?? t.error;
      reject(isQuotaError(error) ? new StorageFullError(error) : error);
    };
  });
  if (outcome.written) announce();
  return outcome;
}
