// The reads of a group's coursewares: the teaching list (how many of the group's students opened each, and how to open
// it for a look before the lesson), the learning list (when the caller opened each, and how to open it) and who opened
// one item. Opens count only for the group's current students: a student who left is no longer in "12/30".
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { groupStudents } from '../exams/listings.ts';
import { fullName } from '../missions/notify.ts';
import type { Courseware, CoursewareKind, CoursewareOpen, LearningCourseware, TeachingCourseware } from '../../../src/shared/courseware.ts';
import { factsOf, itemKey, loadItems, type Item } from './items.ts';

/** The group's coursewares (or one) in the group's order, each with the item it names. */
async function givenItems(db: Db, groupId: number, id?: number): Promise<{ cw: Courseware; item: Item }[]> {
  const rows = await db
    .select({ cw: t.groupCoursewares, giver: { id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName } })
    .from(t.groupCoursewares)
    .leftJoin(t.users, eq(t.users.id, t.groupCoursewares.givenBy))
    .where(and(eq(t.groupCoursewares.groupId, groupId), id === undefined ? undefined : eq(t.groupCoursewares.id, id)))
    .orderBy(asc(t.groupCoursewares.position), asc(t.groupCoursewares.id));
  const items = await loadItems(
    db,
    rows.map((r) => ({ kind: r.cw.kind as CoursewareKind, itemId: r.cw.itemId })),
  );
  return rows.flatMap(({ cw, giver }) => {
    const item = items.get(itemKey({ kind: cw.kind as CoursewareKind, itemId: cw.itemId }));
    if (!item) return [];
    const given: Courseware = {
      ...factsOf(item),
      id: cw.id,
      note: cw.note,
      givenAt: cw.givenAt.toISOString(),
      givenBy: giver?.id ? { id: giver.id, fullName: fullName(giver) } : null,
    };
    return [{ cw: given, item }];
  });
}

export async function teachingCoursewares(db: Db, groupId: number, id?: number): Promise<TeachingCourseware[]> {
  const given = await givenItems(db, groupId, id);
  if (!given.length) return [];
  const students = and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.role, 'student'));
  const [[studentCount], opened] = await Promise.all([
    db.select({ n: count() }).from(t.groupMembers).where(students),
    db
      .select({ id: t.coursewareOpens.coursewareId, n: count() })
      .from(t.coursewareOpens)
      .innerJoin(t.groupMembers, and(eq(t.groupMembers.userId, t.coursewareOpens.userId), students))
      .where(
        inArray(
          t.coursewareOpens.coursewareId,
          given.map((g) => g.cw.id),
        ),
      )
      .groupBy(t.coursewareOpens.coursewareId),
  ]);
  const openedBy = new Map(opened.map((o) => [o.id, o.n]));
  return given.map(({ cw, item }) => ({ ...cw, openedCount: openedBy.get(cw.id) ?? 0, studentCount: studentCount?.n ?? 0, open: item.target }));
}

export async function learningCoursewares(db: Db, groupId: number, userId: number, id?: number): Promise<LearningCourseware[]> {
  const given = await givenItems(db, groupId, id);
  if (!given.length) return [];
  const mine = await db
    .select({ id: t.coursewareOpens.coursewareId, at: t.coursewareOpens.firstOpenedAt })
    .from(t.coursewareOpens)
    .where(
      and(
        eq(t.coursewareOpens.userId, userId),
        inArray(
          t.coursewareOpens.coursewareId,
          given.map((g) => g.cw.id),
        ),
      ),
    );
  const openedAt = new Map(mine.map((o) => [o.id, o.at.toISOString()]));
  return given.map(({ cw, item }) => ({ ...cw, openedAt: openedAt.get(cw.id) ?? null, open: item.target }));
}

/** Every student of the group, by name, with whether and when they opened the courseware. */
export async function opensOf(db: Db, groupId: number, coursewareId: number): Promise<CoursewareOpen[]> {
  const [students, opens] = await Promise.all([
    groupStudents(db, groupId),
    db.select().from(t.coursewareOpens).where(eq(t.coursewareOpens.coursewareId, coursewareId)),
  ]);
  const byUser = new Map(opens.map((o) => [o.userId, o]));
  return students.map((s) => {
    const open = byUser.get(s.id);
    return {
      student: { id: s.id, fullName: fullName({ firstName: s.first_name, lastName: s.last_name }), email: s.email },
      firstOpenedAt: open?.firstOpenedAt.toISOString() ?? null,
      lastOpenedAt: open?.lastOpenedAt.toISOString() ?? null,
      count: open?.count ?? 0,
    };
  });
}
