// Missions as the API returns them (src/shared/mission.ts): rows of many missions loaded in a few queries.
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { cachedStructure, type Queryable } from '../exams/structure.ts';
import type { Mission, MissionTask, PersonRef } from '../../../src/shared/mission.ts';
import type { MissionRow, TaskRow } from './access.ts';

export const person = (u: { id: number; firstName: string; lastName: string }): PersonRef => ({ id: u.id, first_name: u.firstName, last_name: u.lastName });

export async function tasksOf(db: Queryable, missionIds: number[]): Promise<TaskRow[]> {
  if (!missionIds.length) return [];
  return db.select().from(t.missionTasks).where(inArray(t.missionTasks.missionId, missionIds)).orderBy(asc(t.missionTasks.position));
}

/** The API form of each mission, in the order given. */
export async function missionViews(db: Db, rows: MissionRow[]): Promise<Mission[]> {
  if (!rows.length) return [];
  const ids = rows.map((m) => m.id);
  const tasks = await tasksOf(db, ids);
  const examIds = [...new Set(tasks.flatMap((x) => (x.examId ? [x.examId] : [])))];
  const lectureIds = [...new Set(tasks.flatMap((x) => (x.lectureId ? [x.lectureId] : [])))];
  const groupIds = [...new Set(rows.map((m) => m.groupId))];
  const creatorIds = [...new Set(rows.flatMap((m) => (m.createdBy ? [m.createdBy] : [])))];
  const [exams, lectures, groups, creators] = await Promise.all([
    examIds.length ? db.select().from(t.exams).where(inArray(t.exams.id, examIds)) : [],
    lectureIds.length ? db.select({ id: t.lectures.id, title: t.lectures.title }).from(t.lectures).where(inArray(t.lectures.id, lectureIds)) : [],
    db.select({ id: t.schoolGroups.id, name: t.schoolGroups.name }).from(t.schoolGroups).where(inArray(t.schoolGroups.id, groupIds)),
    creatorIds.length ? db.select().from(t.users).where(inArray(t.users.id, creatorIds)) : [],
  ]);
  const questionCounts = new Map(await Promise.all(examIds.map(async (id) => [id, (await cachedStructure(db, id)).answerable.size] as const)));
  const taskView = (x: TaskRow): MissionTask => {
    const exam = exams.find((e) => e.id === x.examId);
    const lecture = lectures.find((l) => l.id === x.lectureId);
    return {
      id: x.id,
      position: x.position,
      taskType: x.taskType as MissionTask['taskType'],
      title: exam?.title ?? lecture?.title ?? x.speakingText ?? '',
      examId: x.examId,
      lectureId: x.lectureId,
      speakingText: x.speakingText,
      contentId: x.contentId,
      duration: exam ? exam.durationMinutes * 60 : null,
      questionCount: exam ? (questionCounts.get(exam.id) ?? 0) : null,
    };
  };
  return rows.map((m) => {
    const creator = creators.find((u) => u.id === m.createdBy);
    return {
      id: m.id,
      title: m.title,
      description: m.description,
      group: groups.find((g) => g.id === m.groupId) ?? { id: m.groupId, name: '' },
      startAt: m.startAt.toISOString(),
      dueAt: m.dueAt.toISOString(),
      createdAt: m.createdAt.toISOString(),
      createdBy: creator ? person(creator) : null,
      tasks: tasks.filter((x) => x.missionId === m.id).map(taskView),
    };
  });
}

export const pageMeta = (total: number, page: number, perPage: number) => ({
  meta: { totalItems: total, currentPage: page, itemsPerPage: perPage },
  pagination: { total, page, perPage },
});
