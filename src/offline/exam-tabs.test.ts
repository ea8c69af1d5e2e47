// The same attempt open in two tabs: each tab is a separate copy of the offline modules (own Dexie connection), as
// after vi.resetModules().
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PerformUpdateBody } from '@/shared/exam.ts';
import { db } from './db.ts';
import { getAnswers, saveAnswer } from './exam-answers.ts';
import { attemptKeyOf, sealAttempt } from './exam-store.ts';
import { resetOfflineDb, seedAttempt, text } from './test-fixtures.ts';

const KEY = attemptKeyOf(5, 7);

async function openSecondTab() {
  vi.resetModules();
  const answers = await import('./exam-answers.ts');
  const store = await import('./exam-store.ts');
  const dbModule = await import('./db.ts');
  const items = await import('./exam-answer-items.ts');
  return { ...answers, ...store, ...items, db: dbModule.db };
}

beforeEach(resetOfflineDb);

describe('one attempt in two tabs', () => {
  it('loses no answer and lets the later change win', async () => {
    await seedAttempt();
    const tabB = await openSecondTab();
    try {
      await saveAnswer(KEY, 1, text('from A'), 1_000);
      await tabB.saveAnswer(KEY, 2, text('from B'), 2_000);

      // Tab A still shows an old screen and writes question 2 with an older change time: B's answer stays.
      const winner = await saveAnswer(KEY, 2, text('stale A'), 1_500);
      expect(winner.answer).toEqual(text('from B'));
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
      tabB.db.close();
    }
  });

  it('refuses a change in one tab once the other tab sealed the attempt, with no message between them', async () => {
    await seedAttempt();
    const tabB = await openSecondTab();
    try {
      await saveAnswer(KEY, 1, text('before the bell'));
      await saveAnswer(KEY, 2, text('also before'));
      const submission = await tabB.sealAttempt(KEY);
      await expect(saveAnswer(KEY, 1, text('after the bell'))).rejects.toMatchObject({ name: 'AttemptClosedError' });
      expect((submission!.body as PerformUpdateBody).answers.map((a) => a.answer)).toEqual([text('before the bell'), text('also before')]);
      expect((await getAnswers(KEY))[0]?.answer).toEqual(text('before the bell'));
    } finally {
      tabB.db.close();
    }
  });

  it('a change racing the other tab’s seal is either in the submission or refused, never saved and left out', async () => {
    await seedAttempt();
    const tabB = await openSecondTab();
    try {
      await saveAnswer(KEY, 1, text('early'));
      const [change, submission] = await Promise.all([saveAnswer(KEY, 2, text('at the bell')).catch((e: unknown) => e), tabB.sealAttempt(KEY)]);
      const sent = (submission!.body as PerformUpdateBody).answers.map((a) => a.answer);
      if (change instanceof Error) {
        expect(change.name).toBe('AttemptClosedError');
        expect(sent).toEqual([text('early')]);
        expect(await getAnswers(KEY)).toHaveLength(1);
      } else {
        expect(sent).toEqual([text('early'), text('at the bell')]);
      }
    } finally {
      tabB.db.close();
    }
  });
});
