// This device's id, made once and kept in IndexedDB (the page and the service worker read the same one): the server
// binds an exam attempt to the device taking it (perform/new) and refuses another device's writes after a takeover.
import { db, tx } from './db.ts';
import { STORAGE_NAMES, TABLES } from './storage-names.ts';

let cached: Promise<string> | null = null;

export function getDeviceId(): Promise<string> {
  cached ??= tx('rw', [TABLES.kv], async () => {
    const row = await db.kv.get(STORAGE_NAMES.kv.deviceId);
    if (typeof row?.value === 'string') return row.value;
    const id = crypto.randomUUID();
    await db.kv.put({ key: STORAGE_NAMES.kv.deviceId, value: id });
    return id;
  }).catch((e: unknown) => {
    cached = null;
    throw e;
  });
  return cached;
}

/** Tests: a cleared database. */
export function resetDeviceId(): void {
  cached = null;
}
