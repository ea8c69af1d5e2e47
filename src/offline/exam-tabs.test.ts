// The same attempt open in two tabs: each tab is a separate copy of the offline modules (own Dexie connection, own
// BroadcastChannel), as after vi.resetModules().
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PerformUpdateBody } from '@/shared/exam.ts';
import { db } from './db.ts';
import { getAnswers, saveAnswer } from './exam-answers.ts';
import { attemptKeyOf, sealAttempt } from './exam-store.ts';
import { subscribeExamChanges, type ExamChange } from './exam-channel.ts';
import { resetOfflineDb, seedAttempt, text } from './test-fixtures.ts';

const KEY = attemptKeyOf(5, 7);

async function openSecondTab() {
  vi.resetModules();
  const answers = await import('./exam-answers.ts');
  const store = await import('./exam-store.ts');
  const channel = await import('./exam-channel.ts');
  const dbModule = await import('./db.ts');
  const items = await import('./exam-answer-items.ts');
  return { ...answers, ...store, ...channel, ...items, db: dbModule.db };
}

const nextMessage = (subscribe: typeof subscribeExamChanges) =>
  new Promise<ExamChange>((resolve) => {
    const stop = subscribe(KEY, (change) => {
      stop();
      resolve(change);
    });
  });

beforeEach(resetOfflineDb);

describe('one attempt in two tabs', () => {
  it('loses no answer, tells the other tab, and lets the later change win', async () => {
    await seedAttempt();
    const tabB = await openSecondTab();
    try {
      const heardByB = nextMessage(tabB.subscribeExamChanges);
      await saveAnswer(KEY, 1, text('from A'), 1_000);
      expect(await heardByB).toEqual({ type: 'answer', attemptKey: KEY, questionId: 1, updatedAt: 1_000 });

      const heardByA = nextMessage(subscribeExamChanges);
      await tabB.saveAnswer(KEY, 2, text('from B'), 2_000);
      expect(await heardByA).toMatchObject({ type: 'answer', questionId: 2 });

      // Tab A still shows an old screen and writes question 2 with an older change time: B's answer stays.
      await saveAnswer(KEY, 2, text('stale A'), 1_500);
      const rows = await tabB.getAnswers(KEY);
      expect(rows.map((r) => r.answer)).toEqual([text('from A'), text('from B')]);

      await tabB.materializeAnswerItems();
      const items = await db.outbox.toArray();
      expect(items).toHaveLength(1);
      expect((items[0]!.body as PerformUpdateBody).answers.map((a) => a.answer)).toEqual([text('from A'), text('from B')]);

      const [a, b] = await Promise.all([sealAttempt(KEY), tabB.sealAttempt(KEY)]);
      expect(a?.key).toBe(b?.key);
      expect(await db.outbox.where('[group+kind]').equals([KEY, 'submission']).count()).toBe(1);
      expect(await getAnswers(KEY)).toHaveLength(2);
    } finally {
      tabB.closeExamChannel();
      tabB.db.close();
    }
  });

  it('refuses a change in one tab once the other tab sealed the attempt, after writing its earlier ones blind', async () => {
    await seedAttempt();
    const tabB = await openSecondTab();
    try {
      await saveAnswer(KEY, 1, text('before the bell'));
      await saveAnswer(KEY, 2, text('also before'));
      const heardByA = new Promise<void>((resolve) => {
        let seen = 0;
        // Tab B announces the seal before its transaction and again after it committed.
        const stop = subscribeExamChanges(KEY, (change) => {
          if (change.type === 'attempt' && ++seen === 2) {
            stop();
            resolve();
          }
        });
      });
      const submission = await tabB.sealAttempt(KEY);
      await heardByA;
      await expect(saveAnswer(KEY, 1, text('after the bell'))).rejects.toMatchObject({ name: 'AttemptClosedError' });
      expect((submission!.body as PerformUpdateBody).answers.map((a) => a.answer)).toEqual([text('before the bell'), text('also before')]);
      expect((await getAnswers(KEY))[0]?.answer).toEqual(text('before the bell'));
    } finally {
      tabB.closeExamChannel();
      tabB.db.close();
    }
  });
});
