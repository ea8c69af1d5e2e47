// Which of a school's members a list shows and in what order, written once for the paginated list (members.routes.ts)
// and its .xlsx export (member-export.ts): the export of a filtered list holds exactly the rows the list pages through.
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { containsFoldedText } from '../http/search.ts';
import { DEFAULT_MEMBER_SORT, type MemberFilters, type MemberSortKey } from '../../../src/shared/member-list.ts';
import type { MemberKind } from '../../../src/shared/member.ts';

/** Active in the school and as an account: a locked account is locked in every school. */
export const memberActive = sql<boolean>`(${t.schoolMembers.isActive} and ${t.users.isActive})`;

/** Groups of this school the user belongs to (as teacher or student). */
const groupOfSchool = (schoolId: number, groupId?: number) =>
  and(
    eq(t.groupMembers.userId, t.users.id),
    eq(t.groupMembers.groupId, t.schoolGroups.id),
    eq(t.schoolGroups.schoolId, schoolId),
    groupId === undefined ? undefined : eq(t.schoolGroups.id, groupId),
  );

export function memberWhere(schoolId: number, kind: MemberKind, f: MemberFilters): SQL {
  const inGroup = (groupId?: number) =>
    sql`exists (select 1 from ${t.groupMembers} join ${t.schoolGroups} on ${t.schoolGroups.id} = ${t.groupMembers.groupId}
      where ${groupOfSchool(schoolId, groupId)})`;
  return and(
    eq(t.schoolMembers.schoolId, schoolId),
    kind === 'student' ? eq(t.schoolMembers.position, 'student') : ne(t.schoolMembers.position, 'student'),
    f.name ? containsFoldedText(t.users.searchText, f.name) : undefined,
    f.status === 'active' ? memberActive : f.status === 'inactive' ? sql`not ${memberActive}` : undefined,
    f.group === 'none' ? sql`not ${inGroup()}` : f.group !== undefined ? inGroup(f.group) : undefined,
  )!;
}

/** The first of the member's groups in this school by name: what a sort by group compares (none sorts last). */
const firstGroupName = (schoolId: number) =>
  sql`(select min(${t.schoolGroups.name}) from ${t.groupMembers} join ${t.schoolGroups} on ${t.schoolGroups.id} = ${t.groupMembers.groupId}
    where ${groupOfSchool(schoolId)})`;

export function memberOrder(schoolId: number, sort = DEFAULT_MEMBER_SORT): SQL[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '') as MemberSortKey;
  const dir = (e: SQL | AnyPgColumn) => (descending ? desc(e) : asc(e));
  // Vietnamese lists sort by given name first, then family name; the id keeps pages stable among equal names.
  const byName = [dir(t.users.firstName), dir(t.users.lastName)];
  const first: Record<MemberSortKey, SQL[]> = {
    name: byName,
    email: [dir(sql`lower(${t.users.email})`)],
    position: [dir(sql`${t.schoolMembers.position}`), ...byName],
    group: [sql`${firstGroupName(schoolId)} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, ...byName],
    // Ascending shows the active first: the usual question is "who is locked", asked with a click on the header.
    status: [descending ? asc(memberActive) : desc(memberActive), ...byName],
  };
  return [...first[key], asc(t.users.id)];
}

export const memberColumns = {
  id: t.users.id,
  first_name: t.users.firstName,
  last_name: t.users.lastName,
  email: t.users.email,
  phone: t.users.phone,
  gender: t.users.gender,
  birthday: t.users.birthday,
  position: t.schoolMembers.position,
  isActive: memberActive,
};

/** One page (or slice) of the filtered, sorted list. */
export function memberRows(db: Db, schoolId: number, kind: MemberKind, f: MemberFilters, limit: number, offset: number) {
  return db
    .select(memberColumns)
    .from(t.schoolMembers)
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(memberWhere(schoolId, kind, f))
    .orderBy(...memberOrder(schoolId, f.sort))
    .limit(limit)
    .offset(offset);
}

export async function memberCount(db: Db, schoolId: number, kind: MemberKind, f: MemberFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.schoolMembers)
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(memberWhere(schoolId, kind, f));
  return Number(row?.n ?? 0);
}

/** The school's groups of each of these users, by name. */
export async function memberGroups(db: Db, schoolId: number, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: t.groupMembers.userId, id: t.schoolGroups.id, name: t.schoolGroups.name })
    .from(t.groupMembers)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
    .where(and(eq(t.schoolGroups.schoolId, schoolId), inArray(t.groupMembers.userId, userIds)))
    .orderBy(asc(t.schoolGroups.name), asc(t.schoolGroups.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ id: r.id, name: r.name });
    byUser.set(r.userId, list);
  }
  return byUser;
}
