// Writing a topic: the whole topic each time (its links replaced in the order sent), after checking that the subject
// and grade exist and that every newly linked lecture and experiment is one the writer may open.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import type { Queryable } from '../exams/structure.ts';
import type { StemTopicValues } from '../../../src/shared/schemas/stem.ts';
import { STEM_MSG } from '../../../src/shared/stem.ts';
import { checkLinks, writeLinks, type Author } from './links.ts';

async function checkCatalogue(db: Queryable, input: StemTopicValues): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.subjectId !== null) {
    const [s] = await db.select({ id: t.subjects.id }).from(t.subjects).where(eq(t.subjects.id, input.subjectId));
    if (!s) errors.subjectId = [STEM_MSG.catalogueMissing];
  }
  if (input.gradeId !== null) {
    const [g] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.id, input.gradeId));
    if (!g) errors.gradeId = [STEM_MSG.catalogueMissing];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

const columns = (input: StemTopicValues) => ({
  title: input.title,
  drivingQuestion: input.drivingQuestion,
  subjectId: input.subjectId,
  gradeId: input.gradeId,
  materials: input.materials,
  steps: input.steps,
  rubric: input.rubric,
});

export async function createTopic(db: Db, author: Author, input: StemTopicValues): Promise<number> {
  await checkCatalogue(db, input);
  await checkLinks(db, author, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.stemTopics)
      .values({ schoolId: author.schoolId, authorId: author.userId, ...columns(input) })
      .returning({ id: t.stemTopics.id });
    await writeLinks(tx, row!.id, input);
    return row!.id;
  });
}

export async function updateTopic(db: Db, editor: Author, id: number, input: StemTopicValues): Promise<void> {
  await checkCatalogue(db, input);
  await checkLinks(db, editor, input, id);
  await db.transaction(async (tx) => {
    await tx
      .update(t.stemTopics)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(and(eq(t.stemTopics.id, id), eq(t.stemTopics.schoolId, editor.schoolId)));
    await writeLinks(tx, id, input);
  });
}

/** Deletes the topic; its links and gifts go with it (foreign keys). */
export async function deleteTopic(db: Db, id: number): Promise<void> {
  await db.delete(t.stemTopics).where(eq(t.stemTopics.id, id));
}
