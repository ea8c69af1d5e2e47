// Thumbnails of uploaded images, made in the background with sharp: at most 320 px on the long side, WebP, turned
// upright from the camera's orientation tag. A file that already has one is skipped (the job may run twice).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { defineJob } from '../platform/jobs.ts';
import { newKey, readAll, type Storage } from '../platform/storage/index.ts';

export const THUMBNAIL_PX = 320;

export async function makeThumbnail(db: Db, storage: Storage, fileId: number): Promise<void> {
  const [file] = await db.select().from(t.storedFiles).where(eq(t.storedFiles.id, fileId));
  if (!file || file.thumbnailKey) return;
  const original = await storage.get(file.key);
  if (!original) return;
  // Loaded with the first thumbnail: an idle server does not carry the image library.
  const { default: sharp } = await import('sharp');
  const webp = await sharp(await readAll(original), { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  const key = newKey('thumbnails');
  await storage.put(key, webp, { contentType: 'image/webp' });
  await db.update(t.storedFiles).set({ thumbnailKey: key }).where(eq(t.storedFiles.id, fileId));
}

export function thumbnailJob(db: Db, storage: Storage) {
  return defineJob<{ fileId: number }>({
    name: 'thumbnail',
    queue: { retryLimit: 3, retryDelay: 10 },
    run: ({ fileId }) => makeThumbnail(db, storage, fileId),
  });
}
