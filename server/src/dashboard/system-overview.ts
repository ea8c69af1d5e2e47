// The figures of the system administrator's overview (src/shared/system-overview.ts). Each figure is one grouped query
// over the whole platform, read through an index where the table grows with use (sign-ins, attempts, calls, pending
// items), so the overview costs the same handful of queries with ten schools or ten thousand.
import { and, count, eq, gte, inArray, isNotNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import {
  EXPIRING_WITHIN_DAYS,
  OVERVIEW_TOP,
  lastWeeks,
  type PendingReview,
  type QuotaUse,
  type ReviewKind,
  type SchoolCounts,
  type SchoolQuotaUse,
  type UserCounts,
  type WeekActivity,
} from '../../../src/shared/system-overview.ts';
import { shiftDate } from '../../../src/shared/school-stats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;
const n = (x: unknown) => Number(x ?? 0);

/** Open for use: switched on and not past its expiry (the school list's "active" filter is the same rule). */
const openAt = (now: Date) => and(eq(t.schools.isActive, true), gte(t.schools.expiresAt, now));

export async function schoolCounts(db: Db, now = new Date()): Promise<SchoolCounts> {
  const soon = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS);
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${openAt(now)})`,
      expiring: sql<number>`count(*) filter (where ${and(openAt(now), lt(t.schools.expiresAt, soon))})`,
      expired: sql<number>`count(*) filter (where ${or(not(t.schools.isActive), lt(t.schools.expiresAt, now))})`,
    })
    .from(t.schools);
  return { active: n(row?.active), expiring: n(row?.expiring), expired: n(row?.expired) };
}

export async function userCounts(db: Db): Promise<UserCounts> {
  const rows = await db
    .select({
      type: t.users.userType,
      active: sql<number>`count(*) filter (where ${t.users.isActive})`,
      locked: sql<number>`count(*) filter (where not ${t.users.isActive})`,
    })
    .from(t.users)
    .groupBy(t.users.userType);
  const out: UserCounts = { teacher: { active: 0, locked: 0 }, student: { active: 0, locked: 0 }, other: { active: 0, locked: 0 } };
  for (const r of rows) {
    const key = r.type === 'teacher' || r.type === 'student' ? r.type : 'other';
    out[key].active += n(r.active);
    out[key].locked += n(r.locked);
  }
  return out;
}

const REVIEW_TABLES = {
  lecture: t.lectures,
  media: t.mediaResources,
  question: t.questionCollections,
  exam: t.exams,
  schedule: t.schedules,
  english: t.englishLessons,
} as const;

/** Items awaiting review in the school libraries, for the kinds given (those the caller may review). */
export async function pendingReview(db: Db, kinds: ReviewKind[]): Promise<PendingReview> {
  const perKind = await Promise.all(
    kinds.map(async (kind) => {
      const table = REVIEW_TABLES[kind];
      // Served by the partial index on pending school items: the approved bulk of the library is never read.
      const rows = await db
        .select({ schoolId: table.schoolId, n: count() })
        .from(table)
        .where(and(eq(table.status, 'pending'), eq(table.level, 'school'), isNotNull(table.schoolId)))
        .groupBy(table.schoolId);
      return { kind, rows: rows.map((r) => ({ schoolId: r.schoolId!, n: n(r.n) })) };
    }),
  );
  const totals: PendingReview['totals'] = {};
  const bySchool = new Map<number, Partial<Record<ReviewKind, number>>>();
  for (const { kind, rows } of perKind) {
    totals[kind] = rows.reduce((sum, r) => sum + r.n, 0);
    for (const r of rows) bySchool.set(r.schoolId, { ...bySchool.get(r.schoolId), [kind]: r.n });
  }
  const sum = (c: Partial<Record<ReviewKind, number>>) => Object.values(c).reduce((a, b) => a + (b ?? 0), 0);
  const topIds = [...bySchool.entries()]
    .sort((a, b) => sum(b[1]) - sum(a[1]) || a[0] - b[0])
    .slice(0, OVERVIEW_TOP)
    .map(([id]) => id);
  const names = topIds.length ? await db.select({ id: t.schools.id, name: t.schools.name }).from(t.schools).where(inArray(t.schools.id, topIds)) : [];
  const schools = topIds.flatMap((id) => {
    const school = names.find((s) => s.id === id);
    if (!school) return [];
    return [{ school, counts: Object.fromEntries(kinds.map((k) => [k, bySchool.get(id)?.[k] ?? 0])) }];
  });
  return { totals, schools };
}

/** The file kinds that count against a school's storage (uploads/quota.ts and the school statistics count the same). */
const STORED_KINDS = ['upload', 'media', 'lecture'];

const byRatio = (rows: { id: number; name: string; used: unknown; limit: unknown }[]): SchoolQuotaUse[] =>
  rows.map((r) => ({ school: { id: r.id, name: r.name }, used: n(r.used), limit: n(r.limit) }));

export async function quotaUse(db: Db, now = new Date()): Promise<QuotaUse> {
  // Written out in full: inside a select list Drizzle renders columns unqualified, which would make the correlation
  // compare the file's (or call's) own id with itself.
  // Experiment packages count once each in the school they were uploaded in (uploads/quota.ts).
  const storedBytes = sql<number>`(coalesce((select sum(f.size) from stored_files f where f.school_id = "schools"."id"
    and f.kind in (${sql.join(
      STORED_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )})), 0) + coalesce((select sum(p.size) from experiment_packages p where p.school_id = "schools"."id"), 0))`;
  // A school's calls are counted from its contract's first day in Vietnam, as its quota is (school-stats.ts).
  const scoredCalls = sql<number>`(select count(*) from speech_requests r where r.school_id = "schools"."id" and r.status = 'scored'
    and ("schools"."contract_starts_on" is null or r.created_at >= ("schools"."contract_starts_on"::timestamp at time zone 'Asia/Ho_Chi_Minh')))`;
  const [storage, speaking, [totals]] = await Promise.all([
    db
      .select({ id: t.schools.id, name: t.schools.name, used: storedBytes, limit: sql<number>`${t.schools.storageLimitMb}::bigint * ${MB}` })
      .from(t.schools)
      .where(and(openAt(now), isNotNull(t.schools.storageLimitMb)))
      .orderBy(sql`${storedBytes}::float8 / greatest(${t.schools.storageLimitMb}, 1) desc`, t.schools.name, t.schools.id)
      .limit(OVERVIEW_TOP),
    db
      .select({ id: t.schools.id, name: t.schools.name, used: scoredCalls, limit: t.schools.speakingCallLimit })
      .from(t.schools)
      .where(and(openAt(now), isNotNull(t.schools.speakingCallLimit)))
      .orderBy(sql`${scoredCalls}::float8 / greatest(${t.schools.speakingCallLimit}, 1) desc`, t.schools.name, t.schools.id)
      .limit(OVERVIEW_TOP),
    db
      .select({
        storageBytes: sql<number>`(select coalesce(sum(size), 0) from stored_files where kind in (${sql.join(
          STORED_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )}) and school_id is not null) + (select coalesce(sum(size), 0) from experiment_packages where school_id is not null)`,
        speakingCalls: sql<number>`(select count(*) from speech_requests where status = 'scored')`,
      })
      .from(sql`(select 1) as one`),
  ]);
  return {
    totals: { storageBytes: n(totals?.storageBytes), speakingCalls: n(totals?.speakingCalls) },
    storage: byRatio(storage),
    speaking: byRatio(speaking),
  };
}

// Written into the text, not bound: PostgreSQL matches a grouped expression to the selected one by its text.
const weekOf = (column: unknown) => sql<string>`to_char(date_trunc('week', ${column} at time zone 'Asia/Ho_Chi_Minh'), 'YYYY-MM-DD')`;

export async function weeklyActivity(db: Db, now = Date.now()): Promise<WeekActivity[]> {
  const weeks = lastWeeks(undefined, now);
  const from = new Date(`${weeks[0]!}T00:00:00+07:00`);
  const to = new Date(`${shiftDate(weeks.at(-1)!, -7)}T00:00:00+07:00`);
  const tokens = and(gte(t.accessTokens.createdAt, from), lt(t.accessTokens.createdAt, to));
  const exams = and(isNotNull(t.userExams.submittedAt), gte(t.userExams.submittedAt, from), lt(t.userExams.submittedAt, to));
  const calls = and(eq(t.speechRequests.status, 'scored'), gte(t.speechRequests.createdAt, from), lt(t.speechRequests.createdAt, to));
  const [signIns, submitted, scored, active] = await Promise.all([
    db
      .select({ week: weekOf(t.accessTokens.createdAt), n: count() })
      .from(t.accessTokens)
      .where(tokens)
      .groupBy(weekOf(t.accessTokens.createdAt)),
    db
      .select({ week: weekOf(t.userExams.submittedAt), n: count() })
      .from(t.userExams)
      .where(exams)
      .groupBy(weekOf(t.userExams.submittedAt)),
    db
      .select({ week: weekOf(t.speechRequests.createdAt), n: count() })
      .from(t.speechRequests)
      .where(calls)
      .groupBy(weekOf(t.speechRequests.createdAt)),
    // Each account once a week, whichever of the three it did.
    db.execute(sql`select s.week, count(distinct s.user_id)::int as n from (
      select ${weekOf(sql`created_at`)} as week, user_id from access_tokens where ${tokens}
      union all select ${weekOf(sql`submitted_at`)}, user_id from user_exams where ${exams}
      union all select ${weekOf(sql`created_at`)}, user_id from speech_requests where ${calls}
    ) s group by s.week`) as unknown as Promise<{ rows: { week: string; n: number }[] }>,
  ]);
  const map = (rows: { week: string; n: unknown }[]) => new Map(rows.map((r) => [r.week, n(r.n)]));
  const [s, e, c, a] = [map(signIns), map(submitted), map(scored), map(active.rows)];
  return weeks.map((week) => ({ week, signIns: s.get(week) ?? 0, activeUsers: a.get(week) ?? 0, exams: e.get(week) ?? 0, speaking: c.get(week) ?? 0 }));
}
