// The answer commit the student waits for: one IndexedDB transaction over the attempt and its answers that reads the
// attempt's status and the question's stored answer and puts the new row, all three requests issued together (the
// browser runs them back to back instead of waiting for the reads to reach this page before the put goes out). When
// the reads say no — the attempt is sealed or unknown, or another tab wrote a newer answer — the transaction is
// aborted before it can commit, which undoes the put. A seal is a write transaction over the same attempt, so
// IndexedDB orders the two: a change is either in the submission or refused, never saved and left out.
//
// Written on the connection Dexie opened (its documented backendDB()), not through Dexie's own transaction: Dexie's
// bookkeeping per transaction costs more than the put itself, and the student waits on this commit at every keystroke
// pause (the bench compares it with a bare put). Writes made outside Dexie's API are announced to live queries with
// Dexie's documented `storagemutated` event (announceAnswerWrite, run by the caller after the commit), which re-runs
// this context's live queries and is forwarded by Dexie to other tabs.
import { Dexie, RangeSet } from 'dexie';
import type { AnswerValue } from '@/shared/exam.ts';
import { db, isQuotaError, StorageFullError, type AnswerRow, type AttemptRow } from './db.ts';
import { TABLES } from './storage-names.ts';
import { AttemptClosedError, AttemptNotFoundError } from './exam-store.ts';

export interface CommitOutcome {
  row: AnswerRow;
  written: boolean;
}

/** Tells live queries here and in other tabs that the answers table changed. */
export function announceAnswerWrite(): void {
  const table = `idb://${db.name}/${TABLES.answers}/`;
  Dexie.on.storagemutated.fire({ [table]: new RangeSet(-Infinity, [[]]), [`${table}:dels`]: new RangeSet() });
}

function checkedWrite(row: AnswerRow): Promise<CommitOutcome> {
  const { attemptKey, questionId, updatedAt } = row;
  return new Promise((resolve, reject) => {
    let result: CommitOutcome | undefined;
    let refusal: Error | undefined;
    const t = db.backendDB().transaction([TABLES.attempts, TABLES.answers], 'readwrite');
    t.oncomplete = () => resolve(result!);
    t.onabort = () => {
      // Aborted on purpose to keep a newer answer from another tab: that answer is the outcome.
      if (result && !result.written) return resolve(result);
      const error = refusal ?? t.error;
      reject(isQuotaError(error) ? new StorageFullError(error) : error);
    };
    const answers = t.objectStore(TABLES.answers);
    const attemptReq = t.objectStore(TABLES.attempts).get(attemptKey);
    const storedReq = answers.get([attemptKey, questionId]);
    try {
      answers.put(row);
    } catch (e) {
      refusal = e as Error; // e.g. a DataCloneError raised at once by the put
      t.abort();
      return;
    }
    // Requests of one transaction complete in order, and it cannot commit before the put's success event: the
    // decision below is taken while an abort still undoes everything.
    storedReq.onsuccess = () => {
      const attempt = attemptReq.result as AttemptRow | undefined;
      const stored = storedReq.result as AnswerRow | undefined;
      if (!attempt || attempt.status !== 'doing') {
        refusal = attempt ? new AttemptClosedError() : new AttemptNotFoundError();
        t.abort();
        return;
      }
      result = stored && stored.updatedAt > updatedAt ? { row: stored, written: false } : { row, written: true };
      // Committed from here, without waiting for the put's result to reach this page and come back.
      if (result.written) t.commit?.();
      else t.abort();
    };
  });
}

/** Last write wins by updatedAt; refuses once the attempt is no longer being taken. */
export async function commitAnswer(attemptKey: string, questionId: number, value: AnswerValue | null, updatedAt: number): Promise<CommitOutcome> {
  if (!db.isOpen()) await db.open();
  // syncedAt null: this version is new, so the server does not hold it whatever it held before (isUnsynced).
  return checkedWrite({ attemptKey, questionId, answer: value, dirty: true, updatedAt, syncedAt: null });
}
