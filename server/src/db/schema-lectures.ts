// Lectures (spec §2 libraries and slide editor, §7 lectures): decks of slides as library items of the system, a school
// or a teacher. A mission's 'lecture' task asks students to read one: they read `body`, the deck's plain text, which
// every deck write recomputes (src/shared/lecture.ts deckText), so the reader needs nothing but this row.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schools, users } from './schema-core.ts';
import { libraryColumns } from './schema-library.ts';
import type { LectureDeck } from '../../../src/shared/lecture.ts';

export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    /** null for the system library. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary'),
    /** The deck's plain text, paragraphs split by a blank line: the mission reader and the search read it. */
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deck: jsonb('deck').$type<LectureDeck>().notNull(),
    /** Kept beside the deck so lists count slides without reading every deck. */
    slideCount: integer('slide_count').notNull().default(1),
    /** A free resource (spec §2): an approved system lecture anyone may open without signing in. */
    isFree: boolean('is_free').notNull().default(false),
    ...libraryColumns(),
  },
  (t) => [
    index('lectures_level_idx').on(t.level, t.schoolId, t.createdBy),
    // What waits for review, per school (the system overview): a small part of the library, read alone.
    index('lectures_pending_idx')
      .on(t.schoolId)
      .where(sql`status = 'pending'`),
  ],
);
