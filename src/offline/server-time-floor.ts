// The latest server time this device has seen, kept in IndexedDB: after a reload without network the exam clock
// never starts earlier than this, so turning the device clock back cannot buy extra exam time.
import { db } from './db.ts';
import { STORAGE_NAMES } from './storage-names.ts';

const KEY = STORAGE_NAMES.kv.serverTimeFloor;
/** Writing on every answer would cost a put for little; a few seconds of slack are harmless for a lower bound. */
const WRITE_STEP_MS = 5000;
/** This context's copy, so the answer hot path needs no extra read. */
let cached: number | null = null;

export async function readServerTimeFloor(): Promise<number> {
  const row = await db.kv.get(KEY);
  cached = Math.max(cached ?? 0, typeof row?.value === 'number' ? row.value : 0);
  return cached;
}

/** The floor as this context last read or wrote it (0 before the first read). */
export const cachedServerTimeFloor = (): number => cached ?? 0;

/** Raises the floor to `serverMs`; call inside a transaction that includes the kv table. */
export async function raiseServerTimeFloor(serverMs: number): Promise<void> {
  const current = cached ?? (await readServerTimeFloor());
  if (serverMs > current + WRITE_STEP_MS) {
    cached = serverMs;
    await db.kv.put({ key: KEY, value: serverMs });
  }
}

/** Tests: forget the cached copy after clearing the database. */
export function resetServerTimeFloorCache(): void {
  cached = null;
}
