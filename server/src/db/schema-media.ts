// Media (spec §2 libraries, §7 media_resources): pictures, videos, sounds and 3D models as library items of the
// system, a school or a teacher, each naming the stored file that holds its bytes and, for a video, the picture of
// its frame at 10 % (made by the browser that uploaded it).
import { index, integer, pgTable, serial, text, timestamp, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schools, users } from './schema-core.ts';
import { libraryColumns } from './schema-library.ts';
import { storedFiles } from './schema-files.ts';

export const mediaResources = pgTable(
  'media_resources',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    /** image | video | audio | 3d (src/shared/media.ts), read from the file's content. */
    mediaType: text('media_type').notNull(),
    /** A copy of an item names the same file: stored files never change under their key. */
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    thumbnailFileId: integer('thumbnail_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** Seconds of a video or a sound, as the uploading browser read them. */
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...libraryColumns(),
  },
  (t) => [
    index('media_resources_level_idx').on(t.level, t.schoolId, t.ownerId),
    // What waits for review, per school (the system overview): a small part of the library, read alone.
    index('media_resources_pending_idx')
      .on(t.schoolId)
      .where(sql`status = 'pending'`),
    index('media_resources_file_idx').on(t.fileId),
    check('media_resources_type_check', sql`${t.mediaType} in ('image', 'video', 'audio', '3d')`),
  ],
);
