// Demo exams: the default completion comments, and in each demo learning group the
// all-types mid-term exam (45 minutes), the 3-minute quiz, and a 15-minute test closing in five days whose results
// wait (after the closing time in the first group, until the teacher releases them in the others), assigned by the
// group's teacher; in the first group also a test of a month ago with the class's results (seed-history.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { DEFAULT_COMPLETION_MESSAGES } from './grading.ts';
import { MIDTERM_EXAM, PAST_TEST, QUICK_EXAM, UNIT_TEST, type SeedExam, type SeedQuestion } from './seed-content.ts';
import { seedPastResults } from './seed-history.ts';
import { fold } from '../../../src/shared/fold.ts';
import { questionSearchText } from '../question-bank/questions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 21:00 in Vietnam (UTC+7, no daylight saving), `days` after `from`. */
export function eveningInDays(from: Date, days: number): Date {
  const d = new Date(from.getTime() + days * DAY_MS);
  d.setUTCHours(14, 0, 0, 0);
  return d;
}

/** Inserts an exam with its own question rows (an exam owns copies of its questions); returns the exam id. */
export async function insertExam(db: Db, schoolId: number, createdBy: number | null, exam: SeedExam): Promise<number> {
  const [row] = await db
    .insert(t.exams)
    .values({
      schoolId,
      title: exam.title,
      description: exam.description,
      durationMinutes: exam.durationMinutes,
      createdBy,
      level: createdBy === null ? 'school' : 'personal',
      searchText: fold(exam.title),
    })
    .returning({ id: t.exams.id });
  const examId = row!.id;
  let position = 0;
  const addQuestion = async (fractionId: number, q: SeedQuestion, index: number, parentId: number | null) => {
    const [question] = await db
      .insert(t.questions)
      .values({
        examId,
        parentId,
        position: index,
        questionType: q.type,
        content: q.content,
        answerKey: q.key ?? null,
        points: q.point,
        searchText: questionSearchText(q.content),
        createdBy,
      })
      .returning({ id: t.questions.id });
    await db.insert(t.examQuestions).values({ examId, fractionId, questionId: question!.id, position: position++, allocatedPoint: q.point });
    for (const [i, sub] of (q.subs ?? []).entries()) await addQuestion(fractionId, sub, i, question!.id);
  };
  for (const [i, fraction] of exam.fractions.entries()) {
    const [f] = await db.insert(t.examFractions).values({ examId, title: fraction.title, position: i }).returning({ id: t.examFractions.id });
    for (const [j, q] of fraction.questions.entries()) await addQuestion(f!.id, q, j, null);
  }
  return examId;
}

/** groupIds[i] is taught by teacherIds[i] (the last teacher covers any further group). */
export async function seedExams(db: Db, opts: { schoolId: number; groupIds: number[]; teacherIds: number[] }): Promise<void> {
  await db.insert(t.completionMessages).values(DEFAULT_COMPLETION_MESSAGES.map((m) => ({ schoolId: null, ...m })));
  for (const [i, groupId] of opts.groupIds.entries()) {
    const teacherId = opts.teacherIds[Math.min(i, opts.teacherIds.length - 1)] ?? null;
    if (i === 0 && teacherId !== null) {
      const examId = await insertExam(db, opts.schoolId, teacherId, PAST_TEST);
      await seedPastResults(db, { examId, groupId, teacherId });
    }
    // The quiz first, so that the mid-term (assigned last) is listed first.
    for (const exam of [QUICK_EXAM, UNIT_TEST, MIDTERM_EXAM]) {
      const examId = await insertExam(db, opts.schoolId, teacherId, exam);
      const unitTest = exam === UNIT_TEST;
      if (unitTest)
        await db
          .update(t.exams)
          .set({ resultRelease: i === 0 ? 'after_close' : 'on_release' })
          .where(eq(t.exams.id, examId));
      // The quiz is practice: three attempts, the best counts.
      await db.insert(t.examAssignments).values({
        examId,
        groupId,
        assignedBy: teacherId,
        closesAt: unitTest ? eveningInDays(new Date(), 5) : null,
        maxAttempts: exam === QUICK_EXAM ? 3 : 1,
      });
    }
  }
}
