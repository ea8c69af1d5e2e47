// Service-worker registration and the "new version" state the update banner reads. workbox-window is loaded only
// after the page has loaded, so it never weighs on the first screen.
import type { Workbox } from 'workbox-window';

export type UpdateState = 'none' | 'waiting';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let state: UpdateState = 'none';
let workbox: Workbox | null = null;
/** The user pressed "Cập nhật" in this tab: reload as soon as the new worker controls the page. */
let accepted = false;
/** Another tab already activated the new worker: "Cập nhật" only has to reload. */
let activatedElsewhere = false;
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
  workbox = wb;
  wb.addEventListener('waiting', () => setState('waiting'));
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return;
    if (accepted) reloadPage();
    else activatedElsewhere = true;
  });
  const registration = await wb.register();
  // Installed apps stay open for days on school tablets: look for a new version every hour while online.
  if (registration)
    setInterval(() => {
      if (navigator.onLine) void registration.update().catch(() => undefined);
    }, UPDATE_CHECK_MS);
}

/** "Cập nhật": let the waiting worker take over, then reload into the new version. */
export function applyUpdate(): void {
  if (!workbox || activatedElsewhere) {
    reloadPage();
    return;
  }
  accepted = true;
  workbox.messageSkipWaiting();
}

/** "Để sau": hide the banner; the new version starts by itself once every tab of the app is closed. */
export function dismissUpdate(): void {
  setState('none');
}

