// A media item kept for use without a network (media-access.ts says who may): its file and its picture, and the item
// as the media library answers it. An item never changes its file (media.routes.ts), but its picture may come later
// (the thumbnail job) and its details change with an edit: the version is a hash of the edit time and both addresses.
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { findItem } from '../library/list.ts';
import { mediaType } from '../media/media-type.ts';
import { mediaFileFields, type MediaFileFields, type MediaRow } from '../media/media-files.ts';
import type { MediaResource } from '../../../src/shared/media.ts';
import type { DownloadManifest } from '../../../src/shared/downloads.ts';
import { downloadFiles } from './files.ts';
import { manifest } from './manifest.ts';
import { openableMedia } from './media-access.ts';

const mediaVersion = (row: MediaRow, f: MediaFileFields) =>
  createHash('sha256')
    .update(`${row.updatedAt.toISOString()}\n${f.url}\n${f.thumbnailUrl ?? ''}`)
    .digest('hex')
    .slice(0, 16);

/** 404 when there is no such item, 403 when the caller may not open it. */
export async function mediaManifest(c: Context<AppEnv>, id: number): Promise<DownloadManifest<MediaResource>> {
  const { db } = c.get('deps');
  const [row] = await db.select().from(t.mediaResources).where(eq(t.mediaResources.id, id));
  if (!row) throw notFound();
  if (!(await openableMedia(c, [row])).has(row.id)) throw forbidden();
  // The library's own item (its list decorates the same item with the same file fields).
  const item = (await findItem(db, mediaType, sql`true`, row.id))!;
  const fields = (await mediaFileFields(db, [row])).get(row.id)!;
  const files = await downloadFiles(c.get('deps'), [fields.url, fields.thumbnailUrl]);
  return manifest('media', row.id, row.name, mediaVersion(row, fields), files, { ...item, ...fields });
}

/** The current versions of the items of `ids` the caller may open, by id (the others are missing). */
export async function mediaVersions(c: Context<AppEnv>, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { db } = c.get('deps');
  const rows = await db.select().from(t.mediaResources).where(inArray(t.mediaResources.id, ids));
  const open = await openableMedia(c, rows, 'skip');
  const kept = rows.filter((r) => open.has(r.id));
  const fields = await mediaFileFields(db, kept);
  return new Map(kept.map((r) => [r.id, mediaVersion(r, fields.get(r.id)!)]));
}
