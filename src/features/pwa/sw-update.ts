// Service-worker registration and the "new version" state the update banner reads. workbox-window is loaded only
// after the page has loaded, so it never weighs on the first screen.
export type UpdateState = 'none' | 'waiting' | 'updating';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * How long "Cập nhật" waits for the new worker to take control before reloading anyway. Chromium parks a worker's
 * skipWaiting() when the outgoing worker is still answering one of the page's requests at that moment (a chunk or an
 * API call in flight at the click) and may leave it waiting for minutes. Any navigation into the scope makes it try
 * again, so the reload itself lands in the new version; the new worker's takeover then reloads once more. Normally
 * the takeover comes within a few hundred milliseconds and this never fires.
 */
export const TAKEOVER_TIMEOUT_MS = 3000;

let state: UpdateState = 'none';
let registration: ServiceWorkerRegistration | null = null;
/** The user pressed "Cập nhật" in this tab: reload as soon as the new worker controls the page. */
let accepted = false;
const listeners = new Set<() => void>();
let reloadPage = () => window.location.reload();

function setState(next: UpdateState) {
  state = next;
  for (const l of listeners) l();
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getUpdateState = (): UpdateState => state;

/** Registers /sw.js (production builds only: the dev server has no worker). */
export async function registerServiceWorker(opts: { reload?: () => void } = {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (opts.reload) reloadPage = opts.reload;
  const { Workbox } = await import('workbox-window');
  // The worker is built as a classic script (vite.config.ts rollupFormat 'iife'), which every browser can run.
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    if (!accepted) setState('waiting');
  });
  // Any change of controller after the user accepted means the new worker now answers this page. Not limited to
  // pages that had a controller when they registered: the tab of the first visit (claimed by the first worker) and a
  // hard-reloaded page have none, and they must reload too.
  wb.addEventListener('controlling', () => {
    if (accepted) reloadPage();
  });
  registration = (await wb.register()) ?? null;
  // Installed apps stay open for days on school tablets: look for a new version every hour while online.
  const registered = registration;
  if (registered)
    setInterval(() => {
      if (navigator.onLine) void registered.update().catch(() => undefined);
    }, UPDATE_CHECK_MS);
}

/** "Cập nhật": let the waiting worker take over, then reload into the new version. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  // No worker waits any more: the new version already took over (accepted in another tab), so a reload runs it.
  if (!waiting) {
    reloadPage();
    return;
  }
  if (accepted) return;
  accepted = true;
  setState('updating');
  // workbox-window's messageSkipWaiting() sends the same message (sw/sw.ts answers it with skipWaiting()).
  waiting.postMessage({ type: 'SKIP_WAITING' });
  setTimeout(() => reloadPage(), TAKEOVER_TIMEOUT_MS);
}

/** "Để sau": hide the banner; the new version starts by itself once every tab of the app is closed. */
export function dismissUpdate(): void {
  setState('none');
}
