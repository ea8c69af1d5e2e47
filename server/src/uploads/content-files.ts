// Content files: the pictures and sounds inside questions, lectures and other library content, the files of media
// items (server/src/media), the slide pictures of imported lectures (server/src/lectures/pptx-import.ts) and e-books' PDFs and covers (server/src/books). Everyone who can open the content must see them, in an <img> or <audio> that cannot send
// the sign-in token, so they are served to whoever holds their address — the file's random storage key, never
// guessable, never a listing. A content file never changes under its address: browsers and the service worker keep it
// (exams are taken offline with their pictures).
import { Hono, type Context } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { fileResponse, thumbnailResponse } from '../http/file-response.ts';

/** Stored-file kinds that are content: everything else (an upload not yet used, an export, a recording) is private. */
const PUBLIC_KINDS = ['content', 'media', 'lecture', 'book'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The public address of a content file stored under `uploads/<uuid>`. */
export const contentFileUrl = (key: string) => `/api/files/${key.slice('uploads/'.length)}`;

/** A content or media file by the uuid of its address; 404 for anything else (a private upload, a recording). */
async function publicFile(c: Context<AppEnv>) {
  const uuid = c.req.param('uuid') ?? '';
  if (!UUID.test(uuid)) throw notFound();
  const [file] = await c
    .get('deps')
    .db.select()
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.key, `uploads/${uuid}`), inArray(t.storedFiles.kind, PUBLIC_KINDS)));
  if (!file) throw notFound();
  return file;
}

export const contentFiles = new Hono<AppEnv>()
  .get('/files/:uuid', async (c) => {
    const file = await publicFile(c);
    // Only pictures, sounds, videos, models and e-books' PDFs recognised from their bytes become content files (never SVG
    // or HTML), and every answer carries nosniff and the app's script policy: an address opened on its own cannot run
    // script.
    return fileResponse(c, c.get('deps').storage, file, { cacheControl: 'public, max-age=31536000, immutable' });
  })
  // The small WebP of a picture (the thumbnail job's), for lists of media.
  .get('/files/:uuid/thumbnail', async (c) => {
    const file = await publicFile(c);
    return thumbnailResponse(c, c.get('deps').storage, file.thumbnailKey, 'public, max-age=31536000, immutable');
  });
