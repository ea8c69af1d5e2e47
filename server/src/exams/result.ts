// The graded attempt as the student's result page and the teacher's grading screen read it (ExamResult).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { AttemptStatus, ExamResult, SavedAnswer, AnswerValue } from '../../../src/shared/exam.ts';
import type { UserExamRow } from './attempts.ts';
import { loadStructure, resultFractions } from './structure.ts';
import { examSchedule, NO_SCHEDULE } from './release.ts';

/** The attempt in full, as its teacher sees it; a student's reply goes through release.ts forStudent. */

export async function buildResult(db: Db, ue: UserExamRow): Promise<ExamResult> {
  const [[meta], structure, answers] = await Promise.all([
    db
      .select({
        examTitle: t.exams.title,
        groupName: t.schoolGroups.name,
        firstName: t.users.firstName,
        lastName: t.users.lastName,
        resultRelease: t.exams.resultRelease,
        assignment: t.examAssignments,
      })
      .from(t.userExams)
      .innerJoin(t.exams, eq(t.exams.id, t.userExams.examId))
      .leftJoin(t.examAssignments, and(eq(t.examAssignments.examId, t.userExams.examId), eq(t.examAssignments.groupId, t.userExams.groupId)))
      .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.userExams.groupId))
      .innerJoin(t.users, eq(t.users.id, t.userExams.userId))
      .where(eq(t.userExams.id, ue.id)),
    loadStructure(db, ue.examId),
    db.select().from(t.userExamAnswers).where(eq(t.userExamAnswers.userExamId, ue.id)),
  ]);
  const open = ue.status === 'in_progress';
  const { assignment, resultRelease } = meta!;
  return {
    id: ue.id,
    number: ue.attemptNo,
    exam: { id: ue.examId, title: meta!.examTitle },
    group: { id: ue.groupId, name: meta!.groupName },
    student: { id: ue.userId, first_name: meta!.firstName, last_name: meta!.lastName },
    status: ue.status as AttemptStatus,
    late: ue.late,
    createdAt: ue.createdAt.toISOString(),
    deadline: ue.deadline.toISOString(),
    submittedAt: ue.submittedAt?.toISOString() ?? null,
    duration: ue.durationSeconds,
    score: open ? null : ue.score,
    pointEarned: ue.pointEarned,
    allocatedPoint: ue.allocatedPoint,
    isFullyMarked: !open && ue.isFullyMarked,
    completionComment: open ? null : ue.completionComment,
    schedule: ue.missionId === null && assignment ? examSchedule({ ...assignment, resultRelease }) : NO_SCHEDULE,
    fractions: resultFractions(structure, answers),
  };
}

/** The answers saved so far, for resuming an attempt on any device. */
export async function savedAnswers(db: Db, userExamId: number): Promise<SavedAnswer[]> {
  const rows = await db
    .select({
      questionId: t.userExamAnswers.questionId,
      answer: t.userExamAnswers.answer,
      clientUpdatedAt: t.userExamAnswers.clientUpdatedAt,
    })
    .from(t.userExamAnswers)
    .where(eq(t.userExamAnswers.userExamId, userExamId));
  return rows
    .filter((r) => r.clientUpdatedAt.getTime() > 0)
    .map((r) => ({ questionId: r.questionId, answer: (r.answer ?? null) as AnswerValue | null, clientUpdatedAt: r.clientUpdatedAt.toISOString() }));
}
