// A student's work on a lecture or speaking task (POST v1/missions/:id/submissions, PUT v1/submissions/:id): reading
// a lecture marks it read once; each recording's score is kept by its id (sent again, e.g. the server's score after
// the device's provisional one, it replaces the first) and the first recording tells the teacher (completeSpeaking).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { SpeakingAttempt, Submission } from '../../../src/shared/mission.ts';
import type { TaskWorkInput } from '../../../src/shared/schemas/mission.ts';
import type { MissionRow, SubmissionRow } from './access.ts';
import { fullName, notify } from './notify.ts';
import { syncSubmission } from './status.ts';
import { SERVER_MSG } from '../messages.ts';

export async function recordTaskWork(db: Db, sub: SubmissionRow, mission: MissionRow, input: TaskWorkInput): Promise<Submission> {
  const [task] = await db
    .select()
    .from(t.missionTasks)
    .where(and(eq(t.missionTasks.id, input.taskId), eq(t.missionTasks.missionId, mission.id)));
  if (!task) throw new HttpError(422, SERVER_MSG.missionTaskNotInMission, { taskId: [SERVER_MSG.missionTaskNotInMission] });
  if (task.taskType !== input.type) throw new HttpError(422, SERVER_MSG.missionTaskTypeMismatch, { type: [SERVER_MSG.missionTaskTypeMismatch] });
  const key = { submissionId: sub.id, taskId: task.id };
  await db.insert(t.missionTaskResults).values(key).onConflictDoNothing();
  const where = and(eq(t.missionTaskResults.submissionId, sub.id), eq(t.missionTaskResults.taskId, task.id));
  const now = new Date();
  if (input.type === 'lecture') {
    // Read before: the first reading time stays.
    await db
      .update(t.missionTaskResults)
      .set({ readAt: now, completedAt: now })
      .where(and(where, isNull(t.missionTaskResults.readAt)));
  } else {
    const first = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(t.missionTaskResults).where(where).for('update');
      const attempts = (row!.attempts ?? []) as SpeakingAttempt[];
      const attempt: SpeakingAttempt = { ...input.attempt, words: input.attempt.words ?? [], recordingId: input.attempt.recordingId ?? null };
      const known = attempts.some((a) => a.id === attempt.id);
      // The same recording again: the server's score replacing the device's provisional one.
      const next = known ? attempts.map((a) => (a.id === attempt.id ? attempt : a)) : [...attempts, attempt];
      await tx
        .update(t.missionTaskResults)
        .set({
          attempts: next,
          score: Math.max(...next.map((a) => a.score)),
          completedAt: row!.completedAt ?? now,
        })
        .where(where);
      return !known && attempts.length === 0;
    });
    if (first && mission.createdBy) {
      const [[student], [group]] = await Promise.all([
        db.select().from(t.users).where(eq(t.users.id, sub.userId)),
        db.select({ id: t.schoolGroups.id, name: t.schoolGroups.name }).from(t.schoolGroups).where(eq(t.schoolGroups.id, mission.groupId)),
      ]);
      await notify(db, {
        type: 'completeSpeaking',
        userIds: [mission.createdBy],
        content: SERVER_MSG.notifyCompleteSpeaking,
        params: [fullName(student!), mission.title],
        schoolId: mission.schoolId,
        group: group!,
        mission,
        submissionId: sub.id,
      });
    }
  }
  const [fresh] = await db.select().from(t.missionSubmissions).where(eq(t.missionSubmissions.id, sub.id));
  return syncSubmission(db, fresh!, mission);
}
