// The answer commit: one transaction that checks the attempt and the stored answer and writes, or changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { getAnswers, saveAnswer } from './exam-answers.ts';
import { AttemptClosedError, AttemptNotFoundError, attemptKeyOf, saveAttempt, sealAttempt } from './exam-store.ts';
import { resetOfflineDb, seedAttempt, source, text } from './test-fixtures.ts';

const KEY = attemptKeyOf(5, 7);

beforeEach(async () => {
  await resetOfflineDb();
  await db.open();
});

describe('commitAnswer', () => {
  it('writes each change, the latest one per question kept', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    await saveAnswer(KEY, 2, text('b'));
    await saveAnswer(KEY, 1, text('c'));
    expect((await getAnswers(KEY)).map((r) => r.answer)).toEqual([text('c'), text('b')]);
  });

  it('refuses a change after the attempt was sealed, and keeps the answer that was sent', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    await sealAttempt(KEY);
    await expect(saveAnswer(KEY, 1, text('late'))).rejects.toBeInstanceOf(AttemptClosedError);
    expect((await getAnswers(KEY))[0]?.answer).toEqual(text('a'));
  });

  it('refuses a change to an attempt this device does not hold', async () => {
    await expect(saveAnswer(KEY, 1, text('a'))).rejects.toBeInstanceOf(AttemptNotFoundError);
    expect(await db.answers.count()).toBe(0);
  });

  it('keeps a newer answer merged in from the server copy over a stale screen', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('mine'), Date.parse('2026-11-21T08:01:00Z'));
    const fromOtherDevice = { questionId: 1, answer: text('other device'), clientUpdatedAt: '2026-11-21T08:05:00.000Z' };
    const src = source({ answers: [fromOtherDevice] });
    await saveAttempt(src, src.serverNow, Date.now(), Date.now());
    const winner = await saveAnswer(KEY, 1, text('stale screen'), Date.parse('2026-11-21T08:03:00Z'));
    expect(winner.answer).toEqual(text('other device'));
    expect((await getAnswers(KEY))[0]?.answer).toEqual(text('other device'));
  });

  it('keeps the newer of two changes to a question whatever order they arrive in', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('new'), 2_000);
    const winner = await saveAnswer(KEY, 1, text('old'), 1_000);
    expect(winner.answer).toEqual(text('new'));
    expect((await getAnswers(KEY))[0]).toMatchObject({ answer: text('new'), updatedAt: 2_000 });
  });
});
