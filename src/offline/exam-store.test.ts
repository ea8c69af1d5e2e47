import { beforeEach, describe, expect, it } from 'vitest';
import { LhsDb, db } from './db.ts';
import { getAnswers, saveAnswer } from './exam-answers.ts';
import { materializeAnswerItems } from './exam-answer-items.ts';
import {
  AttemptClosedError,
  attemptKeyOf,
  findLatestAttempt,
  getAttempt,
  saveAttempt,
  saveResult,
  sealAttempt,
  sealExpiredAttempts,
  setCurrentQuestion,
} from './exam-store.ts';
import { resetOfflineDb, seedAttempt, source, text } from './test-fixtures.ts';
import type { ExamResult, PerformUpdateBody } from '@/shared/exam.ts';

const KEY = attemptKeyOf(5, 7);

beforeEach(resetOfflineDb);

describe('saveAnswer', () => {
  it('has committed the answer when it resolves (read back through a second connection)', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('Hà Nội'));
    const other = new LhsDb();
    try {
      const row = await other.answers.get([KEY, 1]);
      expect(row?.answer).toEqual(text('Hà Nội'));
      expect(row?.dirty).toBe(true);
      expect(row?.syncedAt).toBeNull();
      // The request is built from the unsynced row by the drainer (or shortly after), not in the commit.
      expect(await other.outbox.count()).toBe(0);
      expect(await materializeAnswerItems()).toBe(1);
      expect(await other.outbox.count()).toBe(1);
    } finally {
      other.close();
    }
  });

  it('coalesces 40 changes into one pending answers request holding the latest value of each question', async () => {
    await seedAttempt();
    for (let i = 0; i < 40; i++) {
      await saveAnswer(KEY, (i % 3) + 1, text(`v${i}`), 1_000 + i);
      if (i % 7 === 0) await materializeAnswerItems(); // the debounced build runs now and then during the burst
    }
    await materializeAnswerItems();
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    const body = items[0]!.body as PerformUpdateBody;
    expect(body.answers.map((a) => [a.questionId, a.answer]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [1, text('v39')],
      [2, text('v37')],
      [3, text('v38')],
    ]);
    // Building again queues nothing new: every unsynced value is already carried.
    expect(await materializeAnswerItems()).toBe(0);
    expect(body.answers.find((a) => a.questionId === 1)?.clientUpdatedAt).toBe(new Date(1_039).toISOString());
  });

  it('starts a new item once the drainer has touched the open one (its body is frozen)', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    await materializeAnswerItems();
    const first = (await db.outbox.toArray())[0]!;
    await db.outbox.update(first.id!, { attempts: 1, lastStatus: 0 });
    await saveAnswer(KEY, 2, text('b'));
    await materializeAnswerItems();
    const items = await db.outbox.orderBy('id').toArray();
    expect(items).toHaveLength(2);
    expect((items[0]!.body as PerformUpdateBody).answers.map((a) => a.questionId)).toEqual([1]);
    expect((items[1]!.body as PerformUpdateBody).answers.map((a) => a.questionId)).toEqual([2]);
  });

  it('keeps a newer answer over an older write and returns the winner', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('new'), 2_000);
    const winner = await saveAnswer(KEY, 1, text('old'), 1_000);
    expect(winner.answer).toEqual(text('new'));
    expect((await getAnswers(KEY))[0]?.answer).toEqual(text('new'));
  });
});

describe('sealAttempt', () => {
  it('queues exactly one submission with every answer, even when called twice at once', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    await saveAnswer(KEY, 3, text('c'));
    const [a, b] = await Promise.all([sealAttempt(KEY), sealAttempt(KEY)]);
    const again = await sealAttempt(KEY);
    expect(a?.id).toBeDefined();
    expect(b?.id).toBe(a?.id);
    expect(again?.key).toBe(a?.key);
    const submissions = await db.outbox.where('[group+kind]').equals([KEY, 'submission']).toArray();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.body).toMatchObject({ submit: true, answers: [{ questionId: 1 }, { questionId: 3 }] });
    expect((await getAttempt(KEY))?.status).toBe('sealed');
  });

  it('refuses answer changes after sealing', async () => {
    await seedAttempt();
    await sealAttempt(KEY);
    await expect(saveAnswer(KEY, 1, text('late'))).rejects.toBeInstanceOf(AttemptClosedError);
  });

  it('seals attempts whose deadline passed while the app was closed', async () => {
    await seedAttempt({ deadline: '2026-11-21T08:05:00.000Z' });
    expect(await sealExpiredAttempts()).toEqual([KEY]);
    expect(await db.outbox.where('[group+kind]').equals([KEY, 'submission']).count()).toBe(1);
  });
});

describe('saveAttempt', () => {
  it('restores answers, position and status; a stale server copy never reopens a sealed attempt', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 2, text('x'));
    await setCurrentQuestion(KEY, 2);
    await sealAttempt(KEY);
    const src = source();
    await saveAttempt(src, src.serverNow, Date.now(), Date.now());
    const attempt = await getAttempt(KEY);
    expect(attempt).toMatchObject({ status: 'sealed', currentQuestionId: 2, title: 'Kiểm tra 45 phút' });
    expect(attempt?.fractions[0]?.questions).toHaveLength(3);
  });

  it('takes server answers newer than the local ones and keeps newer local ones', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('local old'), Date.parse('2026-11-21T08:01:00Z'));
    await saveAnswer(KEY, 2, text('local new'), Date.parse('2026-11-21T08:09:00Z'));
    const src = source({
      answers: [
        { questionId: 1, answer: text('server'), clientUpdatedAt: '2026-11-21T08:02:00.000Z' },
        { questionId: 2, answer: text('server'), clientUpdatedAt: '2026-11-21T08:03:00.000Z' },
      ],
    });
    await saveAttempt(src, src.serverNow, Date.now(), Date.now());
    const answers = await getAnswers(KEY);
    expect(answers.map((a) => a.answer)).toEqual([text('server'), text('local new')]);
  });

  it('keeps a fetched result and marks the attempt graded once fully marked', async () => {
    await seedAttempt({ status: 'submitted' });
    await saveResult(KEY, { status: 'submitted', isFullyMarked: true, score: 8.5 } as ExamResult);
    const attempt = await getAttempt(KEY);
    expect(attempt?.status).toBe('graded');
    expect(attempt?.result?.score).toBe(8.5);
  });

  it('finds the attempt of an exam offline from the route parameters alone', async () => {
    await seedAttempt();
    expect((await findLatestAttempt(5, 11, 21))?.key).toBe(KEY);
    expect(await findLatestAttempt(5, 11, 22)).toBeUndefined();
    expect(await findLatestAttempt(6, 11, 21)).toBeUndefined();
  });
});
