// A mission's exam task taken in the exam player: its own user_exams row (mission_id set), created or resumed here.
// Saves, submission and result use the player's usual perform paths (the attempt is the caller's, of this exam and
// group), and the submission follows after each of them (syncAfterPerform).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { closeIfExpired } from '../exams/attempts.ts';
import { claimDevice } from '../exams/devices.ts';
import { cachedStructure, publicFractions, totalPoints } from '../exams/structure.ts';
import { savedAnswers } from '../exams/result.ts';
import { EXAM_GRACE_SECONDS, type UserExam } from '../../../src/shared/exam.ts';
import type { MissionRow, SubmissionRow, TaskRow } from './access.ts';
import { syncSubmission } from './status.ts';

/** The caller's submission of the mission, created (IN_PROGRESS) on first call; concurrent calls get the same. */
export async function ensureSubmission(db: Db, missionId: number, userId: number): Promise<SubmissionRow> {
  await db.insert(t.missionSubmissions).values({ missionId, userId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(t.missionSubmissions)
    .where(and(eq(t.missionSubmissions.missionId, missionId), eq(t.missionSubmissions.userId, userId)));
  return row!;
}

/** `device`: the opening device and whether it takes the attempt over from another (exams/devices.ts). */
export async function startMissionExam(
  db: Db,
  mission: MissionRow,
  task: TaskRow,
  userId: number,
  device: { id: string | null; takeover: boolean },
): Promise<UserExam> {
  const [exam] = await db.select().from(t.exams).where(eq(t.exams.id, task.examId!));
  const sub = await ensureSubmission(db, mission.id, userId);
  const structure = await cachedStructure(db, exam!.id);
  const createdAt = new Date();
  const durationSeconds = exam!.durationMinutes * 60;
  await db
    .insert(t.userExams)
    .values({
      examId: exam!.id,
      groupId: mission.groupId,
      userId,
      missionId: mission.id,
      durationSeconds,
      createdAt,
      deadline: new Date(createdAt.getTime() + durationSeconds * 1000),
      allocatedPoint: totalPoints(structure),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(t.userExams)
    .where(and(eq(t.userExams.missionId, mission.id), eq(t.userExams.examId, exam!.id), eq(t.userExams.userId, userId)));
  await db
    .insert(t.missionTaskResults)
    .values({ submissionId: sub.id, taskId: task.id, userExamId: row!.id })
    .onConflictDoUpdate({ target: [t.missionTaskResults.submissionId, t.missionTaskResults.taskId], set: { userExamId: row!.id } });
  const ue = await claimDevice(db, await closeIfExpired(db, row!), device.id, device.takeover);
  if (ue.status !== 'in_progress') await syncSubmission(db, sub, mission);
  return {
    id: ue.id,
    exercisableType: 'exam',
    displayType: 'exam',
    status: ue.status as UserExam['status'],
    title: exam!.title,
    createdAt: ue.createdAt.toISOString(),
    duration: ue.durationSeconds,
    deadline: ue.deadline.toISOString(),
    serverNow: new Date().toISOString(),
    graceSeconds: EXAM_GRACE_SECONDS,
    fractions: publicFractions(structure),
    answers: await savedAnswers(db, ue.id),
  };
}

/** After a save or submission of an attempt: when it is a mission attempt, its submission follows. */
export async function syncAfterPerform(db: Db, userExamId: number): Promise<void> {
  const [row] = await db
    .select({ mission: t.missions, sub: t.missionSubmissions })
    .from(t.userExams)
    .innerJoin(t.missions, eq(t.missions.id, t.userExams.missionId))
    .innerJoin(t.missionSubmissions, and(eq(t.missionSubmissions.missionId, t.missions.id), eq(t.missionSubmissions.userId, t.userExams.userId)))
    .where(eq(t.userExams.id, userExamId));
  if (row) await syncSubmission(db, row.sub, row.mission);
}
