// Streams a stored file to the client: Range requests (seeking in audio and video, resuming a download), validators
// (ETag, Last-Modified, If-None-Match, If-Range), the exact Content-Type and Content-Length, and never a whole file in
// memory. With S3 and pre-signed URLs turned on, the client is sent to the bucket instead (a short-lived link).
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { Storage } from '../platform/storage/index.ts';
import { HttpError, notFound } from './errors.ts';
import { MSG } from '../../../src/shared/messages.ts';

export interface ServedFile {
  key: string;
  contentType: string;
  size: number;
  etag: string;
  createdAt: Date;
  filename?: string | null;
}

/** How long a pre-signed link lives: long enough to start playing, short enough not to be worth sharing. */
const PRESIGNED_SECONDS = 300;

/** The one range asked for, or null for the whole file; 'invalid' when it cannot be satisfied. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (multipart/byteranges) are rarely asked for by players: the whole file answers them correctly.
  if (!m) return header.includes(',') ? null : 'invalid';
  const [, a, b] = m;
  if (a === '' && b === '') return 'invalid';
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

/** Content-Disposition for a file name of any script: an ASCII fallback and the UTF-8 name. */
export function disposition(filename: string, kind: 'inline' | 'attachment' = 'inline'): string {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'tep';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function fileResponse(c: Context, storage: Storage, file: ServedFile, opts: { cacheControl: string; presigned?: boolean }): Promise<Response> {
  if (opts.presigned) {
    const url = await storage.presignedUrl(file.key, {
      expiresInSeconds: PRESIGNED_SECONDS,
      contentType: file.contentType,
      filename: file.filename ?? undefined,
    });
    if (url) return c.redirect(url, 302);
  }
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    ETag: file.etag,
    'Last-Modified': file.createdAt.toUTCString(),
    'Accept-Ranges': 'bytes',
    // no-transform: a byte range must reach the player exactly as stored (no proxy or compressor may touch it).
    'Cache-Control': `${opts.cacheControl}, no-transform`,
  };
  if (file.filename) headers['Content-Disposition'] = disposition(file.filename);
  const match = c.req.header('If-None-Match');
  if (match && match.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*')) {
    return c.body(null, 304, headers);
  }
  const ifRange = c.req.header('If-Range');
  const range = ifRange && ifRange !== file.etag ? null : parseRange(c.req.header('Range'), file.size);
  if (range === 'invalid') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
  }
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
  headers['Content-Length'] = String(range ? range.end - range.start + 1 : file.size);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = await storage.get(file.key, range ?? undefined);
  if (!stream) throw new HttpError(404, MSG.notFound);
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
}

/** The WebP thumbnail the thumbnail job made of a stored picture; 404 when it has none (yet). */
export async function thumbnailResponse(c: Context, storage: Storage, thumbnailKey: string | null, cacheControl: string): Promise<Response> {
  if (!thumbnailKey) throw notFound();
  const info = await storage.head(thumbnailKey);
  if (!info) throw notFound();
  return fileResponse(
    c,
    storage,
    { key: thumbnailKey, contentType: 'image/webp', size: info.size, etag: info.etag, createdAt: info.lastModified },
    { cacheControl },
  );
}
