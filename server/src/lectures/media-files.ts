// The media a lecture's blocks show: which items a saver may place (her own, her school's approved, the system's),
// copied into the block with their files' addresses; and, when lectures are deleted, the files only they still named
// (media files their blocks showed, and their slides' pictures, which copies of an imported lecture share).
import { and, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { mediaFileFields } from '../media/media-files.ts';
import { RELEASED_KINDS, releaseFiles } from '../media/media-type.ts';
import type { LectureDeck, PlacedMedia } from '../../../src/shared/lecture.ts';
import { openToMember } from '../library/open-to.ts';

/** What a media block copies from its item. */
export type { PlacedMedia } from '../../../src/shared/lecture.ts';

/** Who places media, and into which school's lecture (null: a system lecture, which only shows the system's). */
export interface Placer {
  schoolId: number | null;
  userId: number;
}

/** Of `ids`, the media items the placer may show, by id. */
export async function placeableMedia(db: Queryable, ids: number[], at: Placer): Promise<Map<number, PlacedMedia>> {
  if (!ids.length) return new Map();
  const m = t.mediaResources;
  const rows = await db
    .select()
    .from(m)
    .where(and(inArray(m.id, ids), openToMember({ level: m.level, schoolId: m.schoolId, status: m.status, owner: m.ownerId }, at)));
  const files = await mediaFileFields(db, rows);
  return new Map(
    rows.map((r) => {
      const f = files.get(r.id)!;
      const placed: PlacedMedia = {
        mediaId: r.id,
        mediaType: f.mediaType,
        name: r.name,
        url: f.url,
        thumbnailUrl: f.thumbnailUrl,
        contentType: f.contentType,
        size: f.size,
      };
      return [r.id, placed];
    }),
  );
}

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})(\/thumbnail)?$/;

/** Every content-file address a deck shows: slide pictures, and the files and pictures of media blocks and areas. */
function shownUrls(deck: LectureDeck): (string | null)[] {
  return deck.slides.flatMap((s) => [
    s.image,
    ...s.blocks.flatMap((b) => {
      const shown = b.type === 'area' ? b.target : b;
      return shown.type === 'media' ? [shown.url, shown.thumbnailUrl] : [];
    }),
  ]);
}

/** After lectures are deleted: removes the files their decks showed that nothing names any more; their keys. */
export async function releaseShownFiles(db: Queryable, decks: LectureDeck[]): Promise<string[]> {
  const keys = new Set<string>();
  for (const url of decks.flatMap(shownUrls)) {
    const found = url ? FILE_URL.exec(url) : null;
    if (found) keys.add(`uploads/${found[1]}`);
  }
  if (!keys.size) return [];
  const files = await db
    .select({ id: t.storedFiles.id })
    .from(t.storedFiles)
    .where(and(inArray(t.storedFiles.key, [...keys]), inArray(t.storedFiles.kind, RELEASED_KINDS)));
  return releaseFiles(
    db,
    files.map((f) => f.id),
  );
}
