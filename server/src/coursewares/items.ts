// What the lectures, e-books and media items named by coursewares show (title, a line about them, picture, size) and
// what a device needs to open each: read for many items at once, a few queries per kind, whatever the list.
import { inArray, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { coverOf } from '../lectures/deck.ts';
import { mediaFileFields } from '../media/media-files.ts';
import { contentFileUrl } from '../uploads/content-files.ts';
import { coursewareSubtitle, type CoursewareFacts, type CoursewareKind, type CoursewareTarget } from '../../../src/shared/courseware.ts';
import type { Slide } from '../../../src/shared/lecture.ts';

export interface ItemRef {
  kind: CoursewareKind;
  itemId: number;
}

export interface Item extends CoursewareFacts {
  target: CoursewareTarget;
}

export const itemKey = (ref: ItemRef) => `${ref.kind}:${ref.itemId}`;

const idsOf = (refs: ItemRef[], kind: CoursewareKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.itemId))];

async function lectureItems(db: Queryable, ids: number[]): Promise<Item[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: t.lectures.id, title: t.lectures.title, slideCount: t.lectures.slideCount, first: sql<Slide | null>`${t.lectures.deck}->'slides'->0` })
    .from(t.lectures)
    .where(inArray(t.lectures.id, ids));
  return rows.map((r) => ({
    kind: 'lecture',
    itemId: r.id,
    title: r.title,
    subtitle: coursewareSubtitle({ kind: 'lecture', slideCount: r.slideCount }),
    mediaType: null,
    thumbnailUrl: coverOf(r.first),
    size: null,
    target: { kind: 'lecture', lectureId: r.id },
  }));
}

async function mediaItems(db: Queryable, ids: number[]): Promise<Item[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(t.mediaResources).where(inArray(t.mediaResources.id, ids));
  const files = await mediaFileFields(db, rows);
  return rows.map((r) => {
    const f = files.get(r.id)!;
    return {
      kind: 'media',
      itemId: r.id,
      title: r.name,
      subtitle: coursewareSubtitle({ kind: 'media', mediaType: f.mediaType }),
      mediaType: f.mediaType,
      thumbnailUrl: f.thumbnailUrl,
      size: f.size,
      target: { kind: 'media', mediaId: r.id, name: r.name, url: f.url, mediaType: f.mediaType, contentType: f.contentType, thumbnailUrl: f.thumbnailUrl },
    };
  });
}

async function bookItems(db: Queryable, ids: number[]): Promise<Item[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(t.books).where(inArray(t.books.id, ids));
  const fileIds = rows.flatMap((r) => [r.fileId, ...(r.coverFileId ? [r.coverFileId] : [])]);
  const files = new Map((await db.select().from(t.storedFiles).where(inArray(t.storedFiles.id, fileIds))).map((f) => [f.id, f]));
  return rows.map((r) => {
    const file = files.get(r.fileId)!;
    const cover = r.coverFileId ? files.get(r.coverFileId) : undefined;
    const coverUrl = cover ? contentFileUrl(cover.key) : null;
    return {
      kind: 'book',
      itemId: r.id,
      title: r.title,
      subtitle: coursewareSubtitle({ kind: 'book', pageCount: r.pageCount }),
      mediaType: null,
      thumbnailUrl: coverUrl,
      size: file.size,
      target: {
        kind: 'book',
        book: { id: r.id, title: r.title, fileUrl: contentFileUrl(file.key), pageCount: r.pageCount, version: r.version, coverUrl, size: file.size },
      },
    };
  });
}

/** The items named by `refs`, by itemKey; an item deleted meanwhile is missing from the map. */
export async function loadItems(db: Queryable, refs: ItemRef[]): Promise<Map<string, Item>> {
  const lists = await Promise.all([lectureItems(db, idsOf(refs, 'lecture')), bookItems(db, idsOf(refs, 'book')), mediaItems(db, idsOf(refs, 'media'))]);
  return new Map(lists.flat().map((item) => [itemKey(item), item]));
}

/** The facts alone (what may be given needs no way to open it). */
export function factsOf({ target: _, ...facts }: Item): CoursewareFacts {
  return facts;
}
