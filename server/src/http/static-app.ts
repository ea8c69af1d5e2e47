// The built app, served by the same server in production: precompressed files (.br/.gz written by `npm run build`)
// chosen by Accept-Encoding, hashed assets cached forever, and everything that must pick up a new release at once —
// the HTML shell under any path, sw.js, the manifest — revalidated on every load. Client-side routes (history mode)
// answer with index.html; a missing file under /assets/ is a 404, never HTML a browser would try to run as script.
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Content-addressed folders: a file there never changes under its name. */
const HASHED_PREFIXES = ['/assets/', '/speech-model/'];
/** Files the build writes .br/.gz copies of (vite.config.ts, scripts/vite-speech-model.ts). */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|wasm)$|\/speech-model\//;

function cacheControl(requestPath: string, contentType: string): string {
  if (HASHED_PREFIXES.some((prefix) => requestPath.startsWith(prefix))) return IMMUTABLE;
  if (contentType.startsWith('text/html') || requestPath === '/sw.js' || requestPath.endsWith('.webmanifest')) return REVALIDATE;
  // Icons, robots.txt and the like: unhashed names, so revalidate at most daily.
  return 'public, max-age=86400';
}

/** Caching and Vary for the app's files, set once the file (or the HTML shell) has been chosen. */
const fileHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.path.startsWith('/api/') || c.res.status !== 200) return;
  const contentType = c.res.headers.get('Content-Type') ?? '';
  c.header('Cache-Control', cacheControl(c.req.path, contentType));
  // Every answer that has compressed variants varies by Accept-Encoding, the identity one included, so that a cache
  // never hands a brotli body to a client that cannot read it (or the reverse).
  const vary = c.res.headers.get('Vary') ?? '';
  if ((PRECOMPRESSED.test(c.req.path) || contentType.startsWith('text/html')) && !/accept-encoding/i.test(vary)) {
    c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
};

/** Mounts the built app found in `staticDir` (after the API, which has its own /api routes). */
export function mountStaticApp(app: Hono, staticDir: string): void {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`Không tìm thấy bản build của ứng dụng trong ${staticDir}. Hãy chạy "npm run build".`);
  }
  const root = path.relative(process.cwd(), staticDir) || '.';
  app.use('*', fileHeaders);
  app.use('*', serveStatic({ root, precompressed: true }));
  for (const prefix of HASHED_PREFIXES) {
    app.all(`${prefix}*`, (c) => c.text('Không tìm thấy tệp.', 404, { 'Cache-Control': REVALIDATE }));
  }
  app.get('*', serveStatic({ root, path: 'index.html', precompressed: true }));
}
