// @vitest-environment node
// Node's Blob and Response (jsdom's Blob cannot be stored by fake-indexeddb nor read by Response).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db.ts';
import { OFFLINE_MSG } from '../offline-messages.ts';
import { resetOfflineDb } from '../test-fixtures.ts';
import { downloadedData, pauseDownload, removeDownload, resumeDownload, startDownload } from './downloads.ts';
import { resetDownloadEngine, resumeInterruptedDownloads, whenDownloadsIdle } from './download-engine.ts';
import { downloadedFileBlob } from './stored-file.ts';
import { getDownload } from './use-downloads.ts';
import type { DownloadStatus } from './download-rows.ts';
import { MiB, bytesOf, chunkRange, cutAfter, fileServer, fileUrl, manifestOf, memoryStorage } from './test-server.ts';

const USER = 5;
const VIDEO = fileUrl(1);
const PICTURE = fileUrl(2);
const video = bytesOf(5 * MiB, 1); // three chunks: 2 MiB, 2 MiB, 1 MiB
const picture = bytesOf(1000, 2);

let server: ReturnType<typeof fileServer>;

beforeEach(async () => {
  resetDownloadEngine({ retryMs: 600_000 });
  await whenDownloadsIdle();
  await resetOfflineDb();
  vi.stubGlobal('localStorage', memoryStorage());
  server = fileServer({ [VIDEO]: video, [PICTURE]: picture });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Whether the blob holds exactly these bytes (a deep equality over megabytes would take the test's whole time). */
const holds = async (blob: Blob | null, bytes: Uint8Array) => {
  const got = new Uint8Array(await blob!.arrayBuffer());
  return got.length === bytes.length && got.every((b, i) => b === bytes[i]);
};
/** Waits until the download reaches `status` (the engine runs in the background) and the tab's queue is idle. */
const settled = async (key: string, status: DownloadStatus) => {
  await vi.waitFor(async () => expect((await getDownload(USER, key))?.status).toBe(status), { timeout: 4000 });
  await whenDownloadsIdle();
  return (await getDownload(USER, key))!;
};

describe('a download', () => {
  it('is fetched in 2 MiB range requests and opens complete: its data and the files, byte for byte', async () => {
    const manifest = manifestOf('lecture', 12, { [VIDEO]: video, [PICTURE]: picture });
    await startDownload(USER, manifest);
    const entry = await settled('lecture:12', 'complete');
    expect(entry).toMatchObject({ status: 'complete', bytes: video.length + 1000, bytesDone: video.length + 1000, error: null, title: 'Bài 12' });
    expect(server.of(VIDEO).map((r) => r.range)).toEqual([chunkRange(0, video.length), chunkRange(1, video.length), chunkRange(2, video.length)]);
    expect(server.of(PICTURE).map((r) => r.range)).toEqual(['bytes=0-999']);
    expect(await downloadedData(USER, 'lecture:12')).toEqual({ title: 'Bài 12' });
    expect(await holds(await downloadedFileBlob(VIDEO), video)).toBe(true);
    expect((await downloadedFileBlob(PICTURE))!.type).toBe('video/mp4');
  });

  it('is not usable before it is complete: a paused download opens nothing, not even its finished files', async () => {
    server.then(
      () => undefined,
      () => 'network',
    );
    await startDownload(USER, manifestOf('lecture', 12, { [PICTURE]: picture, [VIDEO]: video }));
    expect(await settled('lecture:12', 'paused')).toMatchObject({ status: 'paused' });
    expect((await db.downloadFiles.get(PICTURE))!.complete).toBe(true);
    expect(await downloadedData(USER, 'lecture:12')).toBeNull();
    expect(await downloadedFileBlob(PICTURE)).toBeNull();
  });

  it('pauses when the network drops and goes on from the last stored chunk, never fetching a stored one again', async () => {
    server.then(
      () => undefined,
      () => 'network',
    );
    await startDownload(USER, manifestOf('book', 3, { [VIDEO]: video }));
    expect(await settled('book:3', 'paused')).toMatchObject({
      status: 'paused',
      pausedBy: 'network',
      error: OFFLINE_MSG.downloadWaitingNetwork,
      bytesDone: 2 * MiB,
    });
    expect(await db.downloadChunks.count()).toBe(1);

    const before = server.requests.length;
    resumeInterruptedDownloads(USER); // what the 'online' event runs
    expect(await settled('book:3', 'complete')).toMatchObject({ status: 'complete', pausedBy: null, error: null, bytesDone: video.length });
    const after = server.requests.slice(before).map((r) => r.range);
    expect(after).toEqual([chunkRange(1, video.length), chunkRange(2, video.length)]);
    expect(await holds(await downloadedFileBlob(VIDEO), video)).toBe(true);
  });

  it('a connection cut in the middle of a chunk is a network pause, and the chunk is fetched again whole', async () => {
    server.then(() => undefined);
    const realFetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementationOnce(realFetch).mockImplementationOnce(async (input, init) => cutAfter(await realFetch(input, init), MiB));
    await startDownload(USER, manifestOf('book', 3, { [VIDEO]: video }));
    expect(await settled('book:3', 'paused')).toMatchObject({ status: 'paused', pausedBy: 'network' });
    await resumeDownload(USER, 'book:3');
    expect(await settled('book:3', 'complete')).toMatchObject({ status: 'complete' });
    expect(server.of(VIDEO).map((r) => r.range)).toEqual([
      chunkRange(0, video.length),
      chunkRange(1, video.length),
      chunkRange(1, video.length),
      chunkRange(2, video.length),
    ]);
    expect(await holds(await downloadedFileBlob(VIDEO), video)).toBe(true);
  });

  it('paused by the user stops at once, and resumes where it stopped', async () => {
    let release!: () => void;
    server.then(
      () => undefined,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    await startDownload(USER, manifestOf('media', 8, { [VIDEO]: video }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    await pauseDownload(USER, 'media:8');
    release();
    expect(await settled('media:8', 'paused')).toMatchObject({ status: 'paused', pausedBy: 'user', bytesDone: 2 * MiB });
    await resumeDownload(USER, 'media:8');
    expect(await settled('media:8', 'complete')).toMatchObject({ status: 'complete' });
    expect(server.requests.slice(2).map((r) => r.range)).toEqual([chunkRange(1, video.length), chunkRange(2, video.length)]);
  });

  it('works with a server that ignores ranges: the whole answer is stored in chunks, whatever its compressed length', async () => {
    server = fileServer({ [VIDEO]: video }, { ignoreRanges: true });
    const realFetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementationOnce(async (input, init) => {
      const res = await realFetch(input, init);
      // A compressed answer (an SVG from the server): Content-Length counts the bytes on the wire.
      return new Response(res.body, { status: 200, headers: { 'Content-Encoding': 'gzip', 'Content-Length': '1234' } });
    });
    vi.stubGlobal('fetch', server.fetch);
    await startDownload(USER, manifestOf('media', 8, { [VIDEO]: video }));
    expect(await settled('media:8', 'complete')).toMatchObject({ status: 'complete', bytesDone: video.length });
    expect(server.requests).toHaveLength(1);
    expect(await db.downloadChunks.count()).toBe(3);
    expect(await holds(await downloadedFileBlob(VIDEO), video)).toBe(true);
  });

  it('with a server that ignores ranges, a dropped answer keeps its whole chunks and the next answer skips them', async () => {
    server = fileServer({ [VIDEO]: video }, { ignoreRanges: true });
    const realFetch = server.fetch.getMockImplementation()!;
    // 3 MiB of the 5, then the connection dropped: one whole chunk.
    server.fetch.mockImplementationOnce(async (input, init) => cutAfter(await realFetch(input, init), 3 * MiB));
    vi.stubGlobal('fetch', server.fetch);
    await startDownload(USER, manifestOf('media', 8, { [VIDEO]: video }));
    expect(await settled('media:8', 'paused')).toMatchObject({ pausedBy: 'network', bytesDone: 2 * MiB });
    const stored: number[] = [];
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'downloadChunks') stored.push((args[0] as { index: number }).index);
      return put.apply(this, args);
    });
    await resumeDownload(USER, 'media:8');
    expect(await settled('media:8', 'complete')).toMatchObject({ bytesDone: video.length });
    expect(server.requests).toHaveLength(2);
    expect(stored).toEqual([1, 2]);
    expect(await holds(await downloadedFileBlob(VIDEO), video)).toBe(true);
  });

  it('a whole-file answer shorter than the manifest says fails it: the file changed', async () => {
    server = fileServer({ [VIDEO]: video.slice(0, 3 * MiB) }, { ignoreRanges: true });
    vi.stubGlobal('fetch', server.fetch);
    await startDownload(USER, manifestOf('media', 8, { [VIDEO]: video }));
    expect(await settled('media:8', 'failed')).toMatchObject({ error: OFFLINE_MSG.downloadChanged });
  });

  it('a file the server refuses fails the download with a clear message', async () => {
    server.then(() => 404);
    await startDownload(USER, manifestOf('lecture', 12, { [PICTURE]: picture }));
    expect(await settled('lecture:12', 'failed')).toMatchObject({ status: 'failed', error: OFFLINE_MSG.downloadMissing });
    server.then(() => 403);
    await resumeDownload(USER, 'lecture:12');
    expect(await settled('lecture:12', 'failed')).toMatchObject({ status: 'failed', error: OFFLINE_MSG.downloadForbidden });
    await resumeDownload(USER, 'lecture:12');
    expect(await settled('lecture:12', 'complete')).toMatchObject({ status: 'complete', error: null });
  });

  it('a full device fails it with the out-of-space message, not silently', async () => {
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'downloadChunks') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    await startDownload(USER, manifestOf('book', 3, { [VIDEO]: video }));
    expect(await settled('book:3', 'failed')).toMatchObject({ status: 'failed', pausedBy: null, error: OFFLINE_MSG.downloadNoSpace, bytesDone: 0 });
    expect(await db.downloadChunks.count()).toBe(0);
  });

  it('runs one download at a time in a tab: the second waits in the queue', async () => {
    await startDownload(USER, manifestOf('lecture', 1, { [VIDEO]: video }));
    await startDownload(USER, manifestOf('lecture', 2, { [PICTURE]: picture }));
    expect((await getDownload(USER, 'lecture:2'))!.status).toBe('queued');
    await settled('lecture:1', 'complete');
    expect(await settled('lecture:2', 'complete')).toMatchObject({ status: 'complete' });
    expect(server.requests.map((r) => r.url)).toEqual([VIDEO, VIDEO, VIDEO, PICTURE]);
  });
});

describe('files shared by two downloads', () => {
  it('are fetched once; removing one download keeps what the other lists and frees the rest', async () => {
    await startDownload(USER, manifestOf('lecture', 1, { [VIDEO]: video, [PICTURE]: picture }));
    await settled('lecture:1', 'complete');
    await startDownload(USER, manifestOf('book', 2, { [VIDEO]: video }));
    // Every file already on the device: complete at once, nothing fetched.
    expect(await getDownload(USER, 'book:2')).toMatchObject({ status: 'complete', bytesDone: video.length });
    expect(server.of(VIDEO)).toHaveLength(3);

    await removeDownload(USER, 'lecture:1');
    expect(await getDownload(USER, 'lecture:1')).toBeNull();
    expect(await db.downloadFiles.get(PICTURE)).toBeUndefined();
    expect(await db.downloadChunks.where('[url+index]').between([PICTURE, 0], [PICTURE, Infinity]).count()).toBe(0);
    expect(await holds(await downloadedFileBlob(VIDEO), video)).toBe(true);
    expect((await db.downloadFiles.get(VIDEO))!.owners).toEqual(['5:book:2']);

    await removeDownload(USER, 'book:2');
    expect(await db.downloadFiles.count()).toBe(0);
    expect(await db.downloadChunks.count()).toBe(0);
  });

  it('a file half-fetched for one download is continued, not restarted, by the next one', async () => {
    server.then(
      () => undefined,
      () => 'network',
    );
    await startDownload(USER, manifestOf('lecture', 1, { [VIDEO]: video }));
    await settled('lecture:1', 'paused');
    await startDownload(USER, manifestOf('book', 2, { [VIDEO]: video }));
    expect(await settled('book:2', 'complete')).toMatchObject({ status: 'complete', bytesDone: video.length });
    expect(server.of(VIDEO).map((r) => r.range)).toEqual([
      chunkRange(0, video.length),
      chunkRange(1, video.length),
      chunkRange(1, video.length),
      chunkRange(2, video.length),
    ]);
  });

  it('a new version frees the files it no longer lists', async () => {
    await startDownload(USER, manifestOf('lecture', 1, { [VIDEO]: video, [PICTURE]: picture }));
    await settled('lecture:1', 'complete');
    await startDownload(USER, manifestOf('lecture', 1, { [PICTURE]: picture }, 'v2'));
    expect(await getDownload(USER, 'lecture:1')).toMatchObject({ status: 'complete', version: 'v2', bytes: 1000 });
    expect(await db.downloadFiles.get(VIDEO)).toBeUndefined();
    expect(await db.downloadChunks.count()).toBe(1);
  });
});

/** A LockManager of one device: `hold` takes a lock as another tab would. */
function fakeLocks() {
  const held = new Map<string, Promise<void>>();
  const request = async (name: string, ...args: unknown[]) => {
    const [options, callback] = (args.length === 2 ? args : [{}, args[0]]) as [{ ifAvailable?: boolean }, (lock: object | null) => unknown];
    if (held.has(name) && options.ifAvailable) return callback(null);
    while (held.has(name)) await held.get(name);
    let release!: () => void;
    held.set(name, new Promise<void>((resolve) => (release = resolve)));
    try {
      return await callback({ name });
    } finally {
      held.delete(name);
      release();
    }
  };
  const hold = (name: string) => {
    let release!: () => void;
    void request(name, () => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };
  return { locks: { request } as unknown as LockManager, hold };
}

describe('across tabs and connectivity', () => {
  it('leaves a download another tab is fetching to that tab, and takes it over when that tab is gone', async () => {
    const { locks, hold } = fakeLocks();
    vi.stubGlobal('navigator', { onLine: true, locks });
    const otherTab = hold('lhs-download:5:lecture:1');
    await startDownload(USER, manifestOf('lecture', 1, { [PICTURE]: picture }));
    await whenDownloadsIdle();
    expect(server.requests).toHaveLength(0);
    expect((await getDownload(USER, 'lecture:1'))!.status).toBe('queued');
    otherTab(); // closed before finishing
    expect(await settled('lecture:1', 'complete')).toMatchObject({ bytesDone: 1000 });
    expect(server.requests).toHaveLength(1);
  });

  it("going offline mid-download pauses it at once (by the network), and 'online' takes it up where it stopped", async () => {
    const window = new EventTarget();
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('navigator', { onLine: true });
    server.then(
      () => undefined,
      () => new Promise<void>(() => undefined), // the answer never comes
    );
    await startDownload(USER, manifestOf('media', 8, { [VIDEO]: video }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    vi.stubGlobal('navigator', { onLine: false });
    window.dispatchEvent(new Event('offline'));
    expect(await settled('media:8', 'paused')).toMatchObject({ pausedBy: 'network', error: OFFLINE_MSG.downloadWaitingNetwork, bytesDone: 2 * MiB });
    vi.stubGlobal('navigator', { onLine: true });
    window.dispatchEvent(new Event('online'));
    expect(await settled('media:8', 'complete')).toMatchObject({ bytesDone: video.length });
    expect(server.requests.slice(2).map((r) => r.range)).toEqual([chunkRange(1, video.length), chunkRange(2, video.length)]);
  });

  it('offline, a download waits paused by the network without a request, and goes on when resumed online', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await startDownload(USER, manifestOf('lecture', 1, { [PICTURE]: picture }));
    expect(await settled('lecture:1', 'paused')).toMatchObject({ pausedBy: 'network', error: OFFLINE_MSG.downloadWaitingNetwork });
    resumeInterruptedDownloads(USER);
    await whenDownloadsIdle();
    expect((await getDownload(USER, 'lecture:1'))!.status).toBe('paused');
    expect(server.requests).toHaveLength(0);
    vi.stubGlobal('navigator', { onLine: true });
    resumeInterruptedDownloads(USER);
    await settled('lecture:1', 'complete');
  });
});
