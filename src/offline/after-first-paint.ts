// A promise resolved once the app has painted its first screen and the browser is idle: the IndexedDB engine is
// loaded after that, so it never competes with the first screen's own code on a slow connection.
let resolveReady!: () => void;
export const afterFirstPaint: Promise<void> = new Promise((r) => (resolveReady = r));

/** Called by main.tsx when the router has rendered its first screen. */
export function markFirstPaint(): void {
  const done = () => resolveReady();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 1000 });
  else setTimeout(done, 50);
}
