// A student's request to join a teaching group through its join link (/school-group-invitation/{groupId}): pending
// until one of the group's teachers (or the school's overseers) approves it, which adds the member, or rejects it
// with a reason. Decided rows stay as the group's history; a student may ask again after a rejection.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schoolGroups, users } from './schema-core.ts';

export const groupJoinRequests = pgTable(
  'group_join_requests',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'), // 'pending' | 'approved' | 'rejected'
    /** Why it was rejected (required then, shown to the student). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One open request per student and group: a second click or a second tab finds the first one.
    uniqueIndex('group_join_requests_pending_idx')
      .on(t.groupId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('group_join_requests_group_idx').on(t.groupId, t.createdAt),
  ],
);
