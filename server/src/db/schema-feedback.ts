// Users' feedback from the help dialog (spec §2): what they wrote, where they were and which version of the app they
// ran, and the system administrators' handling of it (status, one reply sent to the author as a notification).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schools, users } from './schema-core.ts';

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    /** null once the account is deleted: the report stays useful to the administrators. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The school the sender was in, when they belong to one. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(), // 'suggestion' | 'bug' | 'question'
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    contactPhone: text('contact_phone'),
    pageUrl: text('page_url'),
    appVersion: text('app_version'),
    userAgent: text('user_agent'),
    status: text('status').notNull().default('new'), // 'new' | 'in_progress' | 'done'
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The list: newest first, often of one status. The sender's own (help dialog) and the hourly limit.
    index('feedbacks_status_created_idx').on(t.status, t.createdAt),
    index('feedbacks_created_idx').on(t.createdAt),
    index('feedbacks_user_created_idx').on(t.userId, t.createdAt),
  ],
);
