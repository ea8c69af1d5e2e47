// Who may see or change a mission: the teachers of its group (and the school's overseers, as for group exams), or
// one of the group's students once the mission has started. Ids of another school answer 404.
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { studentGroup, teacherGroup } from '../exams/access.ts';

export type MissionRow = typeof t.missions.$inferSelect;
export type SubmissionRow = typeof t.missionSubmissions.$inferSelect;
export type TaskRow = typeof t.missionTasks.$inferSelect;

export async function missionOfSchool(c: Context<AppEnv>, id: number): Promise<MissionRow> {
  const [m] = await c
    .get('deps')
    .db.select()
    .from(t.missions)
    .where(and(eq(t.missions.id, id), eq(t.missions.schoolId, c.get('school').schoolId)));
  if (!m) throw notFound();
  return m;
}

export async function teacherMission(c: Context<AppEnv>, id: number): Promise<MissionRow> {
  const m = await missionOfSchool(c, id);
  await teacherGroup(c, m.groupId);
  return m;
}

/** A student sees a mission from its start time on; before that it answers like a missing one. */
export async function studentMission(c: Context<AppEnv>, id: number): Promise<MissionRow> {
  const m = await missionOfSchool(c, id);
  await studentGroup(c, m.groupId);
  if (m.startAt.getTime() > Date.now()) throw notFound();
  return m;
}

/** Whether the caller teaches (or oversees) the mission's group — without throwing. */
export async function teachesMission(c: Context<AppEnv>, m: MissionRow): Promise<boolean> {
  try {
    await teacherGroup(c, m.groupId);
    return true;
  } catch {
    return false;
  }
}

/** A submission the caller may read: their own, or one of a mission they teach. */
export async function readableSubmission(c: Context<AppEnv>, id: number): Promise<{ sub: SubmissionRow; mission: MissionRow; asTeacher: boolean }> {
  const [sub] = await c.get('deps').db.select().from(t.missionSubmissions).where(eq(t.missionSubmissions.id, id));
  if (!sub) throw notFound();
  const mission = await missionOfSchool(c, sub.missionId);
  if (sub.userId === c.get('user').id) return { sub, mission, asTeacher: false };
  if (await teachesMission(c, mission)) return { sub, mission, asTeacher: true };
  throw forbidden();
}

export async function missionTask(c: Context<AppEnv>, missionId: number, taskId: number): Promise<TaskRow> {
  const [task] = await c
    .get('deps')
    .db.select()
    .from(t.missionTasks)
    .where(and(eq(t.missionTasks.id, taskId), eq(t.missionTasks.missionId, missionId)));
  if (!task) throw notFound();
  return task;
}
