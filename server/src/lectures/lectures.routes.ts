// Lectures in the three libraries (spec §7 lectures at the admin level, in the school (/s) and in the personal library
// (/s/personal)): the library routes of the framework. A new lecture starts as one slide titled with its name; lists
// show each lecture's slide count and cover. Its slides are read and saved through the deck routes (decks.routes.ts).
import { Hono } from 'hono';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { libraryRoutes, type ContentFields } from '../library/library-routes.ts';
import { libraryMetaFields } from '../../../src/shared/schemas/library.ts';
import type { LectureItem, Slide } from '../../../src/shared/lecture.ts';
import { coverOf, deckColumns, firstDeck, lectureSearchText } from './deck.ts';
import { lectureType as type } from './lecture-type.ts';

const fields: ContentFields<typeof libraryMetaFields> = {
  // Nothing beyond the library's own fields: what a lecture holds is its deck.
  entries: libraryMetaFields,
  async values(input, { db, current }) {
    if (!current) return deckColumns(firstDeck(input.name), input.name, input.description);
    // The framework's search text is the name alone; a lecture's also holds its words.
    const [row] = await db.select({ body: t.lectures.body }).from(t.lectures).where(eq(t.lectures.id, current.id));
    return { searchText: lectureSearchText(input.name, input.description, row?.body ?? '') };
  },
  async decorate(c, items) {
    if (!items.length) return items;
    const rows = await c
      .get('deps')
      .db.select({ id: t.lectures.id, slideCount: t.lectures.slideCount, isFree: t.lectures.isFree, first: sql<Slide | null>`${t.lectures.deck}->'slides'->0` })
      .from(t.lectures)
      .where(
        inArray(
          t.lectures.id,
          items.map((i) => i.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return items.map((item): LectureItem => ({
      ...item,
      slideCount: byId.get(item.id)?.slideCount ?? 0,
      coverUrl: coverOf(byId.get(item.id)?.first),
      isFree: byId.get(item.id)?.isFree ?? false,
    }));
  },
};

export const lectureLibrary = new Hono<AppEnv>().route('/', libraryRoutes(type, fields as unknown as ContentFields));
