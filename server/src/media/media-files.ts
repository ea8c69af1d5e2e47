// What a media item shows, read from the stored files it names: its type, its file's public address, size and
// content type, and its picture. The media lists and the lecture decks (a media block copies these) read it here.
import { inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { contentFileUrl } from '../uploads/content-files.ts';
import type { MediaResource, MediaType } from '../../../src/shared/media.ts';

export type MediaRow = typeof t.mediaResources.$inferSelect;
export type MediaFileFields = Pick<MediaResource, 'mediaType' | 'url' | 'contentType' | 'size' | 'thumbnailUrl' | 'durationSeconds'>;

/** The file fields of each media row, by the row's id (one query for all their files). */
export async function mediaFileFields(db: Queryable, rows: MediaRow[]): Promise<Map<number, MediaFileFields>> {
  if (!rows.length) return new Map();
  const fileIds = rows.flatMap((r) => [r.fileId, ...(r.thumbnailFileId ? [r.thumbnailFileId] : [])]);
  const files = new Map((await db.select().from(t.storedFiles).where(inArray(t.storedFiles.id, fileIds))).map((f) => [f.id, f]));
  return new Map(
    rows.map((row) => {
      const file = files.get(row.fileId)!;
      const picture = row.thumbnailFileId ? files.get(row.thumbnailFileId) : undefined;
      const fields: MediaFileFields = {
        mediaType: row.mediaType as MediaType,
        url: contentFileUrl(file.key),
        contentType: file.contentType,
        size: file.size,
        thumbnailUrl: picture ? contentFileUrl(picture.key) : file.thumbnailKey ? `${contentFileUrl(file.key)}/thumbnail` : null,
        durationSeconds: row.durationSeconds,
      };
      return [row.id, fields];
    }),
  );
}
