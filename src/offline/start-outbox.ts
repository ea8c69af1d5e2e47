// Starts the outbox's sync triggers once per page. Only a signed-in device has anything to deliver, so the sign-in
// screen does not load the IndexedDB engine: the outbox starts after the first paint when a session is stored, or
// when a session begins.
let started: Promise<void> | null = null;

export function startOutboxOnce(): Promise<void> {
  started ??= import('./sync-triggers.ts').then(
    // In a task after the one that evaluated the engine's code (a then-callback would run in the same task): the two
    // together were one long task on a slow tablet, a tap waiting behind it.
    (m) => new Promise<void>((resolve) => setTimeout(() => resolve(void m.startSync()), 0)),
    () => {
      // The network dropped before the engine's code arrived: try again when it is back.
      started = null;
      window.addEventListener('online', () => void startOutboxOnce(), { once: true });
    },
  );
  return started;
}
