// What a teacher may give a group, as the missions' lectures are chosen (missions/queries.ts givableLectures) and
// widened to the system library: the school's approved items, her own personal ones in this school, and the system's
// approved ones; for e-books, every book ready to read (e-books are the system library's).
import { and, asc, eq, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { containsFolded } from '../http/search.ts';
import { openToMember } from '../library/open-to.ts';
import type { CoursewareKind, GivableCourseware } from '../../../src/shared/courseware.ts';
import { loadItems, itemKey, factsOf } from './items.ts';

/** Who gives: the school and the caller (her personal library is hers in this school). */
export interface Giver {
  schoolId: number;
  userId: number;
}

/** At most this many items per list: the dialog narrows by name. */
export const GIVABLE_LIMIT = 50;

type Level = GivableCourseware['level'];

function lectureCondition(giver: Giver): SQL {
  const l = t.lectures;
  return openToMember({ level: l.level, schoolId: l.schoolId, status: l.status, owner: l.createdBy }, giver);
}

function mediaCondition(giver: Giver): SQL {
  const m = t.mediaResources;
  return openToMember({ level: m.level, schoolId: m.schoolId, status: m.status, owner: m.ownerId }, giver);
}

/** Ids and library levels of the givable items of a kind, optionally one id or names containing `name`. */
async function givableRows(db: Queryable, kind: CoursewareKind, giver: Giver, opts: { id?: number; name?: string }): Promise<{ id: number; level: Level }[]> {
  const limit = opts.id === undefined ? GIVABLE_LIMIT : 1;
  if (kind === 'lecture') {
    const l = t.lectures;
    return (await db
      .select({ id: l.id, level: l.level })
      .from(l)
      .where(and(lectureCondition(giver), opts.id ? eq(l.id, opts.id) : undefined, opts.name ? containsFolded(l.title, opts.name) : undefined))
      .orderBy(asc(l.title), asc(l.id))
      .limit(limit)) as { id: number; level: Level }[];
  }
  if (kind === 'media') {
    const m = t.mediaResources;
    return (await db
      .select({ id: m.id, level: m.level })
      .from(m)
      .where(and(mediaCondition(giver), opts.id ? eq(m.id, opts.id) : undefined, opts.name ? containsFolded(m.name, opts.name) : undefined))
      .orderBy(asc(m.name), asc(m.id))
      .limit(limit)) as { id: number; level: Level }[];
  }
  const rows = await db
    .select({ id: t.books.id })
    .from(t.books)
    .where(and(eq(t.books.status, 'ready'), opts.id ? eq(t.books.id, opts.id) : undefined, opts.name ? containsFolded(t.books.title, opts.name) : undefined))
    .orderBy(asc(t.books.title), asc(t.books.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, level: 'system' }));
}

/** Whether the giver may give this item. */
export async function mayGive(db: Queryable, kind: CoursewareKind, itemId: number, giver: Giver): Promise<boolean> {
  return (await givableRows(db, kind, giver, { id: itemId })).length > 0;
}

/** The items of a kind the giver may give the group, by name, each saying whether the group already has it. */
export async function givableList(db: Queryable, groupId: number, kind: CoursewareKind, giver: Giver, name: string): Promise<GivableCourseware[]> {
  const rows = await givableRows(db, kind, giver, { name: name || undefined });
  if (!rows.length) return [];
  const [items, given] = await Promise.all([
    loadItems(
      db,
      rows.map((r) => ({ kind, itemId: r.id })),
    ),
    db
      .select({ itemId: t.groupCoursewares.itemId })
      .from(t.groupCoursewares)
      .where(and(eq(t.groupCoursewares.groupId, groupId), eq(t.groupCoursewares.kind, kind))),
  ]);
  const givenIds = new Set(given.map((g) => g.itemId));
  return rows.flatMap((r) => {
    const item = items.get(itemKey({ kind, itemId: r.id }));
    return item ? [{ ...factsOf(item), level: r.level, given: givenIds.has(r.id) }] : [];
  });
}
