import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { LhsDb, StorageFullError, db, isQuotaError, tx } from './db.ts';
import { saveAnswer } from './exam-answers.ts';
import { attemptKeyOf } from './exam-store.ts';
import { resetOfflineDb, seedAttempt, text } from './test-fixtures.ts';
import { TABLES } from './storage-names.ts';

const KEY = attemptKeyOf(5, 7);
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(resetOfflineDb);
afterEach(() => vi.restoreAllMocks());

describe('a full disk', () => {
  it('surfaces as StorageFullError with the Vietnamese message, and nothing half-saved remains', async () => {
    await seedAttempt();
    // The answer commit uses the bare IndexedDB API (answer-commit.ts): the put itself reports the full disk.
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw quota();
    });
    const error = await saveAnswer(KEY, 1, text('a')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as Error).message).toBe('Bộ nhớ của thiết bị đã đầy. Hãy xoá bớt dữ liệu hoặc giải phóng dung lượng để tiếp tục lưu bài.');
    expect(await db.answers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('is recognised when Dexie wraps it in an abort error', () => {
    const wrapped = new Dexie.AbortError('Transaction aborted', quota());
    expect(isQuotaError(wrapped)).toBe(true);
    expect(isQuotaError(new Dexie.ConstraintError('duplicate'))).toBe(false);
  });

  it('other errors pass through unchanged', async () => {
    const boom = new Error('boom');
    await expect(
      tx('rw', [TABLES.kv], async () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});

describe('schema upgrades', () => {
  it("version 3 drops the answers' attemptKey index and keeps every answer of a version 2 database", async () => {
    const name = `upgrade-${Math.random()}`;
    const old = new Dexie(name);
    old.version(1).stores({
      attempts: 'key, userId, status',
      attemptContent: 'attemptKey',
      answers: '[attemptKey+questionId], attemptKey',
      outbox: '++id, &key, userId, state, [group+kind]',
      kv: 'key',
    });
    old.version(2).stores({ recordings: 'key, [userId+schoolId], uploadedAt' });
    const row = (attemptKey: string, questionId: number) => ({ attemptKey, questionId, answer: text('x'), dirty: true, updatedAt: 1, syncedAt: null });
    await old.table('answers').bulkAdd([row('5:7', 2), row('5:7', 1), row('5:8', 1)]);
    old.close();

    const upgraded = new LhsDb(name);
    const rows = await upgraded.answers.where('[attemptKey+questionId]').between(['5:7', Dexie.minKey], ['5:7', Dexie.maxKey]).toArray();
    expect(rows.map((r) => r.questionId)).toEqual([1, 2]);
    expect([...upgraded.backendDB().transaction('answers').objectStore('answers').indexNames]).toEqual([]);
    upgraded.close();
    await Dexie.delete(name);
  });
});
