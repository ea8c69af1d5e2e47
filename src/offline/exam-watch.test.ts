import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAttemptStore } from './exam-watch.ts';
import { saveAnswer } from './exam-answers.ts';
import { attemptKeyOf, sealAttempt } from './exam-store.ts';
import { drain } from './outbox.ts';
import { resetOfflineDb, scriptedSender, seedAttempt, text } from './test-fixtures.ts';

const KEY = attemptKeyOf(5, 7);

beforeEach(resetOfflineDb);

describe('createAttemptStore', () => {
  it('follows answers, sealing and a delivered submission', async () => {
    await seedAttempt();
    const store = createAttemptStore(KEY);
    const stop = store.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ loaded: true, attempt: { status: 'doing' } }));
      expect(store.getSnapshot().attempt?.fractions[0]?.questions).toHaveLength(3);

      await saveAnswer(KEY, 2, text('b'));
      await vi.waitFor(() => expect(store.getSnapshot().answers.get(2)?.answer).toEqual(text('b')));

      await sealAttempt(KEY);
      await vi.waitFor(() => expect(store.getSnapshot().attempt?.status).toBe('sealed'));

      await drain({ send: scriptedSender([200, 200]).send, locks: null });
      await vi.waitFor(() => expect(store.getSnapshot().attempt?.status).toBe('submitted'));
      expect(store.getSnapshot().attempt?.submitResult).toMatchObject({ ok: true });
    } finally {
      stop();
    }
  });
});
