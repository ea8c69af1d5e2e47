// When the page drains the outbox: at start, when the network comes back, every 30 s while online, when the page
// becomes visible, shortly after something is queued, and at the next retry time; plus Background Sync so the
// service worker delivers even after the tab is closed. Page only (window, document); the SW uses sw-drain.ts.
import { clearOldDelivered, drain, type DrainResult } from './outbox.ts';
import type { Sender } from './outbox-send.ts';
import { subscribeOutboxEvents } from './outbox-events.ts';
import { syncStatus } from './outbox-status.ts';
import { sealExpiredAttempts } from './exam-store.ts';
import { materializeAnswerItems } from './exam-answer-items.ts';
import { OFFLINE_MSG } from './offline-messages.ts';
import { STORAGE_NAMES } from './storage-names.ts';

export interface StartSyncOptions {
  intervalMs?: number;
  /** Delay after an enqueue, so a burst of answer changes goes out as one request. */
  debounceMs?: number;
  send?: Sender;
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker when connectivity returns (Chromium); false where unsupported. */
export async function registerBackgroundSync(): Promise<boolean> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(STORAGE_NAMES.syncTag);
    return true;
  } catch {
    return false; // permission denied or no service worker: the page triggers still deliver
  }
}

/** Starts the page's sync triggers; returns a function that stops them. Call once, at app start. */
export function startSync(options: StartSyncOptions = {}): () => void {
  const { intervalMs = 30_000, debounceMs = 500, send } = options;
  let stopped = false;
  let soon: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const report = (e: unknown) => syncStatus.reportError(e instanceof Error ? e.message : OFFLINE_MSG.generic);

  const schedule = (at: number | null) => {
    if (at === null || stopped) return;
    const delay = Math.max(0, at - Date.now());
    if (delay >= intervalMs) return; // the interval comes sooner
    clearTimeout(retry);
    retry = setTimeout(() => void run(false), delay);
  };

  let running = false;
  /** A trigger fired while this page was draining: run once more after (with wake if any asked for it). */
  let again: boolean | null = null;

  const run = async (wake: boolean): Promise<DrainResult | null> => {
    if (stopped) return null;
    if (!navigator.onLine) {
      void registerBackgroundSync();
      return null;
    }
    if (running) {
      again = (again ?? false) || wake;
      return null;
    }
    running = true;
    try {
      const result = await drain({ send, wake });
      syncStatus.reportError(null);
      if (!result.ran) schedule(Date.now() + 2000); // another tab or the SW is draining; look again shortly
      if (result.retrying > 0) {
        void registerBackgroundSync();
        schedule(result.nextAttemptAt);
      }
      return result;
    } catch (e) {
      report(e);
      return null;
    } finally {
      running = false;
      if (again !== null) {
        const wakeAgain = again;
        again = null;
        void run(wakeAgain);
      }
    }
  };

  // Answers are committed alone; shortly after a burst of changes their request is built (offline too, so the sync
  // status lists them as waiting) and sent when online.
  const runSoon = () => {
    clearTimeout(soon);
    soon = setTimeout(
      () =>
        void materializeAnswerItems()
          .catch(report)
          .finally(() => run(false)),
      debounceMs,
    );
  };
  const onOnline = () => void run(true);
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    void sealExpiredAttempts()
      .catch(report)
      .finally(() => run(false));
  };

  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const interval = setInterval(() => void run(false), intervalMs);
  const unsubscribe = subscribeOutboxEvents((event) => {
    if (event === 'enqueued' || event === 'auth') runSoon();
  });
  // Ask the browser not to evict exam data under storage pressure (granted silently to installed apps).
  void navigator.storage?.persist?.().catch(() => false);
  // Attempts whose deadline passed while the app was closed are submitted on reopen.
  void sealExpiredAttempts()
    .catch(report)
    .finally(() => run(true));
  void clearOldDelivered().catch(report);

  return () => {
    stopped = true;
    clearTimeout(soon);
    clearTimeout(retry);
    clearInterval(interval);
    unsubscribe();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
