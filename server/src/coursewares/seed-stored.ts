// The demo coursewares made of stored files, given after the demo media and e-books are stored (main.ts, which opens
// the file storage after the first-start seed): the school's chime and video and the e-book of Unit 1 for Lớp 7A1.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { DEMO, DEMO_SCHOOL_CODE } from '../seed.ts';
import { DEMO_VIDEO } from '../media/seed.ts';
import { DEMO_BOOK, DEMO_MEDIA, giveDemo, type DemoClass } from './seed.ts';

async function demoClass(db: Db): Promise<DemoClass | null> {
  const [row] = await db
    .select({ groupId: t.schoolGroups.id })
    .from(t.schoolGroups)
    .innerJoin(t.schools, eq(t.schools.id, t.schoolGroups.schoolId))
    .where(and(eq(t.schools.code, DEMO_SCHOOL_CODE), eq(t.schoolGroups.name, 'Lớp 7A1')));
  const [teacher] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.teacher));
  const emails = [1, 2, 3, 4, 5].map((n) => `hs0${n}@nguyendu.edu.vn`);
  const students = await db.select({ id: t.users.id }).from(t.users).where(inArray(t.users.email, emails)).orderBy(asc(t.users.email));
  if (!row || !teacher || students.length < emails.length) return null;
  return { groupId: row.groupId, teacherId: teacher.id, studentIds: students.map((s) => s.id) };
}

export async function seedStoredCoursewares(db: Db): Promise<void> {
  const cls = await demoClass(db);
  if (!cls) return;
  const media = await db
    .select({ id: t.mediaResources.id, name: t.mediaResources.name })
    .from(t.mediaResources)
    .where(and(inArray(t.mediaResources.name, [DEMO_MEDIA, DEMO_VIDEO]), eq(t.mediaResources.level, 'school')))
    .orderBy(asc(t.mediaResources.id));
  const [book] = await db
    .select({ id: t.books.id })
    .from(t.books)
    .where(and(eq(t.books.title, DEMO_BOOK), eq(t.books.status, 'ready')));
  await giveDemo(db, cls, [
    ...[DEMO_MEDIA, DEMO_VIDEO].flatMap((title) =>
      media
        .filter((m) => m.name === title)
        .slice(0, 1)
        .map((m) => ({ kind: 'media' as const, id: m.id, title })),
    ),
    ...(book ? [{ kind: 'book' as const, id: book.id, title: DEMO_BOOK }] : []),
  ]);
}
