// On-the-fly compression of the server's text answers (API JSON above ~1 KiB). The app's files are precompressed at
// build time and served as they are (static-app.ts); audio and video are already compressed, and a range answer
// (206) must keep its byte offsets, so neither is touched.
import { compress } from 'hono/compress';
import type { MiddlewareHandler } from 'hono';

const THRESHOLD_BYTES = 1024;
const TEXT = /^\s*(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml|[^;\s]+\+json)/i;

const gzipAbove = compress({ threshold: THRESHOLD_BYTES, contentTypeFilter: TEXT });

/**
 * hono/compress applies its threshold only to answers that state their length, and a JSON answer does not: this
 * measures small text answers first, so a 40-byte `{ ok: true }` is not wrapped in gzip's 20 bytes of framing.
 */
export const compression: MiddlewareHandler = (c, next) =>
  gzipAbove(c, async () => {
    await next();
    const res = c.res;
    if (res.headers.has('Content-Length') || res.headers.has('Content-Encoding') || !res.body) return;
    if (!TEXT.test(res.headers.get('Content-Type') ?? '')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.set('Content-Length', String(body.byteLength));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  });
