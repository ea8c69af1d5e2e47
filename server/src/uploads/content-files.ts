// Content files: the pictures and sounds inside questions, lectures and other library content. Everyone who can open
// the content must see them, in an <img> or <audio> that cannot send the sign-in token, so they are served to whoever
// holds their address — the file's random storage key, never guessable, never a listing. A content file never changes
// under its address: browsers and the service worker keep it (exams are taken offline with their pictures).
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { fileResponse } from '../http/file-response.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The public address of a content file stored under `uploads/<uuid>`. */
export const contentFileUrl = (key: string) => `/api/files/${key.slice('uploads/'.length)}`;

export const contentFiles = new Hono<AppEnv>().get('/files/:uuid', async (c) => {
  const uuid = c.req.param('uuid');
  if (!UUID.test(uuid)) throw notFound();
  const { db, storage } = c.get('deps');
  const [file] = await db
    .select()
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.key, `uploads/${uuid}`), eq(t.storedFiles.kind, 'content')));
  if (!file) throw notFound();
  // Only pictures, sounds and videos recognised from their bytes become content files (never SVG or HTML), and every
  // answer carries nosniff and the app's script policy: an address opened on its own cannot run script.
  return fileResponse(c, storage, file, { cacheControl: 'public, max-age=31536000, immutable' });
});
