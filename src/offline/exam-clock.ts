// Exam time from the server's clock: the offset measured at fetch time, then a monotonic clock while the page is open,
// so neither a wrong device clock nor one changed during the exam moves the deadline.
//
// How the current server time is estimated, per attempt and per page (or worker) life:
// 1. After a fetch: server time at the round trip's midpoint, pinned to performance.now() (monotonic, unaffected by
//    changes to the wall clock). Every later reading is that + elapsed monotonic time.
// 2. After a reload without network: Date.now() + the stored offset, but never less than the latest server time this
//    device has seen (the stored floor), then monotonic as in 1.
// 3. Every delivered answer save re-measures the offset from the server time in its response (outbox-effects.ts).
// Limits: a device clock changed *while the app was closed* is believed (bounded below by the floor, so turning it
// back gains nothing) until the next online fetch or delivered save re-measures it — so the exam UI should refetch
// the attempt when it opens online. A clock moved forward while closed can make an attempt look expired early; the
// startup seal then submits it early, which is why the app should fetch first when online. On platforms whose
// monotonic clock pauses while the device sleeps, a countdown open during sleep runs late (generous) until the next
// server reading; the server still enforces the real deadline and flags a late submission.
import type { AttemptRow } from './db.ts';

interface Anchor {
  serverMs: number;
  mono: number;
}

const anchors = new Map<string, Anchor>();
const mono = () => performance.now();

/** serverNow − device time at the midpoint of the request that returned serverNow. */
export function measureClockOffset(serverNowMs: number, requestStartedAt: number, requestEndedAt: number): number {
  return Math.round(serverNowMs - (requestStartedAt + requestEndedAt) / 2);
}

/** Pins this context's clock for the attempt to a fresh server reading taken at device time `atDeviceMs`. */
export function anchorServerTime(attemptKey: string, serverNowMs: number, atDeviceMs: number): void {
  anchors.set(attemptKey, { serverMs: serverNowMs, mono: mono() - (Date.now() - atDeviceMs) });
}

/** Forgets the pinned clocks (tests; a signed-out device). */
export function resetServerClocks(): void {
  anchors.clear();
}

/**
 * The server's current time for this attempt, in ms. `floorMs` (the latest server time seen on this device) is used
 * only when this context has no anchor yet.
 */
export function serverNow(attempt: Pick<AttemptRow, 'key' | 'clockOffsetMs'>, floorMs = 0): number {
  let anchor = anchors.get(attempt.key);
  if (!anchor) {
    anchor = { serverMs: Math.max(Date.now() + attempt.clockOffsetMs, floorMs), mono: mono() };
    anchors.set(attempt.key, anchor);
  }
  return Math.round(anchor.serverMs + (mono() - anchor.mono));
}

/** Milliseconds left until the server deadline (negative once past). */
export function remainingMs(attempt: Pick<AttemptRow, 'key' | 'clockOffsetMs' | 'deadline'>, serverNowMs: number = serverNow(attempt)): number {
  return Date.parse(attempt.deadline) - serverNowMs;
}

export function isExpired(attempt: Pick<AttemptRow, 'key' | 'clockOffsetMs' | 'deadline'>, serverNowMs: number = serverNow(attempt)): boolean {
  return remainingMs(attempt, serverNowMs) <= 0;
}
