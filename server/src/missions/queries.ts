// The list queries of missions: which groups a caller teaches, missions filtered by a student status, counts.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { MISSION_STATUSES, type MissionStatus, type MissionStatusFilter } from '../../../src/shared/mission.ts';
import type { MissionRow } from './access.ts';

/** The `status` query parameter of the mission lists. */
export const statusQuery = v.optional(v.picklist([...MISSION_STATUSES, 'all'], MSG.invalidInput), 'all');

/** The lectures a teacher may give in a mission: the school library's approved ones and her own in this school. */
export function givableLectures(schoolId: number, userId: number): SQL {
  const l = t.lectures;
  return and(eq(l.schoolId, schoolId), or(and(eq(l.level, 'school'), eq(l.status, 'approved')), and(eq(l.level, 'personal'), eq(l.createdBy, userId))))!;
}

/** Groups whose missions the caller manages: those they teach, or every group of the school for its overseers. */
export async function teacherGroupIds(c: Context<AppEnv>): Promise<number[]> {
  const { db } = c.get('deps');
  const schoolId = c.get('school').schoolId;
  const grants = c.get('grants');
  const overseer = grants.superAdmin || grants.schoolAdmin || ['officer', 'supervisor'].includes(c.get('school').position);
  if (overseer && hasPermission(grants, 'school_group.view')) {
    return (await db.select({ id: t.schoolGroups.id }).from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId))).map((g) => g.id);
  }
  const rows = await db
    .select({ id: t.schoolGroups.id })
    .from(t.groupMembers)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
    .where(and(eq(t.groupMembers.userId, c.get('user').id), eq(t.groupMembers.role, 'teacher'), eq(t.schoolGroups.schoolId, schoolId)));
  return rows.map((g) => g.id);
}

const studentsOfGroup = sql`(select count(*) from group_members gm where gm.group_id = ${t.missions.groupId} and gm.role = 'student')`;
const submissionsOf = sql`(select count(*) from mission_submissions s where s.mission_id = ${t.missions.id})`;

/** Teacher lists: a mission matches a status when at least one of its students is in it. */
export function teacherStatusFilter(status: MissionStatusFilter): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'NOT_DOING') return sql`${studentsOfGroup} > ${submissionsOf}`;
  return sql`exists (select 1 from mission_submissions s where s.mission_id = ${t.missions.id} and s.status = ${status})`;
}

/** Student lists: the caller's own status. */
export function studentStatusFilter(status: MissionStatusFilter, userId: number): SQL | undefined {
  if (status === 'all') return undefined;
  const own = sql`(select s.status from mission_submissions s where s.mission_id = ${t.missions.id} and s.user_id = ${userId})`;
  return status === 'NOT_DOING' ? sql`${own} is null` : sql`${own} = ${status}`;
}

export async function pageOfMissions(db: Db, where: (SQL | undefined)[], page: number, perPage: number): Promise<{ rows: MissionRow[]; total: number }> {
  const cond = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(t.missions)
      .where(cond)
      .orderBy(desc(t.missions.createdAt), desc(t.missions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.missions)
      .where(cond),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const nameFilter = (name?: string) => (name ? ilike(t.missions.title, `%${name.replace(/[%_\\]/g, (m) => `\\${m}`)}%`) : undefined);
export const inGroups = (ids: number[]) => (ids.length ? inArray(t.missions.groupId, ids) : sql`false`);

/** Per mission: its group's student count and how many students are in each status. */
export async function statusCounts(db: Db, missions: MissionRow[]) {
  if (!missions.length) return new Map<number, { studentCount: number; counts: Record<MissionStatus, number> }>();
  const groupIds = [...new Set(missions.map((m) => m.groupId))];
  const [students, subs] = await Promise.all([
    db
      .select({ groupId: t.groupMembers.groupId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.groupMembers)
      .where(and(inArray(t.groupMembers.groupId, groupIds), eq(t.groupMembers.role, 'student')))
      .groupBy(t.groupMembers.groupId),
    db
      .select({ missionId: t.missionSubmissions.missionId, status: t.missionSubmissions.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.missionSubmissions)
      .where(
        inArray(
          t.missionSubmissions.missionId,
          missions.map((m) => m.id),
        ),
      )
      .groupBy(t.missionSubmissions.missionId, t.missionSubmissions.status),
  ]);
  return new Map(
    missions.map((m) => {
      const studentCount = students.find((s) => s.groupId === m.groupId)?.n ?? 0;
      const of = (status: string) => subs.find((s) => s.missionId === m.id && s.status === status)?.n ?? 0;
      const counts = { IN_PROGRESS: of('IN_PROGRESS'), PENDING_REVIEW: of('PENDING_REVIEW'), COMPLETED: of('COMPLETED'), NOT_DOING: 0 };
      counts.NOT_DOING = Math.max(0, studentCount - counts.IN_PROGRESS - counts.PENDING_REVIEW - counts.COMPLETED);
      return [m.id, { studentCount, counts }];
    }),
  );
}
