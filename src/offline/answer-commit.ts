// The answer commit the student waits for, on the bare IndexedDB API: one readwrite transaction that reads the
// attempt's status and the question's row and puts the new row — the same requests Dexie would issue, without its
// per-transaction bookkeeping, so the commit costs about what a raw put costs (the bench compares the two).
// The three requests are issued together (optimistic write): the browser runs them back to back instead of waiting
// for the reads to come back to this page before the put goes out. When the reads say no — the attempt is sealed, or
// another tab wrote a newer answer — the transaction is aborted before it can commit, which undoes the put.
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
  Dexie.on.storagemutated.fire({ [table]: all(), [`${table}:dels`]: new RangeSet() });
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
    t.oncomplete = () => resolve(result!);
    t.onabort = () => {
      // Aborted on purpose to keep a newer answer from another tab: that answer is the outcome.
      if (result && !result.written) {
        resolve(result);
        return;
      }
      const error = refusal ?? t.error;
      reject(isQuotaError(error) ? new StorageFullError(error) : error);
    };
    const answers = t.objectStore(TABLES.answers);
    // syncedAt null: this version is new, so the server does not hold it whatever it held before (isUnsynced).
    const row: AnswerRow = { attemptKey, questionId, answer: value, dirty: true, updatedAt, syncedAt: null };
    const attemptReq = t.objectStore(TABLES.attempts).get(attemptKey);
    const existingReq = answers.get([attemptKey, questionId]);
    try {
      answers.put(row);
    } catch (e) {
      refusal = e as Error; // e.g. a DataCloneError raised at once by the put
      t.abort();
      return;
    }
    // Requests of one transaction complete in order, and it cannot commit before the put's success event: the
    // decision below is taken while an abort still undoes everything.
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
        t.abort();
        return;
      }
      result = { row, written: true };
    };
  });
  if (outcome.written) announce();
  return outcome;
}
