// Usage limits per user type (spec §3 usage fields, §7 storage_limits) and speech-scoring settings per school (§7
// elsa_settings). A row with school_id null is the system default; a school's row overrides it for that school.
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schema-core.ts';

/**
 * The limits a user type gets (storage in MB, scored pronunciation calls). A user's own non-null columns on `users`
 * override these (bought extras); see server/src/limits/effective.ts for how one user's limits are worked out.
 */
export const usageLimits = pgTable(
  'usage_limits',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    userType: text('user_type').notNull(), // 'teacher' | 'student'
    storageMb: integer('storage_mb').notNull(),
    scriptedCallLimit: integer('scripted_call_limit').notNull(),
    unscriptedCallLimit: integer('unscripted_call_limit').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One row per scope and type; coalesce because a unique index treats NULL school ids as all different.
  (t) => [uniqueIndex('usage_limits_scope_idx').on(sql`coalesce(${t.schoolId}, 0)`, t.userType)],
);

/**
 * Which service scores a school's pronunciation practice and the score thresholds that colour results. The row with
 * school_id null holds the defaults for schools without their own. The external provider's token is sealed with
 * SECRETS_KEY (mail/secrets.ts) and never sent back.
 */
export const speakingSettings = pgTable(
  'speaking_settings',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(), // 'embedded' | 'elsa'
    apiUrl: text('api_url'),
    tokenSealed: text('token_sealed'),
    goodThreshold: integer('good_threshold').notNull(),
    fairThreshold: integer('fair_threshold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('speaking_settings_scope_idx').on(sql`coalesce(${t.schoolId}, 0)`)],
);
