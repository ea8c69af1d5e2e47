// Creating and changing a mission: its tasks must come from the group's exams and the lectures the teacher may give
// (a lecture the mission already gives stays, whoever edits it); students of the group are told at the mission's
// start (newMission); changing tasks keeps the work on tasks that stay.
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { teacherGroup } from '../exams/access.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { CreateMissionInput } from '../../../src/shared/schemas/mission.ts';
import type { MissionRow, TaskRow } from './access.ts';
import { notify } from './notify.ts';
import { syncSubmission } from './status.ts';
import { tasksOf } from './views.ts';
import { givableLectures } from './queries.ts';
import { SERVER_MSG } from '../messages.ts';

type TaskInput = CreateMissionInput['tasks'][number];

async function checkTasks(c: Context<AppEnv>, groupId: number, tasks: TaskInput[], given: (number | null)[] = []) {
  const { db } = c.get('deps');
  const examIds = tasks.flatMap((x) => (x.taskType === 'exam' ? [x.examId] : []));
  const lectureIds = tasks.flatMap((x) => (x.taskType === 'lecture' && !given.includes(x.lectureId) ? [x.lectureId] : []));
  const [assigned, lectures] = await Promise.all([
    examIds.length
      ? db
          .select({ id: t.examAssignments.examId })
          .from(t.examAssignments)
          .where(and(eq(t.examAssignments.groupId, groupId), inArray(t.examAssignments.examId, examIds)))
      : [],
    lectureIds.length
      ? db
          .select({ id: t.lectures.id })
          .from(t.lectures)
          .where(and(givableLectures(c.get('school').schoolId, c.get('user').id), inArray(t.lectures.id, lectureIds)))
      : [],
  ]);
  const errors: Record<string, string[]> = {};
  tasks.forEach((x, i) => {
    if (x.taskType === 'exam' && !assigned.some((a) => a.id === x.examId)) errors[`tasks.${i}.examId`] = [SERVER_MSG.missionExamUnavailable];
    if (x.taskType === 'lecture' && lectureIds.includes(x.lectureId) && !lectures.some((l) => l.id === x.lectureId))
      errors[`tasks.${i}.lectureId`] = [SERVER_MSG.missionLectureUnavailable];
  });
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(422, first[0]!, errors);
}

const sameTask = (row: TaskRow, x: TaskInput) =>
  row.taskType === x.taskType &&
  ((x.taskType === 'exam' && row.examId === x.examId) ||
    (x.taskType === 'lecture' && row.lectureId === x.lectureId) ||
    (x.taskType === 'speaking' && row.speakingText === x.speakingText));

const taskValues = (missionId: number, x: TaskInput, position: number) => ({
  missionId,
  position,
  taskType: x.taskType,
  examId: x.taskType === 'exam' ? x.examId : null,
  lectureId: x.taskType === 'lecture' ? x.lectureId : null,
  speakingText: x.taskType === 'speaking' ? x.speakingText : null,
  contentId: x.taskType === 'speaking' ? (x.contentId ?? null) : null,
});

export async function createMission(c: Context<AppEnv>, input: CreateMissionInput): Promise<MissionRow> {
  const group = await teacherGroup(c, input.groupId);
  if (Date.parse(input.dueAt) <= Date.now()) throw new HttpError(422, MSG.missionDueInPast, { dueAt: [MSG.missionDueInPast] });
  await checkTasks(c, group.id, input.tasks);
  const { db } = c.get('deps');
  const mission = await db.transaction(async (tx) => {
    const [m] = await tx
      .insert(t.missions)
      .values({
        schoolId: group.schoolId,
        groupId: group.id,
        title: input.title,
        description: input.description || null,
        startAt: new Date(input.startAt),
        dueAt: new Date(input.dueAt),
        createdBy: c.get('user').id,
      })
      .returning();
    await tx.insert(t.missionTasks).values(input.tasks.map((x, i) => taskValues(m!.id, x, i)));
    const students = await tx
      .select({ id: t.groupMembers.userId })
      .from(t.groupMembers)
      .where(and(eq(t.groupMembers.groupId, group.id), eq(t.groupMembers.role, 'student')));
    await notify(tx, {
      type: 'newMission',
      userIds: students.map((s) => s.id),
      content: SERVER_MSG.notifyNewMission,
      params: [m!.title, group.name],
      schoolId: group.schoolId,
      group,
      mission: m!,
      at: m!.startAt,
    });
    return m!;
  });
  return mission;
}

export async function updateMission(c: Context<AppEnv>, mission: MissionRow, input: Partial<CreateMissionInput>): Promise<MissionRow> {
  const { db } = c.get('deps');
  const subs = await db.select().from(t.missionSubmissions).where(eq(t.missionSubmissions.missionId, mission.id));
  const groupId = input.groupId ?? mission.groupId;
  if (groupId !== mission.groupId) {
    if (subs.length) throw new HttpError(422, SERVER_MSG.missionGroupLocked, { groupId: [SERVER_MSG.missionGroupLocked] });
    await teacherGroup(c, groupId);
  }
  const startAt = input.startAt ? new Date(input.startAt) : mission.startAt;
  const dueAt = input.dueAt ? new Date(input.dueAt) : mission.dueAt;
  if (dueAt <= startAt) throw new HttpError(422, MSG.missionDueBeforeStart, { dueAt: [MSG.missionDueBeforeStart] });
  if (input.tasks)
    await checkTasks(
      c,
      groupId,
      input.tasks,
      (await tasksOf(db, [mission.id])).map((x) => x.lectureId),
    );
  const updated = await db.transaction(async (tx) => {
    const [m] = await tx
      .update(t.missions)
      .set({
        groupId,
        startAt,
        dueAt,
        updatedAt: new Date(),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
      })
      .where(eq(t.missions.id, mission.id))
      .returning();
    if (input.tasks) {
      const existing = await tasksOf(tx, [mission.id]);
      const kept = new Set<number>();
      for (const [i, x] of input.tasks.entries()) {
        const row = existing.find((r) => !kept.has(r.id) && sameTask(r, x));
        if (row) {
          kept.add(row.id);
          await tx.update(t.missionTasks).set({ position: i }).where(eq(t.missionTasks.id, row.id));
        } else {
          await tx.insert(t.missionTasks).values(taskValues(mission.id, x, i));
        }
      }
      const gone = existing.filter((r) => !kept.has(r.id)).map((r) => r.id);
      if (gone.length) await tx.delete(t.missionTasks).where(inArray(t.missionTasks.id, gone));
    }
    return m!;
  });
  for (const s of subs) await syncSubmission(db, s, updated);
  return updated;
}
