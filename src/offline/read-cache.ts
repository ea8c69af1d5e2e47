// The offline read cache and the durable signed-in state, in one small IndexedDB store (idb-keyval, not Dexie, so the
// first screen does not wait for the outbox engine's code).
//
// - Queries marked `meta: { offline: true }` are persisted per user (TanStack Query's persist-client) and restored
//   before the first render, so an installed app reopened without network shows the last data of every screen.
// - The signed-in record (user id and token) is written to IndexedDB before sign-in completes: localStorage reaches
//   the disk lazily, and a crash soon after signing in must not sign a student out of an exam.
// - Logout removes both, with every other per-user datum.
import { createStore, del, get, set } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { version } from '../../package.json';
import { STORAGE_KEYS, readKey, removeLegacyKeys, writeKey } from '@/lib/storage-keys.ts';
import { STORAGE_NAMES } from './storage-names.ts';
import { EARLY_READ_GLOBAL, type EarlyRead } from '@/shared/start-script.ts';

const NAMES = STORAGE_NAMES.readCache;
/** Restored data older than this is dropped rather than shown as if it were current. */
export const READ_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const BUSTER = version;

let store: ReturnType<typeof createStore> | null = null;
const db = () => (store ??= createStore(NAMES.database, NAMES.store));

/**
 * Every read and write of this module, one after another in the order asked: a cache save still on its way must never
 * land after the deletion that follows it (a student's data coming back after logout), nor a read miss it.
 */
let writes: Promise<unknown> = Promise.resolve();
function serial<T>(write: () => Promise<T>): Promise<T> {
  const next = writes.then(write);
  writes = next.catch(() => undefined);
  return next;
}

export interface SignedInRecord {
  userId: number;
  token: string;
}

export async function readSignedIn(): Promise<SignedInRecord | undefined> {
  return serial(() => get<SignedInRecord>(NAMES.signedInKey, db()));
}

export async function writeSignedIn(record: SignedInRecord | null): Promise<void> {
  await serial(() => (record ? set(NAMES.signedInKey, record, db()) : del(NAMES.signedInKey, db())));
}

/**
 * What index.html's inline script read while the app's code was loading (src/shared/start-script.ts), once: null when
 * the script did not run or failed, and then the app reads for itself.
 */
async function takeEarlyRead(): Promise<EarlyRead | null> {
  const holder = window as unknown as Record<string, Promise<EarlyRead | null> | undefined>;
  const read = holder[EARLY_READ_GLOBAL];
  delete holder[EARLY_READ_GLOBAL];
  return (await read?.catch(() => null)) ?? null;
}

/** `restored`: the user's persisted reads as already read at start, handed to the first restore instead of a read. */
function persisterFor(userId: number, restored?: { client: PersistedClient | undefined }): Persister {
  const key = `${NAMES.cachePrefix}${userId}`;
  let first = restored;
  return {
    // A full disk costs only the offline copy; the screens online are unaffected.
    persistClient: (client: PersistedClient) => serial(() => set(key, client, db())).catch(() => undefined),
    restoreClient: () => {
      const given = first;
      first = undefined;
      return given ? Promise.resolve(given.client) : serial(() => get<PersistedClient>(key, db()));
    },
    removeClient: () => serial(() => del(key, db())),
  };
}

const options = (queryClient: QueryClient, persister: Persister) => ({
  queryClient,
  persister,
  buster: BUSTER,
  maxAge: READ_CACHE_MAX_AGE_MS,
  dehydrateOptions: {
    // With data, whatever the last fetch did: a refetch that failed offline keeps its data, and so must the disk.
    shouldDehydrateQuery: (q: { meta?: { offline?: boolean }; state: { data: unknown } }) => q.meta?.offline === true && q.state.data !== undefined,
    // Online writes are plain mutations; the ones that must survive go through the outbox instead.
    shouldDehydrateMutation: () => false,
  },
});

let active: { userId: number; client: QueryClient; persister: Persister; stop: () => void } | null = null;

/** Restores the user's persisted queries (once per user and page) and keeps persisting from then on. */
export async function persistReadsFor(queryClient: QueryClient, userId: number, restored?: { client: PersistedClient | undefined }): Promise<void> {
  if (active?.userId === userId && active.client === queryClient) return;
  stopPersisting();
  const persister = persisterFor(userId, restored);
  // A broken or unreadable copy is dropped by the restore itself; the screens then load from the network.
  const cache = queryClient.getQueryCache();
  const present = new Set(cache.getAll().map((q) => q.queryHash));
  await persistQueryClientRestore(options(queryClient, persister)).catch(() => undefined);
  // Restored data is shown at once but is not current: every screen reading it asks the server again when mounted
  // (online), whatever its staleTime says about data fetched in this page.
  for (const q of cache.getAll()) if (!present.has(q.queryHash)) q.invalidate();
  // Written as soon as an offline query's data changes (coalesced within one task), not on a timer: a write still
  // pending when the page is closed is lost, and IndexedDB aborts what is started while the page unloads.
  let scheduled = false;
  let live = true;
  const save = () => {
    scheduled = false;
    // Logout may come between the change and this task: nothing is written for a user who is gone.
    if (live) void persistQueryClientSave(options(queryClient, persister));
  };
  const unsubscribe = cache.subscribe((event) => {
    const changed =
      (event.type === 'updated' && event.action.type === 'success' && event.query.meta?.offline) || (event.type === 'removed' && event.query.meta?.offline);
    if (!changed || scheduled) return;
    scheduled = true;
    setTimeout(save, 0);
  });
  const stop = () => {
    live = false;
    unsubscribe();
  };
  active = { userId, client: queryClient, persister, stop };
}

/** Writes the cache now (sign-in: the session must be on disk before the next screen). */
export async function flushReads(queryClient: QueryClient): Promise<void> {
  if (active) await persistQueryClientSave(options(queryClient, active.persister));
}

/** Whether this page already restores and persists the user's reads (started at start or at sign-in). */
export const isPersistingFor = (userId: number) => active?.userId === userId;

function stopPersisting() {
  active?.stop();
  active = null;
}

/** Logout: the user's persisted reads and the signed-in record go. */
export async function forgetUser(userId: number | null): Promise<void> {
  const persister = active?.persister;
  stopPersisting();
  await Promise.all([
    persister?.removeClient(),
    userId !== null ? serial(() => del(`${NAMES.cachePrefix}${userId}`, db())) : undefined,
    writeSignedIn(null),
  ]).catch(() => undefined);
}

/**
 * At start, before the first render: the signed-in user's persisted reads are restored, and a token that localStorage
 * lost in a crash comes back from the signed-in record. Never throws: without IndexedDB the app simply starts online.
 */
export async function restoreAtStart(queryClient: QueryClient): Promise<void> {
  removeLegacyKeys();
  const early = await takeEarlyRead();
  const record = early ? (early.record as SignedInRecord | undefined) : await readSignedIn().catch(() => undefined);
  if (!record) return;
  const token = readKey(STORAGE_KEYS.accessToken);
  if (token === null) writeKey(STORAGE_KEYS.accessToken, record.token);
  else if (token !== record.token) return; // signed in anew in another tab: the record is updated by that tab
  await persistReadsFor(queryClient, record.userId, early ? { client: early.client as PersistedClient | undefined } : undefined);
}

/**
 * Sign-in (and the first start of a user signed in before this cache existed): the record and the reads are on disk
 * before the caller goes on.
 */
export async function recordSignedIn(queryClient: QueryClient, userId: number, token: string): Promise<void> {
  // Another student signing in on a shared tablet without the first having logged out: the first one's reads go, and
  // nothing of theirs is written any more.
  if (active && active.userId !== userId) stopPersisting();
  const previous = await readSignedIn().catch(() => undefined);
  if (previous && previous.userId !== userId) await serial(() => del(`${NAMES.cachePrefix}${previous.userId}`, db())).catch(() => undefined);
  await persistReadsFor(queryClient, userId);
  await Promise.all([writeSignedIn({ userId, token }), flushReads(queryClient)]).catch(() => undefined);
}
