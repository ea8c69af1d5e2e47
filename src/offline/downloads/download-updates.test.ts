// @vitest-environment node
// Out-of-date and evicted downloads: what the user is told about a copy the server changed, dropped, or the browser
// threw away.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db.ts';
import { OFFLINE_MSG } from '../offline-messages.ts';
import { resetOfflineDb } from '../test-fixtures.ts';
import { downloadedData, removeDownload, startDownload } from './downloads.ts';
import { resetDownloadEngine, whenDownloadsIdle } from './download-engine.ts';
import { checkDownloadUpdates } from './download-updates.ts';
import { evictedDownloads, forgetEvictedDownload } from './completed-list.ts';
import { getDownload } from './use-downloads.ts';
import { bytesOf, fileServer, fileUrl, manifestOf, memoryStorage } from './test-server.ts';

const USER = 5;
const PICTURE = fileUrl(1);
const picture = bytesOf(100);
let server: ReturnType<typeof fileServer>;

beforeEach(async () => {
  resetDownloadEngine({ retryMs: 600_000 });
  await whenDownloadsIdle();
  await resetOfflineDb();
  vi.stubGlobal('localStorage', memoryStorage());
  server = fileServer({ [PICTURE]: picture });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

async function downloaded(...keys: [kind: 'lecture' | 'book', id: number][]) {
  for (const [kind, id] of keys) await startDownload(USER, manifestOf(kind, id, { [PICTURE]: picture }));
  await vi.waitFor(async () => expect((await db.downloads.toArray()).every((r) => r.status === 'complete')).toBe(true));
}

describe('checkDownloadUpdates', () => {
  it('marks a changed item stale and a vanished one stale with why; both still open, the current one is untouched', async () => {
    await downloaded(['lecture', 1], ['lecture', 2], ['book', 3]);
    server.setVersions({ 'lecture:1': 'v1', 'lecture:2': 'v2', 'book:3': null });
    await checkDownloadUpdates(USER);
    expect(await getDownload(USER, 'lecture:1')).toMatchObject({ status: 'complete', error: null });
    expect(await getDownload(USER, 'lecture:2')).toMatchObject({ status: 'stale', error: null });
    expect(await getDownload(USER, 'book:3')).toMatchObject({ status: 'stale', error: OFFLINE_MSG.downloadGone });
    expect(await downloadedData(USER, 'book:3')).toEqual({ title: 'Bài 3' });
    const asked = server.fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('versions'))!;
    expect(new URL(asked, 'http://x').searchParams.get('keys')!.split(',').sort()).toEqual(['book:3', 'lecture:1', 'lecture:2']);
  });

  it('a stale item back on the server at the version on the device is complete again', async () => {
    await downloaded(['book', 3]);
    server.setVersions({ 'book:3': null });
    await checkDownloadUpdates(USER);
    server.setVersions({ 'book:3': 'v1' });
    await checkDownloadUpdates(USER);
    expect(await getDownload(USER, 'book:3')).toMatchObject({ status: 'complete', error: null });
  });

  it('downloading the new version brings a stale item up to date', async () => {
    await downloaded(['lecture', 2]);
    server.setVersions({ 'lecture:2': 'v2' });
    await checkDownloadUpdates(USER);
    await startDownload(USER, manifestOf('lecture', 2, { [PICTURE]: picture }, 'v2'));
    expect(await getDownload(USER, 'lecture:2')).toMatchObject({ status: 'complete', version: 'v2', error: null });
  });
});

describe('evictedDownloads', () => {
  it('lists the completed downloads whose rows the browser threw away, until forgotten', async () => {
    await downloaded(['lecture', 1], ['book', 3]);
    expect(await evictedDownloads(USER)).toEqual([]);
    await db.downloads.clear(); // what an eviction leaves
    expect(await evictedDownloads(USER)).toEqual(['lecture:1', 'book:3']);
    expect(await evictedDownloads(6)).toEqual([]);
    forgetEvictedDownload(USER, 'lecture:1');
    expect(await evictedDownloads(USER)).toEqual(['book:3']);
  });

  it('does not list a download the user removed', async () => {
    await downloaded(['lecture', 1]);
    await removeDownload(USER, 'lecture:1');
    expect(await evictedDownloads(USER)).toEqual([]);
  });
});
