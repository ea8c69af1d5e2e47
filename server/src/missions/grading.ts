// PUT v1/submissions/:id/grading: the teacher's marks on each exam task's essay and speaking answers (the exam's own
// marking rules), a score for speaking tasks, and a comment; then the submission's state, gradeMission and comment.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { lockAttempt, recomputeScore, closeIfExpired } from '../exams/attempts.ts';
import { loadStructure } from '../exams/structure.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { GradingInput } from '../../../src/shared/schemas/mission.ts';
import type { Submission } from '../../../src/shared/mission.ts';
import type { MissionRow, SubmissionRow } from './access.ts';
import { notify } from './notify.ts';
import { autoComment } from './auto-comment.ts';
import { syncSubmission } from './status.ts';
import { tasksOf } from './views.ts';
import { SERVER_MSG } from '../messages.ts';

type Marks = NonNullable<NonNullable<GradingInput['tasks']>[number]['marks']>;

async function markAttempt(db: Db, userExamId: number, marks: Marks, teacherId: number, taskIndex: number) {
  const [first] = await db.select().from(t.userExams).where(eq(t.userExams.id, userExamId));
  await closeIfExpired(db, first!);
  await db.transaction(async (tx) => {
    const ue = (await lockAttempt(tx, userExamId))!;
    if (ue.status === 'in_progress') throw new HttpError(422, SERVER_MSG.examNotSubmitted);
    const structure = await loadStructure(tx, ue.examId);
    const now = new Date();
    for (const [i, m] of marks.entries()) {
      const q = structure.answerable.get(m.questionId);
      const at = `tasks.${taskIndex}.marks.${i}`;
      if (!q) throw new HttpError(422, SERVER_MSG.examQuestionNotInExam, { [`${at}.questionId`]: [SERVER_MSG.examQuestionNotInExam] });
      if (m.pointEarned > q.allocatedPoint + 1e-9) throw new HttpError(422, MSG.examPointTooHigh, { [`${at}.pointEarned`]: [MSG.examPointTooHigh] });
      const grade = { pointEarned: m.pointEarned, isMarked: true, comment: m.comment || null, markedBy: teacherId, markedAt: now };
      await tx
        .insert(t.userExamAnswers)
        .values({ userExamId: ue.id, questionId: m.questionId, answer: null, clientUpdatedAt: new Date(0), ...grade })
        .onConflictDoUpdate({ target: [t.userExamAnswers.userExamId, t.userExamAnswers.questionId], set: grade });
    }
    await recomputeScore(tx, ue, structure);
  });
}

export async function gradeSubmission(db: Db, sub: SubmissionRow, mission: MissionRow, input: GradingInput, teacherId: number): Promise<Submission> {
  const before = await syncSubmission(db, sub, mission);
  if (before.status === 'IN_PROGRESS') throw new HttpError(422, SERVER_MSG.missionNotDone);
  const tasks = await tasksOf(db, [mission.id]);
  for (const [i, g] of (input.tasks ?? []).entries()) {
    const task = tasks.find((x) => x.id === g.taskId);
    if (!task) throw new HttpError(422, SERVER_MSG.missionTaskNotInMission, { [`tasks.${i}.taskId`]: [SERVER_MSG.missionTaskNotInMission] });
    const result = before.tasks.find((r) => r.taskId === task.id)!;
    if (g.marks?.length) {
      if (task.taskType !== 'exam' || !result.userExamId) {
        throw new HttpError(422, SERVER_MSG.missionTaskTypeMismatch, { [`tasks.${i}.marks`]: [SERVER_MSG.missionTaskTypeMismatch] });
      }
      await markAttempt(db, result.userExamId, g.marks, teacherId, i);
    }
    if (g.score !== undefined) {
      if (task.taskType !== 'speaking')
        throw new HttpError(422, SERVER_MSG.missionTaskTypeMismatch, { [`tasks.${i}.score`]: [SERVER_MSG.missionTaskTypeMismatch] });
      await db
        .update(t.missionTaskResults)
        .set({ teacherScore: g.score })
        .where(and(eq(t.missionTaskResults.submissionId, sub.id), eq(t.missionTaskResults.taskId, task.id)));
    }
  }
  const [current] = await db
    .update(t.missionSubmissions)
    .set({ gradedBy: teacherId, gradedAt: new Date() })
    .where(eq(t.missionSubmissions.id, sub.id))
    .returning();
  const after = await syncSubmission(db, current!, mission);
  const [group] = await db.select({ id: t.schoolGroups.id, name: t.schoolGroups.name }).from(t.schoolGroups).where(eq(t.schoolGroups.id, mission.groupId));
  const comment = input.comment?.trim();
  if (comment) {
    await db.insert(t.comments).values({
      schoolId: mission.schoolId,
      groupId: mission.groupId,
      missionId: mission.id,
      submissionId: sub.id,
      authorId: teacherId,
      studentId: sub.userId,
      type: 'comment',
      content: comment,
    });
    await notify(db, {
      type: 'comment',
      userIds: [sub.userId],
      content: SERVER_MSG.notifyComment,
      params: [mission.title, group!.name],
      schoolId: mission.schoolId,
      group: group!,
      mission,
      submissionId: sub.id,
    });
  }
  if (after.status === 'COMPLETED') {
    await notify(db, {
      type: 'gradeMission',
      userIds: [sub.userId],
      content: SERVER_MSG.notifyGradeMission,
      params: [mission.title],
      schoolId: mission.schoolId,
      group: group!,
      mission,
      submissionId: sub.id,
    });
    if (!comment) {
      const [row] = await db.select().from(t.missionSubmissions).where(eq(t.missionSubmissions.id, sub.id));
      await autoComment(db, row!, mission, group!);
    }
  }
  const [final] = await db.select().from(t.missionSubmissions).where(eq(t.missionSubmissions.id, sub.id));
  return syncSubmission(db, final!, mission);
}
