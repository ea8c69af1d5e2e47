// An exam's parts as its editor reads and saves them. Saving replaces the parts in one transaction: questions the exam
// keeps (maybe rewritten), questions copied in from banks the author may read, questions written in place; the exam's
// own questions left out are deleted. Refused once students have taken the exam: their results depend on it.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { EditableExam } from '../../../src/shared/exam-library.ts';
import type { ExamStructureInput } from '../../../src/shared/schemas/exam-library.ts';
import { copyQuestions, insertQuestion, questionsOf, replaceQuestion } from '../question-bank/questions.ts';
import { readableBankQuestions } from '../question-bank/readable.ts';

export async function isTaken(db: Queryable, examId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.userExams).where(eq(t.userExams.examId, examId));
  return (row?.n ?? 0) > 0;
}

export async function editableExam(db: Queryable, examId: number): Promise<EditableExam> {
  const [fractions, placed, questions, locked] = await Promise.all([
    db.select().from(t.examFractions).where(eq(t.examFractions.examId, examId)).orderBy(asc(t.examFractions.position), asc(t.examFractions.id)),
    db.select().from(t.examQuestions).where(eq(t.examQuestions.examId, examId)).orderBy(asc(t.examQuestions.position), asc(t.examQuestions.id)),
    questionsOf(db, { examId }),
    isTaken(db, examId),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const points = new Map(placed.map((p) => [p.questionId, p.allocatedPoint]));
  return {
    locked,
    fractions: fractions.map((f) => ({
      id: f.id,
      title: f.title,
      questions: placed
        .filter((p) => p.fractionId === f.id && byId.has(p.questionId))
        .map((p) => {
          const q = byId.get(p.questionId)!;
          const subQuestions = q.subQuestions?.map((s) => ({ ...s, points: points.get(s.id) ?? s.points }));
          const allocatedPoint = subQuestions ? subQuestions.reduce((sum, s) => sum + s.points, 0) : p.allocatedPoint;
          return { ...q, ...(subQuestions ? { subQuestions } : {}), allocatedPoint };
        }),
    })),
  };
}

export async function saveStructure(
  db: Queryable,
  examId: number,
  input: ExamStructureInput,
  actor: { userId: number; schoolId: number | null },
): Promise<void> {
  if (await isTaken(db, examId)) throw new HttpError(422, MSG.examLocked);
  const own = new Set(
    (
      await db
        .select({ id: t.questions.id })
        .from(t.questions)
        .where(and(eq(t.questions.examId, examId), isNull(t.questions.parentId)))
    ).map((r) => r.id),
  );
  const items = input.fractions.flatMap((f) => f.questions);
  const bankIds = items.flatMap((i) => (i.source === 'bank' ? [i.id] : []));
  const readable = await readableBankQuestions(db, bankIds, actor.schoolId, actor.userId);
  input.fractions.forEach((f, fi) =>
    f.questions.forEach((item, qi) => {
      const bad = (item.source === 'exam' && !own.has(item.id)) || (item.source === 'bank' && !readable.has(item.id));
      if (bad) throw invalid({ [`fractions.${fi}.questions.${qi}`]: [MSG.examQuestionMissing] });
    }),
  );

  await db.delete(t.examFractions).where(eq(t.examFractions.examId, examId));
  const kept = new Set<number>();
  let position = 0;
  for (const [fi, fraction] of input.fractions.entries()) {
    const [row] = await db.insert(t.examFractions).values({ examId, title: fraction.title, position: fi }).returning({ id: t.examFractions.id });
    for (const [qi, item] of fraction.questions.entries()) {
      let questionId: number;
      const at = `fractions.${fi}.questions.${qi}.question.`;
      if (item.source === 'exam') {
        questionId = item.id;
        if (item.question) await replaceQuestion(db, { examId }, questionId, item.question, actor.userId, at);
      } else if (item.source === 'bank') {
        questionId = (await copyQuestions(db, { ids: [item.id] }, { examId }, actor.userId)).get(item.id)!;
      } else {
        questionId = await insertQuestion(db, { examId }, item.question, actor.userId, position, at);
      }
      kept.add(questionId);
      const [q] = await db.select({ type: t.questions.questionType, points: t.questions.points }).from(t.questions).where(eq(t.questions.id, questionId));
      const subs =
        q!.type === 'leadingQuestion'
          ? await db
              .select({ id: t.questions.id, points: t.questions.points })
              .from(t.questions)
              .where(eq(t.questions.parentId, questionId))
              .orderBy(asc(t.questions.position))
          : [];
      const allocated = subs.length ? subs.reduce((s, x) => s + x.points, 0) : (item.points ?? q!.points);
      await db.insert(t.examQuestions).values({ examId, fractionId: row!.id, questionId, position: position++, allocatedPoint: allocated });
      for (const sub of subs)
        await db.insert(t.examQuestions).values({ examId, fractionId: row!.id, questionId: sub.id, position: position++, allocatedPoint: sub.points });
    }
  }
  const dropped = [...own].filter((id) => !kept.has(id));
  if (dropped.length) await db.delete(t.questions).where(inArray(t.questions.id, dropped));
}
