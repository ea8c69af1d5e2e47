// A user's effective usage limits, worked out when they are read rather than copied onto every account: the user's own
// figure when one was set by hand (bought extra calls or storage — never overwritten by a change of the defaults),
// else their school's limit for their type, else the system default for their type, else the built-in figure.
// Read-time means a new account, a new membership or an edited default needs no copying: the next read sees it.
//
// Their school is their oldest active membership (a teacher in two schools is limited by the first that took them
// in), so the answer does not depend on which school the request came through. Their type is 'student' for students
// and 'teacher' for everyone else (teachers, officers, administrators all upload teaching material).
import { sql, type SQL } from 'drizzle-orm';
import { LIMIT_BUILTIN } from '../../../src/shared/usage-limits.ts';

export type LimitField = 'storageMb' | 'scriptedCallLimit' | 'unscriptedCallLimit';

const COLUMN: Record<LimitField, string> = {
  storageMb: 'storage_mb',
  scriptedCallLimit: 'scripted_call_limit',
  unscriptedCallLimit: 'unscripted_call_limit',
};

const OWN: Record<LimitField, SQL> = {
  storageMb: sql.raw(`"users"."total_available_storage"`),
  scriptedCallLimit: sql.raw(`"users"."scripted_call_limit"`),
  unscriptedCallLimit: sql.raw(`"users"."unscripted_call_limit"`),
};

// The users row is named in full ("users"."id"): Drizzle writes a lone table's columns unqualified, and inside these
// subqueries an unqualified "id" would be the subquery's own.

/** The limit type of the users row in scope: students have their own, everyone else follows the teachers'. */
export const limitTypeOf = sql`(case when "users"."user_type" = 'student' then 'student' else 'teacher' end)`;

/** The school whose limits the users row in scope follows (null: none). */
export const homeSchoolOf = sql<
  number | null
>`(select hm.school_id from school_members hm where hm.user_id = "users"."id" and hm.is_active order by hm.id limit 1)`;

/** The scope's limit for the users row in scope, without the user's own figure: their school's, else the default. */
export function scopeLimit(field: LimitField): SQL<number> {
  const col = sql.raw(`ul.${COLUMN[field]}`);
  return sql<number>`coalesce((select ${col} from usage_limits ul where ul.user_type = ${limitTypeOf} and (ul.school_id = ${homeSchoolOf} or ul.school_id is null) order by ul.school_id nulls last limit 1), ${sql.raw(String(LIMIT_BUILTIN[field]))})`.mapWith(
    Number,
  );
}

/** The effective limit of the users row in scope (usable in a select or a where of any query over users). */
export function effectiveLimit(field: LimitField): SQL<number> {
  return sql<number>`coalesce(${OWN[field]}, ${scopeLimit(field)})`.mapWith(Number);
}

/** The three effective limits, named as the users columns they stand for. */
export const effectiveLimitColumns = () => ({
  totalAvailableStorage: effectiveLimit('storageMb'),
  scriptedCallLimit: effectiveLimit('scriptedCallLimit'),
  unscriptedCallLimit: effectiveLimit('unscriptedCallLimit'),
});
