// Two moments after the app's first screen has rendered. `firstScreenPainted`: its frame is on screen — what that
// screen shows below its first paint starts then, so that the first paint's own requests and work come first.
// `afterFirstPaint`: the browser is idle after it — the IndexedDB engine is loaded then, so it never competes with the
// first screen's own code on a slow connection.
/** The longest `firstScreenPainted` waits for a frame. */
const PAINT_WAIT_MS = 500;
let resolvePainted!: () => void;
export const firstScreenPainted: Promise<void> = new Promise((r) => (resolvePainted = r));
let resolveReady!: () => void;
export const afterFirstPaint: Promise<void> = new Promise((r) => (resolveReady = r));

/** Called by the router when it has rendered its first screen. */
export function markFirstPaint(): void {
  // The task after the next frame; a hidden page draws no frames, and nobody is waiting on it for one. A page hidden
  // before its frame is drawn gets there by the timer, not when it is shown again.
  if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(resolvePainted, 0));
    setTimeout(resolvePainted, PAINT_WAIT_MS);
  } else resolvePainted();
  const done = () => resolveReady();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 1000 });
  else setTimeout(done, 50);
}
