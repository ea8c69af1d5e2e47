// Per-question statistics of an exam in a group (spec: results per exam and group): over the group's submitted
// attempts, how many answered each question, how many got full points, the average, and for choice questions how
// often each option was chosen — what tells a teacher which question misled the class.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { AnswerValue, CorrectAnswer, ExamStatistics, QuestionStatistic } from '../../../src/shared/exam.ts';
import { countedAttempts, groupOwn } from './attempts.ts';
import { loadStructure, type StructureItem } from './structure.ts';

function chosenIds(answer: AnswerValue | null): string[] {
  if (answer?.type === 'singleChoice') return [answer.optionId];
  if (answer?.type === 'multipleChoice') return answer.optionIds;
  return [];
}

function correctIds(key: CorrectAnswer | null): Set<string> {
  if (key?.type === 'singleChoice') return new Set([key.optionId]);
  if (key?.type === 'multipleChoice') return new Set(key.optionIds);
  return new Set();
}

export async function examStatistics(db: Db, examId: number, groupId: number): Promise<ExamStatistics> {
  const structure = await loadStructure(db, examId);
  // One attempt per student: the one that counts (attempts.ts countedAttempts).
  const attempts = await db
    .select()
    .from(t.userExams)
    .where(and(eq(t.userExams.examId, examId), eq(t.userExams.groupId, groupId), ne(t.userExams.status, 'in_progress'), groupOwn));
  const ids = [...countedAttempts(attempts).values()].map((a) => a.id);
  const answers = ids.length ? await db.select().from(t.userExamAnswers).where(inArray(t.userExamAnswers.userExamId, ids)) : [];
  const byQuestion = new Map<number, typeof answers>();
  for (const a of answers) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a]);

  const ordered: StructureItem[] = structure.fractions.flatMap((f) => f.items.flatMap((i) => (i.questionType === 'leadingQuestion' ? i.subQuestions : [i])));
  const questions = ordered.map((q, i): QuestionStatistic => {
    const rows = (byQuestion.get(q.questionId) ?? []).filter((r) => r.answer !== null);
    const graded = rows.filter((r) => r.pointEarned !== null);
    const stat: QuestionStatistic = {
      questionId: q.questionId,
      number: i + 1,
      questionType: q.questionType,
      text: q.content.text,
      allocatedPoint: q.allocatedPoint,
      answered: rows.length,
      correct: graded.filter((r) => q.allocatedPoint > 0 && (r.pointEarned ?? 0) >= q.allocatedPoint - 1e-9).length,
      ungraded: rows.length - graded.length,
      averagePoint: graded.length ? graded.reduce((s, r) => s + (r.pointEarned ?? 0), 0) / graded.length : null,
    };
    if (q.content.options) {
      const right = correctIds(q.answerKey);
      stat.options = q.content.options.map((o) => ({
        id: o.id,
        text: o.text,
        correct: right.has(o.id),
        chosen: rows.filter((r) => chosenIds(r.answer as AnswerValue).includes(o.id)).length,
      }));
    }
    return stat;
  });
  return { submitted: ids.length, questions };
}
