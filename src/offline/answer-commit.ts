// The answer commit the student waits for, on the bare IndexedDB API (the same requests Dexie would issue, without
// its per-transaction bookkeeping), in one of two forms:
// - a bare put into the answers store, when this context knows the attempt is being taken and holds no newer answer
//   to the question (answer-guard.ts) — the usual case, costing what a raw put costs (the bench compares the two);
// - otherwise a checked write: one transaction reads the attempt and its answers and puts the row, all three requests
//   issued together (the browser runs them back to back instead of waiting for the reads to reach this page before
//   the put goes out). When the reads say no — the attempt is sealed, or another tab wrote a newer answer — the
//   transaction is aborted before it can commit, which undoes the put. A checked write that finds the attempt open
//   teaches the guard, so the next commits are bare puts.
//
// Writes made outside Dexie are invisible to liveQuery unless announced (announceAnswerWrite, run by the caller after
// the commit): it fires Dexie's public `storagemutated` event for the answers table, which re-runs this context's live
// queries and is forwarded by Dexie to other tabs (the database is opened with the query cache disabled).
import { Dexie, RangeSet } from 'dexie';
import type { AnswerValue } from '@/shared/exam.ts';
import { db, isQuotaError, StorageFullError, type AnswerRow, type AttemptRow } from './db.ts';
import { TABLES } from './storage-names.ts';
import { AttemptClosedError, AttemptNotFoundError } from './exam-store.ts';
import { mayWriteBlind, rememberOpen, rememberWrite } from './answer-guard.ts';

export interface CommitOutcome {
  row: AnswerRow;
  written: boolean;
}

export function announceAnswerWrite(): void {
  const all = () => new RangeSet(-Infinity, [[]]);
  const table = `idb://${db.name}/${TABLES.answers}/`;
  Dexie.on.storagemutated.fire({ [table]: all(), [`${table}:dels`]: new RangeSet() });
}

/** Resolves on commit; a full disk becomes StorageFullError, any other failure (or `refusal`) is passed on. */
function settle<T>(t: IDBTransaction, outcome: () => T, resolve: (v: T) => void, reject: (e: unknown) => void, refusal: () => Error | undefined): void {
  t.oncomplete = () => resolve(outcome());
  t.onabort = () => {
    const error = refusal() ?? t.error;
    reject(isQuotaError(error) ? new StorageFullError(error) : error);
  };
}

function putRow(row: AnswerRow): Promise<CommitOutcome> {
  return new Promise((resolve, reject) => {
    let refusal: Error | undefined;
    const t = db.backendDB().transaction(TABLES.answers, 'readwrite');
    settle(
      t,
      () => ({ row, written: true }),
      resolve,
      reject,
      () => refusal,
    );
    try {
      t.objectStore(TABLES.answers).put(row);
    } catch (e) {
      refusal = e as Error; // e.g. a DataCloneError raised at once by the put
      t.abort();
    }
  });
}

function checkedWrite(row: AnswerRow): Promise<CommitOutcome> {
  const { attemptKey, questionId, updatedAt } = row;
  return new Promise((resolve, reject) => {
    let result: CommitOutcome | undefined;
    let refusal: Error | undefined;
    const t = db.backendDB().transaction([TABLES.attempts, TABLES.answers], 'readwrite');
    settle(
      t,
      () => result!,
      resolve,
      (e) => (result && !result.written ? resolve(result) : reject(e)),
      () => refusal,
    );
    const answers = t.objectStore(TABLES.answers);
    const attemptReq = t.objectStore(TABLES.attempts).get(attemptKey);
    // Every answer of the attempt (its primary-key range), so the guard learns them all at once.
    const rowsReq = answers.getAll(IDBKeyRange.bound([attemptKey], [attemptKey, []]));
    try {
      answers.put(row);
    } catch (e) {
      refusal = e as Error;
      t.abort();
      return;
    }
    // Requests of one transaction complete in order, and it cannot commit before the put's success event: the
    // decision below is taken while an abort still undoes everything.
    rowsReq.onsuccess = () => {
      const attempt = attemptReq.result as AttemptRow | undefined;
      const rows = rowsReq.result as AnswerRow[];
      if (!attempt || attempt.status !== 'doing') {
        refusal = attempt ? new AttemptClosedError() : new AttemptNotFoundError();
        t.abort();
        return;
      }
      const existing = rows.find((r) => r.questionId === questionId);
      // Aborted on purpose to keep a newer answer from another tab: that answer is the outcome.
      result = existing && existing.updatedAt > updatedAt ? { row: existing, written: false } : { row, written: true };
      if (!result.written) t.abort();
      rememberOpen(attemptKey, result.written ? [...rows.filter((r) => r !== existing), row] : rows);
    };
  });
}

/** Last write wins by updatedAt; refuses once the attempt is no longer being taken. */
export async function commitAnswer(attemptKey: string, questionId: number, value: AnswerValue | null, updatedAt: number): Promise<CommitOutcome> {
  if (!db.isOpen()) await db.open();
  // syncedAt null: this version is new, so the server does not hold it whatever it held before (isUnsynced).
  const row: AnswerRow = { attemptKey, questionId, answer: value, dirty: true, updatedAt, syncedAt: null };
  if (!mayWriteBlind(attemptKey, questionId, updatedAt)) return checkedWrite(row);
  // Noted before the put goes out: an older change to the same question issued meanwhile takes the checked write,
  // which runs after this put and so sees it.
  rememberWrite(attemptKey, questionId, updatedAt);
  return putRow(row);
}
