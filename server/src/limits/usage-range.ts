// Usage over a range of days (Vietnam calendar days, both ends included) for the system administrator: scored calls
// per day by mode with the users who made them, and per school the calls, the files uploaded in the range and what
// it holds now. Read by the screen (GET elsa/stats/usage) and written to .xlsx by the export task.
import { and, asc, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { daysOf, type UsageRange } from '../../../src/shared/usage-limits.ts';

const TZ = sql.raw(`'Asia/Ho_Chi_Minh'`);
const DAY_MS = 24 * 60 * 60 * 1000;
const STORED_KINDS = ['upload', 'media', 'lecture'];

/** yyyy-MM-dd → the instant that day starts in Vietnam (UTC+7, no daylight saving). */
const dayStart = (s: string) => new Date(`${s}T00:00:00+07:00`);

export async function usageRange(db: Db, startTime: string, endTime: string): Promise<UsageRange> {
  const from = dayStart(startTime);
  const to = new Date(dayStart(endTime).getTime() + DAY_MS);
  const r = t.speechRequests;
  const f = t.storedFiles;
  const calls = and(eq(r.status, 'scored'), gte(r.createdAt, from), lt(r.createdAt, to));
  const day = sql<string>`to_char(${r.createdAt} at time zone ${TZ}, 'YYYY-MM-DD')`;
  const scripted = sql<number>`count(*) filter (where ${r.mode} = 'scripted')`.mapWith(Number);
  const unscripted = sql<number>`count(*) filter (where ${r.mode} <> 'scripted')`.mapWith(Number);
  const p = t.experimentPackages;
  const [perDay, perSchoolCalls, uploads, held, packagesUploaded, packagesHeld, schools] = await Promise.all([
    db
      .select({ date: day, scripted, unscripted, users: countDistinct(r.userId) })
      .from(r)
      .where(calls)
      .groupBy(day),
    db
      .select({ schoolId: r.schoolId, scripted, unscripted, users: countDistinct(r.userId) })
      .from(r)
      .where(calls)
      .groupBy(r.schoolId),
    db
      .select({ schoolId: f.schoolId, bytes: sql<number>`coalesce(sum(${f.size}), 0)`.mapWith(Number) })
      .from(f)
      .where(and(inArray(f.kind, STORED_KINDS), gte(f.createdAt, from), lt(f.createdAt, to)))
      .groupBy(f.schoolId),
    db
      .select({ schoolId: f.schoolId, bytes: sql<number>`coalesce(sum(${f.size}), 0)`.mapWith(Number) })
      .from(f)
      .where(inArray(f.kind, STORED_KINDS))
      .groupBy(f.schoolId),
    // Experiment packages, once each, in the school they were uploaded in (uploads/quota.ts counts the same).
    db
      .select({ schoolId: p.schoolId, bytes: sql<number>`coalesce(sum(${p.size}), 0)`.mapWith(Number) })
      .from(p)
      .where(and(gte(p.createdAt, from), lt(p.createdAt, to)))
      .groupBy(p.schoolId),
    db
      .select({ schoolId: p.schoolId, bytes: sql<number>`coalesce(sum(${p.size}), 0)`.mapWith(Number) })
      .from(p)
      .groupBy(p.schoolId),
    db
      .select({ id: t.schools.id, name: t.schools.name, storageLimitMb: t.schools.storageLimitMb })
      .from(t.schools)
      .orderBy(asc(t.schools.name), asc(t.schools.id)),
  ]);
  const byDay = new Map(perDay.map((d) => [d.date, d]));
  const callsOf = new Map(perSchoolCalls.map((s) => [s.schoolId, s]));
  const sum = (...lists: { schoolId: number | null; bytes: number }[][]) => {
    const out = new Map<number | null, number>();
    for (const row of lists.flat()) out.set(row.schoolId, (out.get(row.schoolId) ?? 0) + row.bytes);
    return out;
  };
  const uploadedOf = sum(uploads, packagesUploaded);
  const heldOf = sum(held, packagesHeld);
  return {
    startTime,
    endTime,
    days: daysOf(startTime, endTime).map((date) => {
      const d = byDay.get(date);
      return { date, scripted: d?.scripted ?? 0, unscripted: d?.unscripted ?? 0, users: Number(d?.users ?? 0) };
    }),
    schools: schools.map((s) => {
      const c = callsOf.get(s.id);
      return {
        id: s.id,
        name: s.name,
        scripted: c?.scripted ?? 0,
        unscripted: c?.unscripted ?? 0,
        users: Number(c?.users ?? 0),
        uploadedBytes: uploadedOf.get(s.id) ?? 0,
        storageBytes: heldOf.get(s.id) ?? 0,
        storageLimitMb: s.storageLimitMb,
      };
    }),
  };
}
