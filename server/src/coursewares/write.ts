// The writes of group coursewares: giving an item (after the others, once per group), taking it back (its opens go
// with it), and a student's open (first and last time, and how many).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import type { CoursewareKind } from '../../../src/shared/courseware.ts';
import { SERVER_MSG } from '../messages.ts';

const COLUMN = { lecture: 'lectureId', book: 'bookId', media: 'mediaId' } as const;

export interface Gift {
  groupId: number;
  kind: CoursewareKind;
  itemId: number;
  note: string | null;
  givenBy: number;
}

/** Gives the item; 422 when the group already has it (the unique index decides, even for two gifts at once). */
export async function give(db: Db, gift: Gift): Promise<number> {
  const [row] = await db
    .insert(t.groupCoursewares)
    .values({
      groupId: gift.groupId,
      kind: gift.kind,
      [COLUMN[gift.kind]]: gift.itemId,
      // After the others; two gifts at once may share a position, and the list then orders them by id.
      position: sql`(select coalesce(max(position), 0) + 1 from group_coursewares where group_id = ${gift.groupId})`,
      note: gift.note || null,
      givenBy: gift.givenBy,
    })
    .onConflictDoNothing()
    .returning({ id: t.groupCoursewares.id });
  if (!row) throw invalid({ itemId: [SERVER_MSG.coursewareAlreadyGiven] });
  return row.id;
}

export async function takeBack(db: Db, id: number): Promise<void> {
  await db.delete(t.groupCoursewares).where(eq(t.groupCoursewares.id, id));
}

/** Counts one open by the student; answers when they first opened it. */
export async function recordOpen(db: Db, coursewareId: number, userId: number): Promise<Date> {
  const [row] = await db
    .insert(t.coursewareOpens)
    .values({ coursewareId, userId })
    .onConflictDoUpdate({
      target: [t.coursewareOpens.coursewareId, t.coursewareOpens.userId],
      set: { lastOpenedAt: sql`now()`, count: sql`${t.coursewareOpens.count} + 1` },
    })
    .returning({ firstOpenedAt: t.coursewareOpens.firstOpenedAt });
  return row!.firstOpenedAt;
}
