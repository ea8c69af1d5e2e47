// The content-library framework's tables (spec §2 libraries, §3 filters and category types, §4 review): the catalogues
// every library filters by (suppliers, topics; subjects, grades and textbook series are in core), the category trees
// per content type, the record of every library action, and the columns every content type's table carries.
import { boolean, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { grades, schools, subjects, textbookSeries, users } from './schema-core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Publishers and content suppliers (spec §3 supplierIds). */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Topics (spec §3 topicIds), optionally of one subject. */
export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
});

/**
 * Categories of one content type (src/shared/library.ts CATEGORY_TYPES), a tree of at most two levels. schoolId null:
 * the system library's categories; else that school's.
 */
export const libraryCategories = pgTable(
  'library_categories',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => libraryCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('library_categories_type_idx').on(t.type, t.schoolId)],
);

/** Who did what to a library item and when: review, share, transfer and copy are recorded here (spec §4). */
export const libraryActions = pgTable(
  'library_actions',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type').notNull(),
    itemId: integer('item_id').notNull(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The item this action made (a copy, a share to the school or to a user). */
    resultItemId: integer('result_item_id'),
    reason: text('reason'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('library_actions_item_idx').on(t.contentType, t.itemId)],
);

/**
 * The columns of every library item, whatever its type: its level (system, school, personal), review status,
 * filters, the item it was copied or shared from, and the folded text the search matches (src/shared/fold.ts).
 * Each content table also has its own id, name, school and owner columns.
 */
export function libraryColumns() {
  return {
    level: text('level').notNull().default('personal'),
    /** pending | approved | rejected; personal and system items are 'approved'. */
    status: text('status').notNull().default('approved'),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    categoryId: integer('category_id').references(() => libraryCategories.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    textbookSeriesId: integer('textbook_series_id').references(() => textbookSeries.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    sourceId: integer('source_id'),
    searchText: text('search_text').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  };
}
