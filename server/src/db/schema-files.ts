// Files kept in storage (platform/storage): the bytes are in the storage under an opaque key, the facts a request
// needs to serve them are here. Every file has an owner and a school; who may read it is decided by the content that
// names it (a recording by the speaking rules, an export by the task that made it).
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schools, users } from './schema-core.ts';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    /** The storage key (newKey): never built from anything a user typed. */
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(), // 'recording' | 'export' | 'upload' | 'content' | 'media' | 'lecture' (an imported slide's picture)
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    etag: text('etag').notNull(),
    /** The name offered on download (a user's file name is only ever metadata). */
    filename: text('filename'),
    /** A small WebP of an image (made by the thumbnail job), in the same storage. */
    thumbnailKey: text('thumbnail_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerId, t.kind),
    // A school's storage against its quota, and every school's at once in the system overview.
    index('stored_files_school_idx').on(t.schoolId, t.kind),
  ],
);
