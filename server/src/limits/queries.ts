// Reading and saving usage limits (spec §7 storage_limits): the system defaults per user type, each school's totals and
// own limits with what it uses, and a school's users with their effective limits and usage.
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Queryable } from '../exams/structure.ts';
import * as t from '../db/schema.ts';
import { containsFolded, containsFoldedText } from '../http/search.ts';
import { notFound } from '../http/errors.ts';
import { effectiveLimit } from './effective.ts';
import {
  LIMIT_BUILTIN,
  LIMIT_USER_TYPES,
  type DefaultLimits,
  type LimitSet,
  type LimitUser,
  type LimitUserType,
  type SchoolLimitsInput,
  type SchoolUsage,
} from '../../../src/shared/usage-limits.ts';

const MB = 1024 * 1024;
/** The file kinds that count against storage (uploads/quota.ts counts the same). */
const STORED_KINDS = sql.raw(`('upload', 'media', 'lecture')`);

type LimitRow = typeof t.usageLimits.$inferSelect;
const toSet = (r: LimitRow): LimitSet => ({ storageMb: r.storageMb, scriptedCallLimit: r.scriptedCallLimit, unscriptedCallLimit: r.unscriptedCallLimit });

export async function readDefaults(db: Db): Promise<DefaultLimits> {
  const rows = await db.select().from(t.usageLimits).where(isNull(t.usageLimits.schoolId));
  const of = (type: LimitUserType) => {
    const row = rows.find((r) => r.userType === type);
    return row ? toSet(row) : { ...LIMIT_BUILTIN };
  };
  return { teacher: of('teacher'), student: of('student') };
}

/** Writes one scope's row for a type (null removes it: the scope then follows the one above). */
async function writeScope(db: Queryable, schoolId: number | null, userType: LimitUserType, limits: LimitSet | null): Promise<void> {
  const scope = and(schoolId === null ? isNull(t.usageLimits.schoolId) : eq(t.usageLimits.schoolId, schoolId), eq(t.usageLimits.userType, userType));
  if (limits === null) {
    await db.delete(t.usageLimits).where(scope);
    return;
  }
  const updated = await db
    .update(t.usageLimits)
    .set({ ...limits, updatedAt: new Date() })
    .where(scope)
    .returning({ id: t.usageLimits.id });
  if (!updated.length) await db.insert(t.usageLimits).values({ schoolId, userType, ...limits });
}

export async function saveDefault(db: Db, userType: LimitUserType, limits: LimitSet): Promise<void> {
  await writeScope(db, null, userType, limits);
}

// "schools" named in full: Drizzle writes a lone table's columns unqualified, which inside a subquery name its own.
// Experiment packages count once each, in the school they were uploaded in (uploads/quota.ts).
const usedBytesOf = sql<number>`(coalesce((select sum(f.size) from stored_files f where f.school_id = "schools"."id" and f.kind in ${STORED_KINDS}), 0)
  + coalesce((select sum(p.size) from experiment_packages p where p.school_id = "schools"."id"), 0))`.mapWith(Number);
// Scored calls since the contract's first day in Vietnam, as the school's statistics count them (school-stats.ts).
const usedCallsOf =
  sql<number>`(select count(*) from speech_requests r where r.school_id = "schools"."id" and r.status = 'scored' and ("schools"."contract_starts_on" is null or r.created_at >= ("schools"."contract_starts_on"::timestamp at time zone 'Asia/Ho_Chi_Minh')))`.mapWith(
    Number,
  );
const ratioOf = sql<number>`greatest(
  case when coalesce(${t.schools.storageLimitMb}, 0) > 0 then ${usedBytesOf}::float8 / (${t.schools.storageLimitMb}::float8 * ${MB}) else 0 end,
  case when coalesce(${t.schools.speakingCallLimit}, 0) > 0 then ${usedCallsOf}::float8 / ${t.schools.speakingCallLimit}::float8 else 0 end
)`.mapWith(Number);

async function overridesOf(db: Db, schoolIds: number[]): Promise<Map<number, SchoolUsage['overrides']>> {
  const out = new Map<number, SchoolUsage['overrides']>(schoolIds.map((id) => [id, { teacher: null, student: null }]));
  if (!schoolIds.length) return out;
  const rows = await db.select().from(t.usageLimits).where(inArray(t.usageLimits.schoolId, schoolIds));
  for (const r of rows) {
    const entry = out.get(r.schoolId!);
    if (entry && (LIMIT_USER_TYPES as readonly string[]).includes(r.userType)) entry[r.userType as LimitUserType] = toSet(r);
  }
  return out;
}

const schoolColumns = {
  id: t.schools.id,
  name: t.schools.name,
  code: t.schools.code,
  storageLimitMb: t.schools.storageLimitMb,
  speakingCallLimit: t.schools.speakingCallLimit,
  usedStorageBytes: usedBytesOf,
  usedCalls: usedCallsOf,
  ratio: ratioOf,
};

/** Schools with their usage, the closest to a limit first. */
export async function listSchoolUsage(db: Db, q: { name?: string; page: number; perPage: number }): Promise<{ rows: SchoolUsage[]; total: number }> {
  const where = q.name ? containsFolded(t.schools.name, q.name) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(schoolColumns)
      .from(t.schools)
      .where(where)
      .orderBy(desc(ratioOf), asc(t.schools.name), asc(t.schools.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(t.schools).where(where),
  ]);
  const overrides = await overridesOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ ...r, overrides: overrides.get(r.id)! })), total: total?.n ?? 0 };
}

export async function findSchoolUsage(db: Db, schoolId: number): Promise<SchoolUsage> {
  const [row] = await db.select(schoolColumns).from(t.schools).where(eq(t.schools.id, schoolId));
  if (!row) throw notFound();
  const overrides = await overridesOf(db, [schoolId]);
  return { ...row, overrides: overrides.get(schoolId)! };
}

export async function saveSchoolLimits(db: Db, schoolId: number, input: SchoolLimitsInput): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(t.schools)
      .set({ storageLimitMb: input.storageLimitMb, speakingCallLimit: input.speakingCallLimit })
      .where(eq(t.schools.id, schoolId))
      .returning({ id: t.schools.id });
    if (!updated.length) throw notFound();
    for (const type of LIMIT_USER_TYPES) await writeScope(tx, schoolId, type, input[type]);
  });
}

/** How close a user is to their nearest limit (0 without limits), for the order of the list. */
const userRatio = sql`greatest(
  case when ${effectiveLimit('storageMb')} > 0 then ${t.users.totalUsedStorage}::float8 / ${effectiveLimit('storageMb')} else 0 end,
  case when ${effectiveLimit('scriptedCallLimit')} > 0 then ${t.users.usedScriptedApiCall}::float8 / ${effectiveLimit('scriptedCallLimit')} else 0 end,
  case when ${effectiveLimit('unscriptedCallLimit')} > 0 then ${t.users.usedUnscriptedApiCall}::float8 / ${effectiveLimit('unscriptedCallLimit')} else 0 end
)`;

/** A school's members with their effective limits and usage, the closest to a limit first. */
export async function listSchoolUsers(
  db: Db,
  schoolId: number,
  q: { name?: string; userType?: LimitUserType; page: number; perPage: number },
): Promise<{ rows: LimitUser[]; total: number }> {
  const typeFilter: SQL | undefined =
    q.userType === 'student' ? eq(t.users.userType, 'student') : q.userType === 'teacher' ? sql`${t.users.userType} <> 'student'` : undefined;
  const where = and(eq(t.schoolMembers.schoolId, schoolId), q.name ? containsFoldedText(t.users.searchText, q.name) : undefined, typeFilter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: t.users.id,
        first_name: t.users.firstName,
        last_name: t.users.lastName,
        email: t.users.email,
        userType: t.users.userType,
        ownStorage: t.users.totalAvailableStorage,
        ownScripted: t.users.scriptedCallLimit,
        ownUnscripted: t.users.unscriptedCallLimit,
        storageMb: effectiveLimit('storageMb'),
        scriptedCallLimit: effectiveLimit('scriptedCallLimit'),
        unscriptedCallLimit: effectiveLimit('unscriptedCallLimit'),
        usedStorageMb: t.users.totalUsedStorage,
        usedScriptedApiCall: t.users.usedScriptedApiCall,
        usedUnscriptedApiCall: t.users.usedUnscriptedApiCall,
      })
      .from(t.schoolMembers)
      .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
      .where(where)
      .orderBy(desc(userRatio), asc(t.users.lastName), asc(t.users.firstName), asc(t.users.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(t.schoolMembers).innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId)).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      userType: r.userType === 'student' ? 'student' : 'teacher',
      own: { storageMb: r.ownStorage, scriptedCallLimit: r.ownScripted, unscriptedCallLimit: r.ownUnscripted },
      limits: { storageMb: r.storageMb, scriptedCallLimit: r.scriptedCallLimit, unscriptedCallLimit: r.unscriptedCallLimit },
      usedStorageMb: r.usedStorageMb,
      usedScriptedApiCall: r.usedScriptedApiCall,
      usedUnscriptedApiCall: r.usedUnscriptedApiCall,
    })),
    total: total?.n ?? 0,
  };
}
