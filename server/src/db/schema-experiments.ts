// Virtual experiments (spec §2 libraries, §7 experiments): HTML5 simulation packages as library items of the system,
// a school or a teacher. A package is unpacked once into one stored object per file; items (and their copies) name
// the package, which goes from storage when the last item naming it is deleted.
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schools, users } from './schema-core.ts';
import { libraryColumns } from './schema-library.ts';

export const experimentPackages = pgTable('experiment_packages', {
  id: serial('id').primaryKey(),
  /** The package's public address (/api/experiment_run/<token>/…): random, never guessable, never listed. */
  token: uuid('token').notNull().unique(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  /** The name the package was uploaded under, for the author's eyes. */
  filename: text('filename').notNull(),
  fileCount: integer('file_count').notNull(),
  /** Bytes of all its files once unpacked. */
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const experimentPackageFiles = pgTable(
  'experiment_package_files',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => experimentPackages.id, { onDelete: 'cascade' }),
    /** The file's path inside the package, relative to its index.html ('index.html', 'js/sim.js'). */
    path: text('path').notNull(),
    /** The storage key of its bytes (made by the server, never from the path). */
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    etag: text('etag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.path] })],
);

export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    /** How to run the experiment, for the teacher and the class. */
    instructions: text('instructions'),
    packageId: integer('package_id')
      .notNull()
      .references(() => experimentPackages.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...libraryColumns(),
  },
  (t) => [
    index('experiments_level_idx').on(t.level, t.schoolId, t.ownerId),
    index('experiments_pending_idx')
      .on(t.schoolId)
      .where(sql`status = 'pending'`),
    index('experiments_package_idx').on(t.packageId),
  ],
);
