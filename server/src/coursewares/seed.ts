// Demo coursewares: Ms Lan gives her class Lớp 7A1 the school's lectures "Unit 1: Hobbies" and "Thì hiện tại đơn"
// (seedCoursewares, with the rest of the demo data) and, once the media and e-books are stored (they need the file
// storage: seed-stored.ts), the school's chime and video and the e-book of Unit 1. Some of hs01–hs05 have opened
// some, so the teacher sees "Đã mở: 3/15" and who.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { CoursewareKind } from '../../../src/shared/courseware.ts';

const HOUR = 3600_000;
const LECTURES = ['Unit 1: Hobbies', 'Thì hiện tại đơn'];
export const DEMO_MEDIA = 'Âm báo bắt đầu hoạt động nhóm';
export const DEMO_BOOK = 'Tiếng Anh 7 Global Success – Unit 1: Hobbies';
/** Which of hs01–hs05 opened which item (by its title), and how many hours ago. */
const OPENS: Record<string, [number, number][]> = {
  'Unit 1: Hobbies': [
    [1, 50],
    [2, 30],
    [3, 26],
  ],
  'Thì hiện tại đơn': [
    [1, 20],
    [4, 6],
  ],
  [DEMO_MEDIA]: [[2, 3]],
  [DEMO_BOOK]: [
    [1, 4],
    [5, 2],
  ],
};

const COLUMN = { lecture: 'lectureId', book: 'bookId', media: 'mediaId' } as const;

/** The class, its teacher, and its students hs01–hs05 in that order. */
export interface DemoClass {
  groupId: number;
  teacherId: number;
  studentIds: number[];
}

/** Gives the items (in this order, after any already given) and records their demo opens. */
export async function giveDemo(db: Db, cls: DemoClass, items: { kind: CoursewareKind; id: number; title: string }[]): Promise<void> {
  if (!items.length) return;
  const before = await db.select({ id: t.groupCoursewares.id }).from(t.groupCoursewares).where(eq(t.groupCoursewares.groupId, cls.groupId));
  const given = await db
    .insert(t.groupCoursewares)
    .values(
      items.map((item, i) => ({
        groupId: cls.groupId,
        kind: item.kind,
        [COLUMN[item.kind]]: item.id,
        position: before.length + i + 1,
        givenBy: cls.teacherId,
        givenAt: new Date(Date.now() - (72 - before.length - i) * HOUR),
      })),
    )
    .returning({ id: t.groupCoursewares.id });
  const opens = items.flatMap((item, i) =>
    (OPENS[item.title] ?? []).map(([n, hoursAgo]) => ({
      coursewareId: given[i]!.id,
      userId: cls.studentIds[n - 1]!,
      firstOpenedAt: new Date(Date.now() - hoursAgo * HOUR),
      lastOpenedAt: new Date(Date.now() - (hoursAgo / 2) * HOUR),
      count: 1 + (n % 3),
    })),
  );
  if (opens.length) await db.insert(t.coursewareOpens).values(opens);
}

/** The school's two English lectures, given with the rest of the demo data. */
export async function seedCoursewares(db: Db, cls: DemoClass): Promise<void> {
  const lectures = await db
    .select({ id: t.lectures.id, title: t.lectures.title })
    .from(t.lectures)
    .where(and(inArray(t.lectures.title, LECTURES), eq(t.lectures.level, 'school'), eq(t.lectures.status, 'approved')));
  const ordered = LECTURES.flatMap((title) => lectures.filter((l) => l.title === title).slice(0, 1));
  await giveDemo(
    db,
    cls,
    ordered.map((l) => ({ kind: 'lecture', id: l.id, title: l.title })),
  );
}
