// Experiments kept for use without a network: the page of every experiment opened is kept by the service worker
// (sw/experiments-route.ts) in its own Cache Storage; "Tải về" opens it once, out of sight, so that its page goes to
// that cache and the other files of its package to the browser's own cache, as a visible opening would.
import { STORAGE_NAMES } from './storage-names.ts';

/** How long "Tải về" waits for a package to load before calling it failed. */
const LOAD_TIMEOUT_MS = 20_000;

/** Whether the experiment's page is on this device (Cache Storage missing, e.g. a private window: no). */
export async function isExperimentKept(runUrl: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(STORAGE_NAMES.experimentCache);
  return (await cache.match(runUrl)) !== undefined;
}

/** Loads the experiment once in a hidden frame; resolves when its page is kept, rejects when it was not. */
export async function keepExperiment(runUrl: string): Promise<void> {
  if (typeof caches === 'undefined') throw new Error('no Cache Storage');
  await new Promise<void>((resolve, reject) => {
    const frame = document.createElement('iframe');
    // Nothing of the package is shown or heard; it is served under its sandbox policy like any opening.
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;width:1px;height:1px;left:-10px;top:-10px;border:0;opacity:0;pointer-events:none';
    const done = (ok: boolean) => {
      clearTimeout(timer);
      frame.remove();
      if (ok) resolve();
      else reject(new Error('experiment did not load'));
    };
    const timer = setTimeout(() => done(false), LOAD_TIMEOUT_MS);
    frame.addEventListener('load', () => done(true), { once: true });
    frame.src = runUrl;
    document.body.append(frame);
  });
  if (!(await isExperimentKept(runUrl))) {
    // No service worker controls the page yet (the first visit): keep the page from here.
    const cache = await caches.open(STORAGE_NAMES.experimentCache);
    await cache.add(runUrl);
  }
}

export async function forgetExperiment(runUrl: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(STORAGE_NAMES.experimentCache);
  await cache.delete(runUrl);
}
