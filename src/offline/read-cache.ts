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
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { version } from '../../package.json';
import { STORAGE_KEYS, readKey, removeLegacyKeys, writeKey } from '@/lib/storage-keys.ts';
import { STORAGE_NAMES } from './storage-names.ts';

const NAMES = STORAGE_NAMES.readCache;
/** Restored data older than this is dropped rather than shown as if it were current. */
export const READ_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Writes to IndexedDB are coalesced: the cache changes several times per fetch, the disk needs only the latest state.
 * Short, because a write still pending when the page is closed is lost (a flush on 'pagehide' is not guaranteed to
 * finish).
 */
const SAVE_DELAY_MS = 200;
/** A cache written by another app version may hold answers of another shape: it is dropped, not restored. */
const BUSTER = version;

let store: ReturnType<typeof createStore> | null = null;
const db = () => (store ??= createStore(NAMES.database, NAMES.store));

export interface SignedInRecord {
  userId: number;
  token: string;
}

export async function readSignedIn(): Promise<SignedInRecord | undefined> {
  return get<SignedInRecord>(NAMES.signedInKey, db());
}

export async function writeSignedIn(record: SignedInRecord | null): Promise<void> {
  if (record) await set(NAMES.signedInKey, record, db());
  else await del(NAMES.signedInKey, db());
}

function persisterFor(userId: number): Persister & { flush(): Promise<void> } {
  const key = `${NAMES.cachePrefix}${userId}`;
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const client = latest;
    latest = null;
    // A full disk costs only the offline copy; the screens online are unaffected.
    if (client) await set(key, client, db()).catch(() => undefined);
  };
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(key, db()),
    async removeClient() {
      if (timer) clearTimeout(timer);
      timer = null;
      latest = null;
      await del(key, db());
    },
    flush,
  };
}

const options = (queryClient: QueryClient, persister: Persister) => ({
  queryClient,
  persister,
  buster: BUSTER,
  maxAge: READ_CACHE_MAX_AGE_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: (q: { meta?: { offline?: boolean }; state: { status: string } }) => q.meta?.offline === true && q.state.status === 'success',
    // Online writes are plain mutations; the ones that must survive go through the outbox instead.
    shouldDehydrateMutation: () => false,
  },
});

let active: { userId: number; client: QueryClient; persister: ReturnType<typeof persisterFor>; stop: () => void } | null = null;

/** Restores the user's persisted queries (once per user and page) and keeps persisting from then on. */
export async function persistReadsFor(queryClient: QueryClient, userId: number): Promise<void> {
  if (active?.userId === userId && active.client === queryClient) return;
  stopPersisting();
  const persister = persisterFor(userId);
  // A broken or unreadable copy is dropped by the restore itself; the screens then load from the network.
  await persistQueryClientRestore(options(queryClient, persister)).catch(() => undefined);
  // The last second of changes is written when the page goes away (closed, reloaded, app switched), not lost.
  const onHide = () => {
    if (document.visibilityState === 'hidden') void persister.flush();
  };
  const onPageHide = () => void persister.flush();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  const unsubscribe = persistQueryClientSubscribe(options(queryClient, persister));
  const stop = () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
  active = { userId, client: queryClient, persister, stop };
}

/** Writes the cache now (sign-in: the session must be on disk before the next screen). */
export async function flushReads(queryClient: QueryClient): Promise<void> {
  if (!active) return;
  await persistQueryClientSave(options(queryClient, active.persister));
  await active.persister.flush();
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
    userId !== null ? del(`${NAMES.cachePrefix}${userId}`, db()) : undefined,
    writeSignedIn(null),
  ]).catch(() => undefined);
}

/**
 * At start, before the first render: the signed-in user's persisted reads are restored, and a token that localStorage
 * lost in a crash comes back from the signed-in record. Never throws: without IndexedDB the app simply starts online.
 */
export async function restoreAtStart(queryClient: QueryClient): Promise<void> {
  removeLegacyKeys();
  const record = await readSignedIn().catch(() => undefined);
  if (!record) return;
  const token = readKey(STORAGE_KEYS.accessToken);
  if (token === null) writeKey(STORAGE_KEYS.accessToken, record.token);
  else if (token !== record.token) return; // signed in anew in another tab: the record is updated by that tab
  await persistReadsFor(queryClient, record.userId);
}

/**
 * Sign-in (and the first start of a user signed in before this cache existed): the record and the reads are on disk
 * before the caller goes on.
 */
export async function recordSignedIn(queryClient: QueryClient, userId: number, token: string): Promise<void> {
  // Another student signing in on a shared tablet without the first having logged out: the first one's reads go.
  const previous = await readSignedIn().catch(() => undefined);
  if (previous && previous.userId !== userId) await del(`${NAMES.cachePrefix}${previous.userId}`, db()).catch(() => undefined);
  await persistReadsFor(queryClient, userId);
  await Promise.all([writeSignedIn({ userId, token }), flushReads(queryClient)]).catch(() => undefined);
}
