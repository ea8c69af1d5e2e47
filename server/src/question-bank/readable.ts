// Which bank questions a teacher may take into her own content (an exam's parts, a lecture's question blocks): the
// questions of her own banks, of her school's approved banks (and her own ones waiting for review), of the system's.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';

/** Of `ids`, the bank questions (top level) the caller may copy into content of this school (null: the system only). */
export async function readableBankQuestions(db: Queryable, ids: number[], schoolId: number | null, userId: number): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const c = t.questionCollections;
  const rows = await db
    .select({ id: t.questions.id })
    .from(t.questions)
    .innerJoin(c, eq(c.id, t.questions.collectionId))
    .where(
      and(
        inArray(t.questions.id, ids),
        isNull(t.questions.parentId),
        or(
          eq(c.level, 'system'),
          schoolId === null ? undefined : and(eq(c.schoolId, schoolId), eq(c.level, 'personal'), eq(c.ownerId, userId)),
          schoolId === null ? undefined : and(eq(c.schoolId, schoolId), eq(c.level, 'school'), or(eq(c.status, 'approved'), eq(c.ownerId, userId))),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
