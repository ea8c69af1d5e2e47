// A school's statistics, counted for the system administrator's view of any school and for the school's own overview
// (src/shared/school-stats.ts says what each type answers). Each count is one grouped query on the school's rows, so a
// school of thousands costs a handful of index reads, not a row per member.
import { and, avg, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import {
  SCORE_BANDS,
  STAT_TOP_GROUPS,
  lastMonths,
  rangePeriods,
  shiftDate,
  type ActivityStats,
  type LearningStats,
  type MemberStats,
  type MissionProgress,
  type StatRange,
  type UsageStats,
} from '../../../src/shared/school-stats.ts';

const TZ = sql.raw(`'Asia/Ho_Chi_Minh'`);

/** yyyy-MM-dd → the instant that day starts in Vietnam (UTC+7, no daylight saving). */
const dayStart = (date: string) => new Date(`${date}T00:00:00+07:00`);

/** The instants a range covers: from its first day's start to the start of the day after its last. */
export const rangeInstants = (range: StatRange) => ({ from: dayStart(range.startTime), to: dayStart(shiftDate(range.endTime, -1)) });

// Constants written into the text, not bound: PostgreSQL matches a grouped expression to the selected one by its text,
// and two bound parameters ($1, $4) are two different expressions to it.
const periodOf = (column: PgColumn, bucket: 'day' | 'month') =>
  sql<string>`to_char(${column} at time zone ${TZ}, ${sql.raw(bucket === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`)})`;

const n = (x: unknown) => Number(x ?? 0);
const round1 = (x: unknown) => (x === null || x === undefined ? null : Math.round(Number(x) * 10) / 10);

/** The school's groups, for the counts that reach the school through a group (attempts carry no school id). */
const schoolGroupIds = (db: Db, schoolId: number) => db.select({ id: t.schoolGroups.id }).from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));

const submitted = (db: Db, schoolId: number, from: Date, to: Date) =>
  and(
    inArray(t.userExams.groupId, schoolGroupIds(db, schoolId)),
    isNotNull(t.userExams.submittedAt),
    gte(t.userExams.submittedAt, from),
    lt(t.userExams.submittedAt, to),
  );

const missionsSubmitted = (schoolId: number, from: Date, to: Date) =>
  and(
    eq(t.missions.schoolId, schoolId),
    isNotNull(t.missionSubmissions.submittedAt),
    gte(t.missionSubmissions.submittedAt, from),
    lt(t.missionSubmissions.submittedAt, to),
  );

/** Scored pronunciation calls: kept when a student deletes the result, so the school's use is not forgotten. */
const speechScored = (schoolId: number, from: Date, to: Date) =>
  and(
    eq(t.speechRequests.schoolId, schoolId),
    eq(t.speechRequests.status, 'scored'),
    gte(t.speechRequests.createdAt, from),
    lt(t.speechRequests.createdAt, to),
  );

export async function activityStats(db: Db, schoolId: number, range: StatRange): Promise<ActivityStats> {
  const { from, to } = rangeInstants(range);
  const { bucket, periods } = rangePeriods(range);
  const examPeriod = periodOf(t.userExams.submittedAt, bucket);
  const missionPeriod = periodOf(t.missionSubmissions.submittedAt, bucket);
  const speechPeriod = periodOf(t.speechRequests.createdAt, bucket);
  const [exams, missions, speaking, [active]] = await Promise.all([
    db
      .select({ period: examPeriod, n: count() })
      .from(t.userExams)
      .where(submitted(db, schoolId, from, to))
      .groupBy(examPeriod),
    db
      .select({ period: missionPeriod, n: count() })
      .from(t.missionSubmissions)
      .innerJoin(t.missions, eq(t.missions.id, t.missionSubmissions.missionId))
      .where(missionsSubmitted(schoolId, from, to))
      .groupBy(missionPeriod),
    db
      .select({ period: speechPeriod, n: count() })
      .from(t.speechRequests)
      .where(speechScored(schoolId, from, to))
      .groupBy(speechPeriod),
    // Students who did anything in the range, each once whatever they did (a teacher trying pronunciation is not one).
    db.execute(sql`select count(distinct s.user_id)::int as n from (
      ${db
        .select({ user_id: t.userExams.userId })
        .from(t.userExams)
        .where(submitted(db, schoolId, from, to))}
      union
      ${db
        .select({ user_id: t.missionSubmissions.userId })
        .from(t.missionSubmissions)
        .innerJoin(t.missions, eq(t.missions.id, t.missionSubmissions.missionId))
        .where(missionsSubmitted(schoolId, from, to))}
      union
      ${db
        .select({ user_id: t.speechRequests.userId })
        .from(t.speechRequests)
        .where(speechScored(schoolId, from, to))}
    ) s join school_members m on m.user_id = s.user_id and m.school_id = ${schoolId} and m.position = 'student'`) as unknown as Promise<{
      rows: { n: number }[];
    }>,
  ]).then(([e, m, s, a]) => [e, m, s, a.rows] as const);
  const byPeriod = (rows: { period: string; n: number }[]) => new Map(rows.map((r) => [r.period, n(r.n)]));
  const [e, m, s] = [byPeriod(exams), byPeriod(missions), byPeriod(speaking)];
  const points = periods.map((period) => ({ period, exams: e.get(period) ?? 0, missions: m.get(period) ?? 0, speaking: s.get(period) ?? 0 }));
  const sum = (key: 'exams' | 'missions' | 'speaking') => points.reduce((total, p) => total + p[key], 0);
  return {
    ...range,
    bucket,
    points,
    totals: { exams: sum('exams'), missions: sum('missions'), speaking: sum('speaking'), activeStudents: n(active?.n) },
  };
}

export async function learningStats(db: Db, schoolId: number, range: StatRange): Promise<LearningStats> {
  const { from, to } = rangeInstants(range);
  // The band of a score 0–10: 10 joins the top band [9, 10].
  const band = sql<number>`least(floor(${t.userExams.score})::int, ${sql.raw(String(SCORE_BANDS - 1))})`;
  const due = and(eq(t.missions.schoolId, schoolId), gte(t.missions.dueAt, from), lt(t.missions.dueAt, to));
  const [[examTotals], bands, [missionCount], expected, byStatus, [speech]] = await Promise.all([
    db
      .select({ submitted: count(), scored: count(t.userExams.score), average: avg(t.userExams.score) })
      .from(t.userExams)
      .where(submitted(db, schoolId, from, to)),
    db
      .select({ band, n: count() })
      .from(t.userExams)
      .where(and(submitted(db, schoolId, from, to), isNotNull(t.userExams.score)))
      .groupBy(band),
    db.select({ n: count() }).from(t.missions).where(due),
    // Each due mission is every student of its group's work to do: its group's students now.
    db
      .select({ n: count() })
      .from(t.missions)
      .innerJoin(t.groupMembers, and(eq(t.groupMembers.groupId, t.missions.groupId), eq(t.groupMembers.role, 'student')))
      .where(due),
    db
      .select({ status: t.missionSubmissions.status, n: count(), late: sql<number>`count(*) filter (where ${t.missionSubmissions.late})` })
      .from(t.missionSubmissions)
      .innerJoin(t.missions, eq(t.missions.id, t.missionSubmissions.missionId))
      .where(due)
      .groupBy(t.missionSubmissions.status),
    db
      .select({ n: count(), average: avg(t.speechRequests.overall) })
      .from(t.speechRequests)
      .where(speechScored(schoolId, from, to)),
  ]);
  const progress: MissionProgress = { NOT_DOING: 0, IN_PROGRESS: 0, PENDING_REVIEW: 0, COMPLETED: 0 };
  for (const row of byStatus) if (row.status in progress) progress[row.status as keyof MissionProgress] += n(row.n);
  const started = progress.IN_PROGRESS + progress.PENDING_REVIEW + progress.COMPLETED;
  // A student who left the group after starting still counts as started, never as a negative "not started".
  progress.NOT_DOING = Math.max(0, n(expected[0]?.n) - started);
  const bandCounts = Array.from({ length: SCORE_BANDS }, (_, i) => n(bands.find((b) => n(b.band) === i)?.n));
  return {
    ...range,
    exams: { submitted: n(examTotals?.submitted), scored: n(examTotals?.scored), averageScore: round1(examTotals?.average), bands: bandCounts },
    missions: { count: n(missionCount?.n), progress, late: byStatus.reduce((total, r) => total + n(r.late), 0) },
    speaking: { scored: n(speech?.n), averageScore: round1(speech?.average) },
  };
}

const POSITIONS = ['supervisor', 'officer', 'teacher', 'student'] as const;

export async function memberStats(db: Db, schoolId: number, now = Date.now()): Promise<MemberStats> {
  const months = lastMonths(12, now);
  const m = t.schoolMembers;
  const inSchool = eq(m.schoolId, schoolId);
  const month = periodOf(m.createdAt, 'month');
  const studentsOf = sql<number>`count(*) filter (where ${t.groupMembers.role} = 'student')`;
  const [byPosition, [locked], joined, [groupCount], groups] = await Promise.all([
    db
      .select({ position: m.position, n: count() })
      .from(m)
      .where(and(inSchool, eq(m.isActive, true)))
      .groupBy(m.position),
    db
      .select({ n: count() })
      .from(m)
      .where(and(inSchool, eq(m.isActive, false))),
    db
      .select({
        month,
        staff: sql<number>`count(*) filter (where ${m.position} <> 'student')`,
        students: sql<number>`count(*) filter (where ${m.position} = 'student')`,
      })
      .from(m)
      .where(and(inSchool, gte(m.createdAt, dayStart(`${months[0]!}-01`))))
      .groupBy(month),
    db.select({ n: count() }).from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId)),
    db
      .select({
        id: t.schoolGroups.id,
        name: t.schoolGroups.name,
        students: studentsOf,
        teachers: sql<number>`count(*) filter (where ${t.groupMembers.role} = 'teacher')`,
      })
      .from(t.schoolGroups)
      .leftJoin(t.groupMembers, eq(t.groupMembers.groupId, t.schoolGroups.id))
      .where(eq(t.schoolGroups.schoolId, schoolId))
      .groupBy(t.schoolGroups.id)
      .orderBy(sql`${studentsOf} desc`, t.schoolGroups.name, t.schoolGroups.id)
      .limit(STAT_TOP_GROUPS),
  ]);
  const joinedBy = new Map(joined.map((r) => [r.month, r]));
  return {
    byPosition: Object.fromEntries(POSITIONS.map((p) => [p, n(byPosition.find((r) => r.position === p)?.n)])) as MemberStats['byPosition'],
    locked: n(locked?.n),
    joined: months.map((mo) => ({ month: mo, staff: n(joinedBy.get(mo)?.staff), students: n(joinedBy.get(mo)?.students) })),
    groupCount: n(groupCount?.n),
    groups: groups.map((g) => ({ id: g.id, name: g.name, students: n(g.students), teachers: n(g.teachers) })),
  };
}

/** The file kinds that count against storage (uploads/quota.ts counts the same). */
const STORED_KINDS = ['upload', 'media', 'lecture'];

export async function usageStats(db: Db, schoolId: number, now = Date.now()): Promise<UsageStats> {
  const [school] = await db
    .select({ storageLimitMb: t.schools.storageLimitMb, speakingCallLimit: t.schools.speakingCallLimit, contractStartsOn: t.schools.contractStartsOn })
    .from(t.schools)
    .where(eq(t.schools.id, schoolId));
  if (!school) throw notFound();
  const months = lastMonths(12, now);
  const r = t.speechRequests;
  const scored = and(eq(r.schoolId, schoolId), eq(r.status, 'scored'));
  const month = periodOf(r.createdAt, 'month');
  const since = school.contractStartsOn;
  const counted = (table: typeof t.exams | typeof t.lectures | typeof t.questionCollections | typeof t.mediaResources | typeof t.missions) =>
    db
      .select({ n: count() })
      .from(table)
      .where(eq(table.schoolId, schoolId))
      .then(([row]) => n(row?.n));
  const [fileKinds, [packages], [used], byMonth, exams, lectures, questionCollections, media, missions] = await Promise.all([
    db
      .select({ kind: t.storedFiles.kind, bytes: sql<number>`coalesce(sum(${t.storedFiles.size}), 0)`.mapWith(Number) })
      .from(t.storedFiles)
      .where(and(eq(t.storedFiles.schoolId, schoolId), inArray(t.storedFiles.kind, STORED_KINDS)))
      .groupBy(t.storedFiles.kind),
    // Experiment packages, once each (copies name the same package), as uploads/quota.ts counts them.
    db
      .select({ bytes: sql<number>`coalesce(sum(${t.experimentPackages.size}), 0)`.mapWith(Number) })
      .from(t.experimentPackages)
      .where(eq(t.experimentPackages.schoolId, schoolId)),
    db
      .select({ n: count() })
      .from(r)
      .where(and(scored, since ? gte(r.createdAt, dayStart(since)) : undefined)),
    db
      .select({
        month,
        scripted: sql<number>`count(*) filter (where ${r.mode} = 'scripted')`,
        unscripted: sql<number>`count(*) filter (where ${r.mode} <> 'scripted')`,
      })
      .from(r)
      .where(and(scored, gte(r.createdAt, dayStart(`${months[0]!}-01`))))
      .groupBy(month),
    counted(t.exams),
    counted(t.lectures),
    counted(t.questionCollections),
    counted(t.mediaResources),
    counted(t.missions),
  ]);
  const perMonth = new Map(byMonth.map((row) => [row.month, row]));
  const byKind = [...fileKinds, { kind: 'experiment', bytes: packages?.bytes ?? 0 }];
  return {
    storage: {
      usedBytes: byKind.reduce((total, k) => total + k.bytes, 0),
      limitMb: school.storageLimitMb,
      byKind: byKind.filter((k) => k.bytes > 0).sort((a, b) => b.bytes - a.bytes),
    },
    speaking: {
      used: n(used?.n),
      limit: school.speakingCallLimit,
      since,
      months: months.map((mo) => ({ month: mo, scripted: n(perMonth.get(mo)?.scripted), unscripted: n(perMonth.get(mo)?.unscripted) })),
    },
    content: { exams, lectures, questionCollections, media, missions },
  };
}
