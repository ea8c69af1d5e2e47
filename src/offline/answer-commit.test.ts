// The answer commit's two forms: a bare put once this context knows the attempt is open, a checked write otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import { getAnswers, saveAnswer } from './exam-answers.ts';
import { AttemptClosedError, attemptKeyOf, saveAttempt, sealAttempt } from './exam-store.ts';
import { resetOfflineDb, seedAttempt, source, text } from './test-fixtures.ts';

const KEY = attemptKeyOf(5, 7);

/** The object stores of every transaction the answer commit opens on the bare IndexedDB connection. */
function recordScopes() {
  const backend = db.backendDB();
  const scopes: string[][] = [];
  const original = backend.transaction.bind(backend);
  const record = (names: string | string[], mode?: IDBTransactionMode) => {
    scopes.push(typeof names === 'string' ? [names] : [...names]);
    return original(names, mode);
  };
  const spy = vi.spyOn(backend, 'transaction').mockImplementation(record as typeof backend.transaction);
  return { scopes, stop: () => spy.mockRestore() };
}

beforeEach(async () => {
  await resetOfflineDb();
  await db.open();
});

describe('commitAnswer', () => {
  let recorder: ReturnType<typeof recordScopes>;
  afterEach(() => recorder?.stop());

  it('reads the attempt once, then writes each answer with a bare put', async () => {
    await seedAttempt();
    recorder = recordScopes();
    await saveAnswer(KEY, 1, text('a'));
    await saveAnswer(KEY, 2, text('b'));
    await saveAnswer(KEY, 1, text('c'));
    expect(recorder.scopes).toEqual([['attempts', 'answers'], ['answers'], ['answers']]);
    expect((await getAnswers(KEY)).map((r) => r.answer)).toEqual([text('c'), text('b')]);
  });

  it('reads again after the attempt was sealed here, and refuses the change', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    await sealAttempt(KEY);
    recorder = recordScopes();
    await expect(saveAnswer(KEY, 1, text('late'))).rejects.toBeInstanceOf(AttemptClosedError);
    expect(recorder.scopes).toEqual([['attempts', 'answers']]);
    expect((await getAnswers(KEY))[0]?.answer).toEqual(text('a'));
  });

  it('reads again after the server copy was merged in, so a newer server answer is kept', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('mine'), Date.parse('2026-11-21T08:01:00Z'));
    const fromOtherDevice = { questionId: 1, answer: text('other device'), clientUpdatedAt: '2026-11-21T08:05:00.000Z' };
    const src = source({ answers: [fromOtherDevice] });
    await saveAttempt(src, src.serverNow, Date.now(), Date.now());
    recorder = recordScopes();
    const winner = await saveAnswer(KEY, 1, text('stale screen'), Date.parse('2026-11-21T08:03:00Z'));
    expect(winner.answer).toEqual(text('other device'));
    expect(recorder.scopes).toEqual([['attempts', 'answers']]);
    expect((await getAnswers(KEY))[0]?.answer).toEqual(text('other device'));
  });

  it('takes the checked write for an older change to a question it knows a newer answer of', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('new'), 2_000);
    recorder = recordScopes();
    const winner = await saveAnswer(KEY, 1, text('old'), 1_000);
    expect(winner.answer).toEqual(text('new'));
    expect(recorder.scopes).toEqual([['attempts', 'answers']]);
  });
});
