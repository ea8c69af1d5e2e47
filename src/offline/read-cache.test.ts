// The persisted read cache: only offline queries of the signed-in user are kept, restored on the next start (also
// bringing back a token localStorage lost), and gone after logout or when another student signs in.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, readKey, writeKey } from '@/lib/storage-keys.ts';
import { EARLY_READ_GLOBAL, START_SCRIPT } from '@/shared/start-script.ts';
import { forgetUser, readSignedIn, recordSignedIn, restoreAtStart } from './read-cache.ts';

const newClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });

async function signIn(userId: number, token: string) {
  const client = newClient();
  writeKey(STORAGE_KEYS.accessToken, token);
  await recordSignedIn(client, userId, token);
  return client;
}

/** A query as a screen leaves it in the cache; `offline` marks it for the read cache. */
const cache = (client: QueryClient, key: string, data: unknown, offline = true) =>
  client.fetchQuery({ queryKey: [key], queryFn: () => data, meta: { offline } });

/** A fresh page: a new QueryClient restored from IndexedDB. */
async function restart() {
  const client = newClient();
  await restoreAtStart(client);
  return client;
}

afterEach(async () => {
  await forgetUser(7);
  await forgetUser(8);
  localStorage.clear();
});

describe('read cache', () => {
  it('restores the offline queries of the signed-in user on the next start, and only those', async () => {
    const client = await signIn(7, 'tok-7');
    await cache(client, 'groups', ['Lớp 7A1']);
    await cache(client, 'members', ['secret'], false);
    await recordSignedIn(client, 7, 'tok-7');

    const next = await restart();
    expect(next.getQueryData(['groups'])).toEqual(['Lớp 7A1']);
    expect(next.getQueryData(['members'])).toBeUndefined();
    // Shown at once, but asked for again as soon as a screen reads it online.
    expect(next.getQueryState(['groups'])?.isInvalidated).toBe(true);
  });

  it('brings back a token that localStorage lost in a crash', async () => {
    await signIn(7, 'tok-7');
    localStorage.clear();
    await restart();
    expect(readKey(STORAGE_KEYS.accessToken)).toBe('tok-7');
  });

  it('forgets the user and their data at logout', async () => {
    const client = await signIn(7, 'tok-7');
    await cache(client, 'groups', ['Lớp 7A1']);
    await recordSignedIn(client, 7, 'tok-7');
    await forgetUser(7);
    localStorage.clear();

    const next = await restart();
    expect(await readSignedIn()).toBeUndefined();
    expect(readKey(STORAGE_KEYS.accessToken)).toBeNull();
    expect(next.getQueryData(['groups'])).toBeUndefined();
  });

  it("drops the previous student's data when another one signs in on the same device", async () => {
    const first = await signIn(7, 'tok-7');
    await cache(first, 'groups', ['Lớp 7A1']);
    await recordSignedIn(first, 7, 'tok-7');
    await signIn(8, 'tok-8');

    expect(await readSignedIn()).toEqual({ userId: 8, token: 'tok-8' });
    // Signing the first student in again finds nothing of theirs left.
    const again = await signIn(7, 'tok-7b');
    expect(again.getQueryData(['groups'])).toBeUndefined();
  });

  it('keeps on disk the data of a query whose refetch failed offline', async () => {
    const client = await signIn(7, 'tok-7');
    await cache(client, 'groups', ['Lớp 7A1']);
    await client
      .fetchQuery({ queryKey: ['groups'], queryFn: () => Promise.reject(new Error('offline')), meta: { offline: true }, staleTime: 0 })
      .catch(() => undefined);
    await cache(client, 'later', ['x']);
    await recordSignedIn(client, 7, 'tok-7');
    expect((await restart()).getQueryData(['groups'])).toEqual(['Lớp 7A1']);
  });

  it('starts from what index.html’s early script read, once, and reads the disk itself after that', async () => {
    const client = await signIn(7, 'tok-7');
    await cache(client, 'groups', ['Lớp 7A1']);
    await recordSignedIn(client, 7, 'tok-7');
    // The inline script, run as the page runs it, before the app's code.
    window.eval(START_SCRIPT);
    const early = await (window as unknown as Record<string, Promise<unknown>>)[EARLY_READ_GLOBAL];
    expect(early).toMatchObject({ record: { userId: 7, token: 'tok-7' } });
    // The disk emptied behind the script's back: the start still shows what the script read, without reading again.
    await forgetUser(7);
    writeKey(STORAGE_KEYS.accessToken, 'tok-7');
    const next = await restart();
    expect(next.getQueryData(['groups'])).toEqual(['Lớp 7A1']);
    expect(EARLY_READ_GLOBAL in window).toBe(false);
    // Taken once: the next start reads the disk, where nothing is left.
    expect((await restart()).getQueryData(['groups'])).toBeUndefined();
  });

  it('starts as before when the early script found no one signed in', async () => {
    window.eval(START_SCRIPT);
    const next = await restart();
    expect(next.getQueryCache().getAll()).toEqual([]);
    expect(readKey(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
