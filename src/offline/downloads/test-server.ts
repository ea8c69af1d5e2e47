// Test helpers for downloads: a fetch that serves byte arrays with Range as the server does (206, Content-Range),
// with scripted failures, and manifests over its files. Imported by *.test.ts only.
import { vi } from 'vitest';
import type { DownloadKind, DownloadManifest } from '@/shared/downloads.ts';
import { DOWNLOAD_CHUNK_SIZE } from './download-rows.ts';

export const MiB = 1024 * 1024;

/** Bytes that differ at every position (so a chunk stored at the wrong offset shows). */
export function bytesOf(size: number, seed: number = 1): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed * 7 + (i >> 8)) & 0xff;
  return out;
}

export const fileUrl = (n: number) => `/api/files/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface SeenRequest {
  url: string;
  range: string | null;
}

/** What the server does with one request: undefined answers normally. */
export type Step = 'network' | number | Promise<void> | undefined;

const aborted = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

export function fileServer(files: Record<string, Uint8Array<ArrayBuffer>>, options: { ignoreRanges?: boolean } = {}) {
  const requests: SeenRequest[] = [];
  const script: ((request: SeenRequest) => Step)[] = [];
  let versions: Record<string, string | null> = {};
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url.startsWith('/api/downloads/versions')) return Response.json({ data: versions });
    const range = new Headers(init.headers).get('Range');
    const seen = { url, range };
    requests.push(seen);
    const step = script.shift()?.(seen);
    // A request waiting on the script still ends when aborted, as fetch does.
    if (step instanceof Promise) await Promise.race([step, aborted(init.signal)]);
    else if (step === 'network') throw new TypeError('Failed to fetch');
    else if (typeof step === 'number') return new Response(null, { status: step });
    init.signal?.throwIfAborted();
    const bytes = files[url];
    if (!bytes) return new Response(null, { status: 404 });
    const m = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
    if (!m || options.ignoreRanges) return new Response(bytes, { status: 200, headers: { 'Content-Length': String(bytes.length) } });
    const start = Number(m[1]);
    const end = Math.min(Number(m[2]), bytes.length - 1);
    return new Response(bytes.slice(start, end + 1), {
      status: 206,
      headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}`, 'Content-Length': String(end - start + 1) },
    });
  });
  return {
    fetch,
    requests,
    /** The next requests do these, in order (then answer normally). */
    then: (...steps: ((request: SeenRequest) => Step)[]) => script.push(...steps),
    setVersions: (next: Record<string, string | null>) => {
      versions = next;
    },
    /** Requests of one file. */
    of: (url: string) => requests.filter((r) => r.url === url),
  };
}

/** The answer's first `bytes` bytes, then the connection drops (the body's read fails, as a browser's does). */
export async function cutAfter(res: Response, bytes: number): Promise<Response> {
  const head = new Uint8Array(await res.arrayBuffer()).slice(0, bytes);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      controller.error(new TypeError('terminated'));
    },
  });
  return new Response(body, { status: res.status, headers: res.headers });
}

/** The Range header of chunk `index` of a file of `size` bytes. */
export const chunkRange = (index: number, size: number) => `bytes=${index * DOWNLOAD_CHUNK_SIZE}-${Math.min((index + 1) * DOWNLOAD_CHUNK_SIZE, size) - 1}`;

export function manifestOf(kind: DownloadKind, id: number, files: Record<string, Uint8Array>, version: string = 'v1'): DownloadManifest<{ title: string }> {
  const list = Object.entries(files).map(([url, bytes]) => ({ url, size: bytes.length, contentType: 'video/mp4' }));
  return {
    key: `${kind}:${id}`,
    kind,
    id,
    title: `Bài ${id}`,
    version,
    files: list,
    bytes: list.reduce((sum, f) => sum + f.size, 0),
    data: { title: `Bài ${id}` },
  };
}

/** A localStorage for the node test environment (the engine's list of completed downloads). */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}
