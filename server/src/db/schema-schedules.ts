// Lesson plans (spec §2 plan routes, §7 schedules): library items of the system, a school or a teacher, holding the
// plan's sections as text and its activities as one JSON list (read and written whole, never queried inside). An
// approved school plan may be kept to one school role's members (readerRoleId); a teacher may let colleagues read a
// personal plan without giving them a copy (scheduleShares, spec §2 plan/details-share).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolRoles, schools, users } from './schema-core.ts';
import { libraryColumns } from './schema-library.ts';
import type { PlanActivity } from '../../../src/shared/lesson-plan.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    /** null for the system library. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lessonName: text('lesson_name').notNull().default(''),
    periods: integer('periods').notNull().default(1),
    knowledge: text('knowledge').notNull().default(''),
    competences: text('competences').notNull().default(''),
    qualities: text('qualities').notNull().default(''),
    equipment: text('equipment').notNull().default(''),
    activities: jsonb('activities').$type<PlanActivity[]>().notNull().default([]),
    /** Approved school plans only: the role whose members may read it; null lets every reader of school plans. */
    readerRoleId: integer('reader_role_id').references(() => schoolRoles.id, { onDelete: 'set null' }),
    ...libraryColumns(),
  },
  (t) => [
    index('schedules_level_idx').on(t.level, t.schoolId, t.ownerId),
    // What waits for review, per school (the system overview): a small part of the library, read alone.
    index('schedules_pending_idx')
      .on(t.schoolId)
      .where(sql`status = 'pending'`),
  ],
);

/** A personal plan its owner lets a colleague read (not a copy: the colleague always reads the current plan). */
export const scheduleShares = pgTable(
  'schedule_shares',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedBy: integer('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] }), index('schedule_shares_user_idx').on(t.userId)],
);
