// The bearer token the drainer sends each user's items with, kept in IndexedDB because the service worker cannot
// read localStorage. The app calls setOutboxAuth on login, on every session load, after a password change (which
// revokes old tokens) and on logout (null).
//
// Why per user and looked up at send time rather than copied into each item: a token copied at enqueue time dies
// with the next password change or logout; and on a shared school tablet the items of student A must never be sent
// with student B's token — A's items simply wait until A signs in again (the sync status shows them).
import { db, tx } from './db.ts';
import { STORAGE_NAMES, TABLES } from './storage-names.ts';
import { emitOutboxEvent } from './outbox-events.ts';

const tokenKey = (userId: number) => `${STORAGE_NAMES.kv.tokenPrefix}${userId}`;

export async function getOutboxToken(userId: number): Promise<string | null> {
  const row = await db.kv.get(tokenKey(userId));
  return typeof row?.value === 'string' ? row.value : null;
}

/** Every user's token stored on this device, by user id: one read for the drainer, whatever the queue holds. */
export async function readOutboxTokens(): Promise<Map<number, string>> {
  const prefix = STORAGE_NAMES.kv.tokenPrefix;
  const rows = await db.kv.where('key').startsWith(prefix).toArray();
  return new Map(rows.flatMap((r) => (typeof r.value === 'string' ? [[Number(r.key.slice(prefix.length)), r.value] as const] : [])));
}

/** Keeps the drainer's copy of a user's token current. A new token releases the items that got a 401. */
export async function setOutboxAuth(userId: number, token: string | null): Promise<void> {
  const changed = await tx('rw', [TABLES.kv, TABLES.outbox], async () => {
    if ((await getOutboxToken(userId)) === token) return false;
    if (token === null) await db.kv.delete(tokenKey(userId));
    else await db.kv.put({ key: tokenKey(userId), value: token });
    const now = Date.now();
    await db.outbox
      .where('userId')
      .equals(userId)
      .filter((item) => item.state === 'pending' && item.lastStatus === 401)
      .modify({ nextAttemptAt: now });
    return true;
  });
  if (changed && token) emitOutboxEvent('auth');
}

/** After a 401: forget the token, but only if it is still the one the server refused (not a newer login). */
export async function dropRejectedToken(userId: number, token: string): Promise<void> {
  await tx('rw', [TABLES.kv], async () => {
    if ((await getOutboxToken(userId)) === token) await db.kv.delete(tokenKey(userId));
  });
}
