// Exams as a library content type: copying an exam copies its parts and its own questions; an exam students have
// taken or that is given to a group is never deleted (its results would go with it); a search word also finds exams
// holding a question with that word.
import { copyGames, GAME_OWNERS } from '../mini-games/mini-games.ts';
import { count, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { ContentType } from '../library/content-type.ts';
import { copyQuestions } from '../question-bank/questions.ts';
import type { Queryable } from '../exams/structure.ts';
import { SERVER_MSG } from '../messages.ts';

const e = t.exams;

/** Copies an exam's parts, its own questions and their points into another exam. */
export async function copyExamContent(db: Queryable, fromId: number, toId: number, actorId: number): Promise<void> {
  const fractions = await db.select().from(t.examFractions).where(eq(t.examFractions.examId, fromId));
  const placed = await db.select().from(t.examQuestions).where(eq(t.examQuestions.examId, fromId));
  const ids = await copyQuestions(db, { examId: fromId }, { examId: toId }, actorId);
  for (const f of fractions) {
    const [copy] = await db.insert(t.examFractions).values({ examId: toId, title: f.title, position: f.position }).returning({ id: t.examFractions.id });
    const rows = placed
      .filter((p) => p.fractionId === f.id && ids.has(p.questionId))
      .map((p) => ({ examId: toId, fractionId: copy!.id, questionId: ids.get(p.questionId)!, position: p.position, allocatedPoint: p.allocatedPoint }));
    if (rows.length) await db.insert(t.examQuestions).values(rows);
  }
  await copyGames(db, GAME_OWNERS.exam, fromId, toId, actorId);
}

export const examType: ContentType = {
  kind: 'exam',
  path: 'exams',
  categoryType: 'exam',
  table: e,
  cols: {
    id: e.id,
    name: e.title,
    description: e.description,
    schoolId: e.schoolId,
    ownerId: e.createdBy,
    level: e.level,
    status: e.status,
    reviewReason: e.reviewReason,
    reviewedBy: e.reviewedBy,
    reviewedAt: e.reviewedAt,
    categoryId: e.categoryId,
    subjectId: e.subjectId,
    gradeId: e.gradeId,
    supplierId: e.supplierId,
    textbookSeriesId: e.textbookSeriesId,
    topicId: e.topicId,
    sourceId: e.sourceId,
    searchText: e.searchText,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  },
  props: { name: 'title', ownerId: 'createdBy' },
  copyContent: copyExamContent,
  async beforeDelete(db, id) {
    const [given] = await db.select({ n: count() }).from(t.examAssignments).where(eq(t.examAssignments.examId, id));
    const [taken] = await db.select({ n: count() }).from(t.userExams).where(eq(t.userExams.examId, id));
    if ((given?.n ?? 0) > 0 || (taken?.n ?? 0) > 0) throw new HttpError(422, SERVER_MSG.examInUse);
  },
  searchMore: (pattern) => sql`exists (select 1 from questions q where q.exam_id = ${e.id} and q.search_text like ${pattern})`,
};
