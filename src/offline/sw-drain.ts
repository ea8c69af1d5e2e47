// The outbox drain as the service worker runs it from its Background Sync 'sync' event. Imports nothing that needs a
// window or localStorage. Usage in sw/sw.ts:
//   self.addEventListener('sync', (e) => { if (e.tag === OUTBOX_SYNC_TAG) e.waitUntil(drainFromServiceWorker()); });
import { drain, type DrainResult } from './outbox.ts';
import { fetchSender, type Sender } from './outbox-send.ts';
import { STORAGE_NAMES } from './storage-names.ts';

export const OUTBOX_SYNC_TAG = STORAGE_NAMES.syncTag;

/**
 * Drains with `wake` (the browser fires sync when connectivity is back). Rejects while items are still due for a
 * retry so the browser schedules the sync again; items waiting for their user to sign in do not count.
 */
export async function drainFromServiceWorker(send: Sender = fetchSender): Promise<DrainResult> {
  const result = await drain({ send, wake: true });
  if (result.retrying > 0) throw new Error(`outbox: ${result.retrying} item(s) to retry later`);
  return result;
}
