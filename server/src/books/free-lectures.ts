// Free lectures (spec §2 free resources): approved system lectures a manager marked free, listed and opened by anyone
// without signing in. The list shows what a shelf needs (no owner, no review state); the deck answers as the editor's
// GET /lecture_decks/:id does, read-only.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { containsPattern } from '../library/list.ts';
import { coverOf } from '../lectures/deck.ts';
import { lectureDetail } from '../lectures/deck-access.ts';
import { foldedWords } from '../../../src/shared/fold.ts';
import type { FreeLecturePage } from '../../../src/shared/book.ts';
import type { LectureDetail, Slide } from '../../../src/shared/lecture.ts';
import type { Named } from '../../../src/shared/library.ts';
import type { FreeLectureQuery } from '../../../src/shared/schemas/book.ts';

const l = t.lectures;

/** A lecture is free when it is an approved system lecture marked free. */
export const freeLecture = and(eq(l.level, 'system'), eq(l.status, 'approved'), eq(l.isFree, true))!;

function filterWhere(q: FreeLectureQuery): SQL[] {
  const where: SQL[] = foldedWords(q.name ?? '').map((word) => sql`${l.searchText} like ${containsPattern(word)}`);
  if (q.gradeIds?.length) where.push(inArray(l.gradeId, q.gradeIds));
  if (q.subjectIds?.length) where.push(inArray(l.subjectId, q.subjectIds));
  return where;
}

const named = (id: number | null, name: string | null): Named | null => (id === null || name === null ? null : { id, name });

export async function listFreeLectures(db: Queryable, q: FreeLectureQuery): Promise<FreeLecturePage> {
  const where = and(freeLecture, ...filterWhere(q));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: l.id,
        name: l.title,
        description: l.summary,
        slideCount: l.slideCount,
        first: sql<Slide | null>`${l.deck}->'slides'->0`,
        subjectId: t.subjects.id,
        subjectName: t.subjects.name,
        gradeId: t.grades.id,
        gradeName: t.grades.name,
        updatedAt: l.updatedAt,
      })
      .from(l)
      .leftJoin(t.subjects, eq(t.subjects.id, l.subjectId))
      .leftJoin(t.grades, eq(t.grades.id, l.gradeId))
      .where(where)
      .orderBy(asc(l.title), asc(l.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(l)
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      slideCount: r.slideCount,
      coverUrl: coverOf(r.first),
      subject: named(r.subjectId, r.subjectName),
      grade: named(r.gradeId, r.gradeName),
      updatedAt: r.updatedAt.toISOString(),
    })),
    pagination: { total: count?.n ?? 0, page: q.page, perPage: q.perPage },
  };
}

/** The deck of a free lecture, as the editor's deck route answers it but never editable; null when it is not free. */
export async function freeLectureDeck(db: Queryable, id: number): Promise<LectureDetail | null> {
  const [row] = await db
    .select()
    .from(l)
    .where(and(freeLecture, eq(l.id, id)));
  if (!row) return null;
  return lectureDetail(row, false);
}
