// The latest server time this device has seen, kept in IndexedDB: after a reload without network the exam clock
// never starts earlier than this, so turning the device clock back cannot buy extra exam time.
import { db } from './db.ts';
import { STORAGE_NAMES } from './storage-names.ts';

const KEY = STORAGE_NAMES.kv.serverTimeFloor;
/** Writing on every answer would cost a put for nothing; a second of slack is harmless for a lower bound. */
const WRITE_STEP_MS = 1000;

export async function readServerTimeFloor(): Promise<number> {
  const row = await db.kv.get(KEY);
  return typeof row?.value === 'number' ? row.value : 0;
}

/** Raises the floor to `serverMs` (pass the floor if already read); call in a transaction that includes kv. */
export async function raiseServerTimeFloor(serverMs: number, knownFloor?: number): Promise<void> {
  const current = knownFloor ?? (await readServerTimeFloor());
  if (serverMs > current + WRITE_STEP_MS) {
    await db.kv.put({ key: KEY, value: serverMs });
  }
}
