// Media as a library content type: an item names its stored file, so a copy (shared to the school, copied, sent to a
// colleague) names the same file, and the file goes from storage only when the last item naming it is deleted.
import { and, inArray, or, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { type ContentType, libraryCols } from '../library/content-type.ts';
import type { Queryable } from '../exams/structure.ts';
import { refreshUsedStorage } from '../uploads/quota.ts';

const m = t.mediaResources;

/** Files that belong to what names them: never an upload waiting to be used, a recording or an export. */
export const RELEASED_KINDS = ['media', 'lecture'];

/**
 * Deletes the stored files among `fileIds` (media items' files and imported slide pictures) that no media item nor
 * lecture names any more; answers their storage keys.
 */
export async function releaseFiles(db: Queryable, fileIds: number[]): Promise<string[]> {
  if (!fileIds.length) return [];
  const named = await db
    .select({ fileId: m.fileId, thumbnailFileId: m.thumbnailFileId })
    .from(m)
    .where(or(inArray(m.fileId, fileIds), inArray(m.thumbnailFileId, fileIds)));
  const stillUsed = new Set(named.flatMap((r) => [r.fileId, r.thumbnailFileId]));
  // A lecture's media block or slide picture, or an e-book's area, shows a file by its public address (its key's last
  // part): the file stays while a deck or an area names it.
  const candidates = fileIds.filter((id) => !stillUsed.has(id));
  const shown = candidates.length
    ? await db
        .select({ id: t.storedFiles.id })
        .from(t.storedFiles)
        .where(
          and(
            inArray(t.storedFiles.id, candidates),
            sql`(exists (select 1 from lectures l where strpos(l.deck::text, substr(${t.storedFiles.key}, 9)) > 0)
              or exists (select 1 from book_areas a where strpos(a.target::text, substr(${t.storedFiles.key}, 9)) > 0))`,
          ),
        )
    : [];
  const free = candidates.filter((id) => !shown.some((s) => s.id === id));
  if (!free.length) return [];
  const gone = await db
    .delete(t.storedFiles)
    .where(and(inArray(t.storedFiles.id, free), inArray(t.storedFiles.kind, RELEASED_KINDS)))
    .returning({ key: t.storedFiles.key, thumbnailKey: t.storedFiles.thumbnailKey, ownerId: t.storedFiles.ownerId });
  for (const owner of new Set(gone.map((g) => g.ownerId))) if (owner !== null) await refreshUsedStorage(db, owner);
  return gone.flatMap((g) => [g.key, ...(g.thumbnailKey ? [g.thumbnailKey] : [])]);
}

export const mediaType: ContentType = {
  kind: 'media',
  path: 'media_resources',
  categoryType: 'media',
  table: m,
  cols: libraryCols(m, { id: m.id, name: m.name, description: m.description, schoolId: m.schoolId, ownerId: m.ownerId, createdAt: m.createdAt }),
  // The copy's row already names the same file, picture and length (library/copy.ts copies the whole row).
  async copyContent() {},
  async afterDelete(db, rows) {
    const ids = rows.flatMap((r) => [r.fileId, r.thumbnailFileId]).filter((id): id is number => typeof id === 'number');
    return releaseFiles(db, [...new Set(ids)]);
  },
};
