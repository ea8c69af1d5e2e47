// Announcements a teacher posts to a teaching group: short text and an optional link, shown on the group page and the
// students' home, each one announced by a notification.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolGroups, schools, users } from './schema-core.ts';

export const groupAnnouncements = pgTable(
  'group_announcements',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** An http(s) address the students open (a document, a video, a form). */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('group_announcements_group_idx').on(t.groupId, t.createdAt)],
);
