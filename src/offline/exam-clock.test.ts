import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs } from './outbox-send.ts';
import { isExpired, measureClockOffset, remainingMs, resetServerClocks } from './exam-clock.ts';
import { attemptKeyOf, getAttempt } from './exam-store.ts';
import { saveAnswer } from './exam-answers.ts';
import { SERVER_NOW, resetOfflineDb, seedAttempt, text } from './test-fixtures.ts';

const HOUR = 3600_000;
const KEY = attemptKeyOf(5, 7);
/** The fixture's deadline (08:45) minus its server time (08:10). */
const LEFT = 35 * 60_000;

beforeEach(async () => {
  await resetOfflineDb();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

/** The device clock `skewMs` behind the server; the fetch ends 100 ms after the server answered. */
async function fetchAttempt(skewMs: number, overrides = {}) {
  vi.setSystemTime(SERVER_NOW - skewMs + 100);
  return seedAttempt(overrides);
}

describe('exam clock', () => {
  it('measures the offset against the round trip midpoint', () => {
    expect(measureClockOffset(10_000, 1_000, 1_400)).toBe(8_800);
  });

  it('counts down to the server deadline whatever the device clock said at fetch time', async () => {
    const attempt = await fetchAttempt(2 * HOUR);
    expect(attempt.clockOffsetMs).toBe(2 * HOUR);
    expect(Math.abs(remainingMs(attempt) - LEFT)).toBeLessThan(1000);
  });

  it('is unaffected by the device clock moving an hour after the offset was measured', async () => {
    const attempt = await fetchAttempt(0);
    const before = remainingMs(attempt);
    vi.setSystemTime(Date.now() + HOUR);
    expect(Math.abs(remainingMs(attempt) - before)).toBeLessThan(200);
    vi.setSystemTime(Date.now() - 2 * HOUR);
    expect(Math.abs(remainingMs(attempt) - before)).toBeLessThan(200);
    expect(isExpired(attempt)).toBe(false);
  });

  it('after a reload offline, a clock turned back gains no time (the floor of server time seen holds)', async () => {
    await fetchAttempt(0);
    vi.setSystemTime(Date.now() + 10 * 60_000); // ten minutes of work
    await saveAnswer(KEY, 1, text('a'));
    resetServerClocks(); // the page reloads: no pinned clock any more
    vi.setSystemTime(Date.now() - HOUR); // and the student turned the clock back an hour
    const attempt = (await getAttempt(KEY))!;
    // The floor was raised at the last save (whose server time this page saw with the monotonic clock).
    expect(remainingMs(attempt)).toBeLessThanOrEqual(LEFT + 1000);
  });

  it('after a reload, a clock that moved forward with real time counts that time', async () => {
    await fetchAttempt(0);
    resetServerClocks();
    vi.setSystemTime(Date.now() + 20 * 60_000);
    const attempt = (await getAttempt(KEY))!;
    expect(Math.abs(remainingMs(attempt) - (LEFT - 20 * 60_000))).toBeLessThan(1000);
  });
});

describe('backoff', () => {
  it('doubles from 1 s and caps at 5 minutes, with ±20 % jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, mid))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, mid)).toBe(300_000);
    expect(backoffMs(1, () => 0)).toBe(800);
    expect(backoffMs(1, () => 1)).toBe(1200);
    expect(backoffMs(30, () => 1)).toBe(300_000);
  });
});
