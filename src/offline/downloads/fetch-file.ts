// Fetches the missing part of one downloaded file, chunk by chunk with Range requests, and stores each chunk in its own
// transaction with the counters that say it is there: a dropped connection resumes at the last stored chunk, and a
// finished file is never fetched again. A server that ignores ranges (200) is read whole and stored chunked the same way.
import { db, tx } from '../db.ts';
import { chunkCountOf, type DownloadFileRow } from './download-rows.ts';
import { DOWNLOAD_TABLES } from './download-records.ts';

/** The server refused a file (403, 404, 5xx…). */
export class DownloadHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'DownloadHttpError';
  }
}

/** The file on the server is not the one the manifest described (another size): the stored chunks cannot be trusted. */
export class DownloadChangedError extends Error {
  constructor() {
    super('file changed on the server');
    this.name = 'DownloadChangedError';
  }
}

/** The answer ended before the bytes it promised: the connection dropped (treated as a network failure). */
export class DownloadCutError extends TypeError {
  constructor() {
    super('download cut off');
    this.name = 'DownloadCutError';
  }
}

export interface FetchFileContext {
  userId: number;
  key: string;
  /** Aborted when the download is paused or removed here. */
  signal: AbortSignal;
  /** No byte for this long: the connection is taken as lost (a stalled school network never errors by itself). */
  stallMs: number;
}

/**
 * Stores chunk `index` and moves the file's and the download's counters, in one transaction. Answers whether the
 * download should go on: false once it is no longer 'downloading' (paused or removed, maybe in another tab). A chunk
 * already stored meanwhile (the same file downloaded for another item in another tab) is not stored twice.
 */
async function storeChunk(url: string, index: number, blob: Blob, ctx: FetchFileContext): Promise<boolean> {
  return tx('rw', DOWNLOAD_TABLES, async () => {
    const [file, row] = await Promise.all([db.downloadFiles.get(url), db.downloads.get([ctx.userId, ctx.key])]);
    if (file && !file.complete && file.chunksDone === index) {
      const chunksDone = index + 1;
      await db.downloadChunks.put({ url, index, blob });
      await db.downloadFiles.put({ ...file, chunksDone, complete: chunksDone === chunkCountOf(file) });
      if (row) await db.downloads.put({ ...row, bytesDone: Math.min(row.bytes, row.bytesDone + blob.size), updatedAt: Date.now() });
    }
    return row?.status === 'downloading';
  });
}

/** An AbortSignal that fires when touch() was not called for `ms`. */
function stallGuard(ms: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DOMException('no data received', 'TimeoutError')), ms);
  };
  touch();
  return { signal: controller.signal, touch, stop: () => clearTimeout(timer) };
}

/**
 * Reads an answer whose first byte is file offset `firstByte`, skips what is already stored and stores every whole
 * chunk after it. A 206 holds one chunk, a 200 the whole file. False when the download should stop.
 */
async function storeBody(res: Response, firstByte: number, file: DownloadFileRow, ctx: FetchFileContext, touch: () => void): Promise<boolean> {
  if (!res.body) throw new DownloadCutError();
  const reader = res.body.getReader();
  const count = chunkCountOf(file);
  const lengthOf = (i: number) => Math.min(file.chunkSize, file.size - i * file.chunkSize);
  let index = file.chunksDone;
  let skip = index * file.chunkSize - firstByte;
  let parts: Uint8Array<ArrayBuffer>[] = [];
  let buffered = 0;
  for (;;) {
    const { done, value } = await reader.read();
    touch();
    if (done) break;
    let bytes = value;
    if (skip > 0) {
      const dropped = Math.min(skip, bytes.length);
      skip -= dropped;
      bytes = bytes.subarray(dropped);
    }
    while (bytes.length) {
      if (index >= count) throw new DownloadChangedError();
      const take = bytes.subarray(0, lengthOf(index) - buffered);
      parts.push(take);
      buffered += take.length;
      bytes = bytes.subarray(take.length);
      if (buffered < lengthOf(index)) continue;
      const go = await storeChunk(file.url, index, new Blob(parts), ctx);
      index++;
      parts = [];
      buffered = 0;
      if (!go) {
        await reader.cancel();
        return false;
      }
    }
  }
  // A whole file (200) that ended cleanly before its size is another file than the manifest's; a range that did is
  // taken as a dropped connection (a drop usually errors the read above).
  if (res.status === 200 && index < count) throw new DownloadChangedError();
  if (buffered > 0 || index === file.chunksDone) throw new DownloadCutError();
  return true;
}

/** `bytes a-b/total` of a 206; null when absent (a redirect to storage that does not expose it). */
function contentRange(res: Response): { start: number; total: number | null } | null {
  const m = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(res.headers.get('Content-Range')?.trim() ?? '');
  return m ? { start: Number(m[1]), total: m[2] === '*' ? null : Number(m[2]) } : null;
}

/** One request from the first missing chunk; false when the download should stop. */
async function fetchNext(file: DownloadFileRow, address: string, ctx: FetchFileContext): Promise<boolean> {
  const start = file.chunksDone * file.chunkSize;
  const end = Math.min(start + file.chunkSize, file.size) - 1;
  const stall = stallGuard(ctx.stallMs);
  try {
    const res = await fetch(address, {
      headers: { Range: `bytes=${start}-${end}` },
      signal: AbortSignal.any([ctx.signal, stall.signal]),
      // The browser's HTTP cache would keep a second copy of every file: the device's space is for the download.
      cache: 'no-store',
    });
    if (res.status === 206) {
      const range = contentRange(res);
      if (range && (range.start !== start || (range.total !== null && range.total !== file.size))) throw new DownloadChangedError();
      return await storeBody(res, start, file, ctx, stall.touch);
    }
    // Content-Length is not compared with the size: a compressed answer (an SVG) counts its compressed bytes.
    if (res.status === 200) return await storeBody(res, 0, file, ctx, stall.touch);
    if (res.status === 416) throw new DownloadChangedError();
    throw new DownloadHttpError(res.status);
  } finally {
    stall.stop();
  }
}

/**
 * Fetches what is missing of the file stored under `url` (fetched from `address`), until it is complete. False when
 * the download should stop (paused or removed, here or in another tab).
 */
export async function fetchFile(url: string, address: string, ctx: FetchFileContext): Promise<boolean> {
  for (;;) {
    const file = await db.downloadFiles.get(url);
    if (!file) return false;
    if (file.complete) return true;
    if (!(await fetchNext(file, address, ctx))) return false;
  }
}
