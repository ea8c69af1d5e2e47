// E-books (spec §2 free resources, §3 textbook series, §7 book services): PDF textbooks of the system library. The PDF
// and its cover are stored files (kind 'book', public by address); each page's words are kept beside the book so the
// reader searches without opening the PDF; areas are buttons on a page that open a media item or a bank question, with
// a copy of what they show (like a lecture's blocks), so a downloaded book needs nothing else.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { grades, subjects, textbookSeries, users } from './schema-core.ts';
import { suppliers } from './schema-library.ts';
import { storedFiles } from './schema-files.ts';
import type { AreaTarget } from '../../../src/shared/book.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    /** The publisher. */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    textbookSeriesId: integer('textbook_series_id').references(() => textbookSeries.id, { onDelete: 'set null' }),
    /** The PDF: the upload until it is prepared, then its linearised copy. */
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** A WebP picture of the first page, when one could be made. */
    coverFileId: integer('cover_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** 0 until the file is prepared. */
    pageCount: integer('page_count').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    /** processing | ready | failed (src/shared/book.ts BOOK_STATUSES). */
    status: text('status').notNull().default('processing'),
    /** Why preparing failed, in Vietnamese. */
    failReason: text('fail_reason'),
    /** A hash of the file and the areas: a downloaded copy with another version is out of date. */
    version: text('version').notNull(),
    /** Title, description and the names it is filed under, folded (src/shared/fold.ts), for the list's search. */
    searchText: text('search_text').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('books_status_idx').on(t.status, t.isFree),
    index('books_file_idx').on(t.fileId),
    check('books_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
  ],
);

/** The words of each page, as pdf.js reads them, and folded for an accent-insensitive search. */
export const bookPages = pgTable(
  'book_pages',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** 1-based. */
    page: integer('page').notNull(),
    text: text('text').notNull(),
    folded: text('folded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.page] })],
);

export const bookAreas = pgTable(
  'book_areas',
  {
    /** Made on the device, unique within its book. */
    id: text('id').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    /** In percent of the page's width and height. */
    x: real('x').notNull(),
    y: real('y').notNull(),
    w: real('w').notNull(),
    h: real('h').notNull(),
    label: text('label').notNull(),
    target: jsonb('target').$type<AreaTarget>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.id] }), index('book_areas_page_idx').on(t.bookId, t.page)],
);
