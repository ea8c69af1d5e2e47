// In-process cache of who a bearer token belongs to and what a user may do in a school. The exam hot path (every
// student saving every few seconds) would otherwise spend five queries per request on identity alone.
//
// Bound on staleness: every change to tokens, users or memberships calls invalidateUser(), which drops the user's
// entries at once and stops caching them for NO_CACHE_AFTER_CHANGE_MS, so a change committed a moment after the call
// (at the end of its transaction) is never hidden by a reload that read the old rows. The call is announced to the
// other server instances on the same PostgreSQL (platform/cache-events.ts), which do the same within a moment. A change
// made outside the server (SQL by hand) is seen within AUTH_CACHE_TTL_MS. Unknown or revoked tokens are never cached:
// a 401 always comes from the database.
import { announce, cacheTopic } from '../platform/cache-events.ts';

/** The name under which changes are announced to the other instances. */
const TOPIC = 'auth';

/**
 * Changes made through this server are seen at once, so the TTL only bounds hand edits of the database. Five minutes:
 * a class of a thousand students saving every 10 s then reloads identities a few times a second, not fifty.
 */
export const AUTH_CACHE_TTL_MS = 5 * 60_000;
/** Longer than any transaction that calls invalidateUser() and any load racing it. */
const NO_CACHE_AFTER_CHANGE_MS = 30_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  value: unknown;
  userId: number;
  expires: number;
}

const entries = new Map<string, Entry>();
const keysOfUser = new Map<number, Set<string>>();
const uncachedUntil = new Map<number, number>();
// Test servers share one process: each database gets its own key space.
const scopes = new WeakMap<object, number>();
let nextScope = 1;

function scopeOf(db: object): number {
  let id = scopes.get(db);
  if (id === undefined) {
    id = nextScope++;
    scopes.set(db, id);
  }
  return id;
}

function drop(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  keysOfUser.get(entry.userId)?.delete(key);
}

/**
 * The cached value for `key` in the database's scope, or `load()`'s when absent or expired. `userOf` names the user a
 * loaded value belongs to (null: do not cache it, e.g. an unknown token).
 */
export async function cachedAuth<T>(db: object, key: string, userOf: (value: T) => number | null, load: () => Promise<T>): Promise<T> {
  const full = `${scopeOf(db)}:${key}`;
  const now = Date.now();
  const hit = entries.get(full);
  if (hit && hit.expires > now) return hit.value as T;
  if (hit) drop(full);
  const value = await load();
  const userId = userOf(value);
  const later = Date.now();
  if (userId === null || (uncachedUntil.get(userId) ?? 0) > later) return value;
  if (entries.size >= MAX_ENTRIES) drop(entries.keys().next().value!);
  // Spread expiries (a whole class signs in together) so they do not all reload in the same second.
  entries.set(full, { value, userId, expires: now + AUTH_CACHE_TTL_MS * (0.75 + Math.random() * 0.25) });
  let keys = keysOfUser.get(userId);
  if (!keys) keysOfUser.set(userId, (keys = new Set()));
  keys.add(full);
  return value;
}

/**
 * Call after (or inside the transaction of) any change to a user's tokens, account or school memberships: sign-out,
 * password change or reset, profile, joining or leaving a school, a new role.
 */
export function invalidateUser(userId: number): void {
  dropUser(userId);
  announce(TOPIC, userId);
}

function dropUser(userId: number): void {
  for (const key of [...(keysOfUser.get(userId) ?? [])]) drop(key);
  keysOfUser.delete(userId);
  uncachedUntil.set(userId, Date.now() + NO_CACHE_AFTER_CHANGE_MS);
  if (uncachedUntil.size > MAX_ENTRIES) {
    const now = Date.now();
    for (const [id, until] of uncachedUntil) if (until <= now) uncachedUntil.delete(id);
  }
}

/**
 * Drops a user's cached value (in every database scope) now, without the no-cache window of invalidateUser: for values whose stale copy is harmless
 * (an attempt cached as open is re-checked by the statement that writes to it).
 */
export function forgetCached(userId: number, key: string): void {
  for (const full of [...(keysOfUser.get(userId) ?? [])]) if (full.endsWith(`:${key}`)) drop(full);
}

cacheTopic(TOPIC, {
  changed: (id) => dropUser(Number(id)),
  clear() {
    entries.clear();
    keysOfUser.clear();
  },
});
