import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSync } from './sync-triggers.ts';
import { saveAnswer } from './exam-answers.ts';
import { attemptKeyOf, getAttempt } from './exam-store.ts';
import { db } from './db.ts';
import { resetOfflineDb, scriptedSender, seedAttempt, text } from './test-fixtures.ts';

const KEY = attemptKeyOf(5, 7);
let stop: (() => void) | undefined;

beforeEach(resetOfflineDb);
afterEach(() => stop?.());

describe('startSync', () => {
  it('at start, submits an attempt whose deadline passed while the app was closed', async () => {
    await seedAttempt({ deadline: '2026-11-21T08:05:00.000Z' });
    await saveAnswer(KEY, 1, text('a')).catch(() => undefined); // the UI would have sealed already; it may not have
    const { send, requests } = scriptedSender([], 200);
    stop = startSync({ send, intervalMs: 60_000 });
    await vi.waitFor(() => expect(requests.some((r) => JSON.parse(r.body!).submit === true)).toBe(true));
    await vi.waitFor(async () => expect((await getAttempt(KEY))?.status).toBe('submitted'));
  });

  it('sends shortly after an answer is saved, and again when the network comes back', async () => {
    await seedAttempt();
    const { send, requests } = scriptedSender(['network'], 200);
    stop = startSync({ send, intervalMs: 60_000, debounceMs: 10 });
    await saveAnswer(KEY, 1, text('a'));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'pending', lastStatus: 0 });
    window.dispatchEvent(new Event('online'));
    // Well before the 1 s backoff would have sent it: the online event itself did.
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 500 });
    expect(requests).toHaveLength(2);
  });
});
