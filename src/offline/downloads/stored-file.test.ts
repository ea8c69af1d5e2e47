// @vitest-environment node
// What the service worker answers for a file address (sw/downloads-route.ts): the device's copy, whole or by range,
// only when a usable download lists it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db.ts';
import { resetOfflineDb } from '../test-fixtures.ts';
import { removeDownload, startDownload } from './downloads.ts';
import { resetDownloadEngine, whenDownloadsIdle } from './download-engine.ts';
import { downloadedFileResponse } from './stored-file.ts';
import { MiB, bytesOf, fileServer, fileUrl, manifestOf, memoryStorage } from './test-server.ts';

const VIDEO = fileUrl(1);
const PICTURE = fileUrl(2);
const video = bytesOf(5 * MiB);
let server: ReturnType<typeof fileServer>;
const request = (range?: string) => new Request(`http://localhost${VIDEO}`, { headers: range ? { Range: range } : {} });

beforeEach(async () => {
  resetDownloadEngine({ retryMs: 600_000 });
  await whenDownloadsIdle();
  await resetOfflineDb();
  vi.stubGlobal('localStorage', memoryStorage());
  server = fileServer({ [VIDEO]: video });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

async function downloaded() {
  await startDownload(5, manifestOf('media', 1, { [VIDEO]: video }));
  await vi.waitFor(async () => expect((await db.downloads.get([5, 'media:1']))?.status).toBe('complete'));
}

describe('a downloaded file from the device', () => {
  it('seeks across chunk boundaries: a range spanning two chunks is cut from the stored chunks', async () => {
    await downloaded();
    const start = 2 * MiB - 10;
    const res = (await downloadedFileResponse(request(`bytes=${start}-${start + 19}`)))!;
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes ${start}-${start + 19}/${video.length}`);
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([...video.slice(start, start + 20)]);
  });

  it('answers the whole file with its type and length', async () => {
    await downloaded();
    const res = (await downloadedFileResponse(request()))!;
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('video/mp4');
    expect(res.headers.get('Content-Length')).toBe(String(video.length));
  });

  it('is not answered (the network is) when not downloaded, or listed only by an unfinished download', async () => {
    expect(await downloadedFileResponse(request())).toBeNull();
    await downloaded();
    // A second download lists the same file and another one it cannot fetch now.
    server.then(() => 'network');
    await startDownload(5, manifestOf('book', 2, { [VIDEO]: video, [PICTURE]: bytesOf(10) }));
    await vi.waitFor(async () => expect((await db.downloads.get([5, 'book:2']))?.status).toBe('paused'));
    expect((await downloadedFileResponse(request('bytes=0-9')))!.status).toBe(206);
    await removeDownload(5, 'media:1');
    expect((await db.downloadFiles.get(VIDEO))!.complete).toBe(true);
    expect(await downloadedFileResponse(request('bytes=0-9'))).toBeNull();
  });
});
