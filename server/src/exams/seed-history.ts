// Demo history: a 10-minute test given to the first demo group a month ago and closed a week later, taken by every
// student but one in seven (one of them twice), graded by the app (a few synced late). The gradebook and the students'
// results then show what a class looks like after some weeks of use.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { SavedAnswer } from '../../../src/shared/exam.ts';
import { saveAnswers } from './answers.ts';
import { closeAttempt } from './attempts.ts';
import { loadStructure, totalPoints } from './structure.ts';
import { PAST_TEST } from './seed-content.ts';

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;
const OPTIONS = ['a', 'b', 'c', 'd'];
/** The student (by place in the group) who took the test twice. */
const RETRIED = 9;

/** `examId`: PAST_TEST, inserted by the caller. */
export async function seedPastResults(db: Db, opts: { examId: number; groupId: number; teacherId: number }, now = new Date()) {
  const { examId } = opts;
  const assignedAt = new Date(now.getTime() - 30 * DAY_MS);
  await db.insert(t.examAssignments).values({
    examId,
    groupId: opts.groupId,
    assignedBy: opts.teacherId,
    createdAt: assignedAt,
    closesAt: new Date(now.getTime() - 23 * DAY_MS),
    maxAttempts: 2,
  });
  const structure = await loadStructure(db, examId);
  const questions = [...structure.answerable.values()];
  const students = await db
    .select({ id: t.groupMembers.userId })
    .from(t.groupMembers)
    .where(and(eq(t.groupMembers.groupId, opts.groupId), eq(t.groupMembers.role, 'student')))
    .orderBy(t.groupMembers.userId);
  // Question j is answered right unless (i + j) is a multiple of 4: scores from 5 to 10 across the class. `rushed`: a
  // first try with every answer wrong.
  const take = async (userId: number, i: number, attemptNo: number, createdAt: Date, rushed = false) => {
    const [ue] = await db
      .insert(t.userExams)
      .values({
        examId,
        groupId: opts.groupId,
        userId,
        attemptNo,
        durationSeconds: PAST_TEST.durationMinutes * 60,
        createdAt,
        deadline: new Date(createdAt.getTime() + PAST_TEST.durationMinutes * MINUTE_MS),
        allocatedPoint: totalPoints(structure),
      })
      .returning();
    const answers: SavedAnswer[] = questions.map((q, j) => {
      const key = q.answerKey?.type === 'singleChoice' ? q.answerKey.optionId : 'a';
      const wrong = OPTIONS.find((o) => o !== key)!;
      return {
        questionId: q.questionId,
        answer: { type: 'singleChoice', optionId: rushed || (i + j) % 4 === 0 || (i % 5 === 2 && j === 1) ? wrong : key },
        clientUpdatedAt: new Date(createdAt.getTime() + (j + 1) * MINUTE_MS).toISOString(),
      };
    });
    await saveAnswers(db, ue!.id, structure, answers, { onlyOpen: true });
    await closeAttempt(db, ue!, structure, { status: 'submitted', late: i % 5 === 4, now: new Date(createdAt.getTime() + 8 * MINUTE_MS) });
  };
  for (const [i, s] of students.entries()) {
    if (i % 7 === 6) continue;
    const createdAt = new Date(assignedAt.getTime() + 2 * DAY_MS + i * 10 * MINUTE_MS);
    // The test allowed two attempts: one student (hs10) rushed the first and did better the next day.
    if (i === RETRIED) {
      await take(s.id, i, 1, new Date(createdAt.getTime() - DAY_MS), true);
      await take(s.id, i, 2, createdAt);
    } else await take(s.id, i, 1, createdAt);
  }
}
