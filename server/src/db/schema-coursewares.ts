// Group coursewares (spec §7 /s/group_coursewares, /s/user_courseware): lectures, e-books and media items given to a
// teaching group, and which of its students opened each. An item is named by a foreign key of its own kind (exactly
// one is set, as `kind` says), so deleting the lecture, book or media item takes it out of every group with its opens:
// a given item is a pointer, no student's work hangs on it (unlike a mission's lecture, which blocks the delete).
// `item_id` is the set one, kept by the database, for the lists and the one-per-group rule.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schoolGroups, users } from './schema-core.ts';
import { lectures } from './schema-lectures.ts';
import { mediaResources } from './schema-media.ts';
import { books } from './schema-books.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const groupCoursewares = pgTable(
  'group_coursewares',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    /** lecture | book | media (src/shared/courseware.ts COURSEWARE_KINDS). */
    kind: text('kind').notNull(),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'cascade' }),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').references(() => mediaResources.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce("lecture_id", "book_id", "media_id")`),
    /** The group's order: each new item after the others. */
    position: integer('position').notNull().default(0),
    note: text('note'),
    givenBy: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
    givenAt: at('given_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_coursewares_item_idx').on(t.groupId, t.kind, t.itemId),
    index('group_coursewares_lecture_idx').on(t.lectureId),
    index('group_coursewares_book_idx').on(t.bookId),
    index('group_coursewares_media_idx').on(t.mediaId),
    check(
      'group_coursewares_kind_check',
      sql`(${t.kind} = 'lecture' and ${t.lectureId} is not null and ${t.bookId} is null and ${t.mediaId} is null)
        or (${t.kind} = 'book' and ${t.bookId} is not null and ${t.lectureId} is null and ${t.mediaId} is null)
        or (${t.kind} = 'media' and ${t.mediaId} is not null and ${t.lectureId} is null and ${t.bookId} is null)`,
    ),
  ],
);

/** One row per student and item: the first and last time they opened it, and how many times. */
export const coursewareOpens = pgTable(
  'courseware_opens',
  {
    coursewareId: integer('courseware_id')
      .notNull()
      .references(() => groupCoursewares.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstOpenedAt: at('first_opened_at').notNull().defaultNow(),
    lastOpenedAt: at('last_opened_at').notNull().defaultNow(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.coursewareId, t.userId] })],
);
