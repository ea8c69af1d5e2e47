// Library media of questions (pictures, listening audio): GET /api/media/:file, files of server/media. Question content
// names them without 'http', which the app serves under the API base (spec §7). Public like any library picture: an
// <img> or <audio> element cannot send the bearer token. A file never changes under its name, so browsers and the
// service worker may keep it for good (the exam is taken offline with them).
import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { BUILT_IN_MEDIA_DIR, BUILT_IN_MEDIA_TYPES } from './built-in-media.ts';

/** Plain names only: nothing can climb out of the folder. */
const NAME = /^[a-z0-9][a-z0-9-]*\.([a-z0-9]+)$/;

export const media = new Hono<AppEnv>().get('/media/:file', async (c) => {
  const match = NAME.exec(c.req.param('file'));
  const type = match && BUILT_IN_MEDIA_TYPES[match[1]!];
  if (!match || !type) throw notFound();
  let bytes: Buffer;
  try {
    bytes = await readFile(BUILT_IN_MEDIA_DIR + match[0]);
  } catch {
    throw notFound();
  }
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    // Stops a crafted SVG from running script when opened directly.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
});
