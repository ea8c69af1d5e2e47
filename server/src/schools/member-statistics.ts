// The figures above a school's teacher or student list (GET s/teachers/statistics, s/students/statistics): how many,
// active or locked, by gender, by group (and teachers by position), and how many were active in the last 7 days.
//
// "Active in the last 7 days" is a sign-in (a new access token) or a write the app sent through its outbox (an
// Idempotency-Key stored with its user: answers, submissions, recordings, grades). A sign-in alone would miss most
// students: a school tablet stays signed in for weeks, since tokens do not expire and the auth cache means the token's
// last_used_at is never written. Both records belong to the account, not the school, so a member of two schools who
// worked only in the other counts here too; such members are rare and the figure is meant as an order of magnitude.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { MemberKind } from '../../../src/shared/member.ts';
import type { MemberStatistics } from '../../../src/shared/member-list.ts';
import { memberActive, memberWhere } from './member-query.ts';

export const ACTIVITY_WINDOW_DAYS = 7;

const int = (e: ReturnType<typeof sql>) => sql<number>`(${e})::int`;

export async function memberStatistics(db: Db, schoolId: number, kind: MemberKind, now = new Date()): Promise<MemberStatistics> {
  const since = new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const where = memberWhere(schoolId, kind, {});
  const recentlyActive = sql`(${t.users.id} in (select ${t.accessTokens.userId} from ${t.accessTokens} where ${gte(t.accessTokens.createdAt, since)})
    or ${t.users.id} in (select ${t.idempotencyKeys.userId} from ${t.idempotencyKeys} where ${gte(t.idempotencyKeys.createdAt, since)}))`;
  const inSchoolGroup = sql`exists (select 1 from ${t.groupMembers} join ${t.schoolGroups} on ${t.schoolGroups.id} = ${t.groupMembers.groupId}
    where ${t.groupMembers.userId} = ${t.users.id} and ${t.schoolGroups.schoolId} = ${schoolId})`;

  const members = db.select({ userId: t.schoolMembers.userId }).from(t.schoolMembers).innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId)).where(where);
  const [[totals], groups, positions] = await Promise.all([
    db
      .select({
        total: int(sql`count(*)`),
        active: int(sql`count(*) filter (where ${memberActive})`),
        recent: int(sql`count(*) filter (where ${recentlyActive})`),
        female: int(sql`count(*) filter (where ${t.users.gender} = 0)`),
        male: int(sql`count(*) filter (where ${t.users.gender} = 1)`),
        other: int(sql`count(*) filter (where ${t.users.gender} = 2)`),
        noGroup: int(sql`count(*) filter (where not ${inSchoolGroup})`),
      })
      .from(t.schoolMembers)
      .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
      .where(where),
    // Every group of the school, an empty one too: the list's group filter offers them all.
    db
      .select({
        id: t.schoolGroups.id,
        name: t.schoolGroups.name,
        count: int(sql`count(${t.groupMembers.userId})`),
      })
      .from(t.schoolGroups)
      .leftJoin(t.groupMembers, and(eq(t.groupMembers.groupId, t.schoolGroups.id), inArray(t.groupMembers.userId, members)))
      .where(eq(t.schoolGroups.schoolId, schoolId))
      .groupBy(t.schoolGroups.id, t.schoolGroups.name)
      .orderBy(asc(t.schoolGroups.name), asc(t.schoolGroups.id)),
    kind === 'teacher'
      ? db
          .select({ position: t.schoolMembers.position, count: int(sql`count(*)`) })
          .from(t.schoolMembers)
          .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
          .where(where)
          .groupBy(t.schoolMembers.position)
          .orderBy(asc(t.schoolMembers.position))
      : Promise.resolve([]),
  ]);
  const n = totals ?? { total: 0, active: 0, recent: 0, female: 0, male: 0, other: 0, noGroup: 0 };
  return {
    total: n.total,
    active: n.active,
    inactive: n.total - n.active,
    activeLast7Days: n.recent,
    byGender: { female: n.female, male: n.male, other: n.other, unknown: n.total - n.female - n.male - n.other },
    byGroup: groups,
    noGroup: n.noGroup,
    byPosition: positions,
  };
}
