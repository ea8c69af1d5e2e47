// The student's missions (spec §7): lists with the status filter and meta block (GET student-missions,
// v2/missions/student-missions), detail (student-missions/:id, v2/missions/:id — the teacher's view for a teacher),
// start, the exam task's attempt, and lecture/speaking work (POST v1/missions/:id/submissions, PUT v1/submissions/:id).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, pagination, params, query } from '../http/validate.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import type { Lecture, StudentMission, StudentMissionDetail } from '../../../src/shared/mission.ts';
import { taskWorkSchema } from '../../../src/shared/schemas/mission.ts';
import { studentGroup } from '../exams/access.ts';
import { missionOfSchool, missionTask, readableSubmission, studentMission, teachesMission, type MissionRow } from './access.ts';
import { ensureSubmission, startMissionExam, syncAfterPerform } from './exam-attempt.ts';
import { onAttemptClosed } from '../exams/attempt-events.ts';
import { nameFilter, pageOfMissions, statusQuery, studentStatusFilter } from './queries.ts';
import { syncStale, syncSubmission } from './status.ts';
import { recordTaskWork } from './task-work.ts';
import { missionViews, pageMeta } from './views.ts';
import { deviceIdOf } from '../exams/devices.ts';
import { teacherDetail } from './teacher-views.ts';
import { SERVER_MSG } from '../messages.ts';

const idParam = v.object({ id: idString });
const taskParam = v.object({ id: idString, taskId: idString });
const listQuery = v.object({
  ...pagination,
  status: statusQuery,
  groupId: v.optional(idString),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

async function studentViews(c: Context<AppEnv>, rows: MissionRow[]): Promise<StudentMission[]> {
  const { db } = c.get('deps');
  const userId = c.get('user').id;
  const [views, subs] = await Promise.all([
    missionViews(db, rows),
    rows.length
      ? db
          .select()
          .from(t.missionSubmissions)
          .where(
            and(
              eq(t.missionSubmissions.userId, userId),
              inArray(
                t.missionSubmissions.missionId,
                rows.map((m) => m.id),
              ),
            ),
          )
      : [],
  ]);
  return Promise.all(
    views.map(async (m) => {
      const sub = subs.find((s) => s.missionId === m.id);
      const submission = sub
        ? await syncSubmission(
            db,
            sub,
            rows.find((r) => r.id === m.id)!,
          )
        : null;
      return { ...m, status: submission?.status ?? 'NOT_DOING', submission };
    }),
  );
}

async function studentDetail(c: Context<AppEnv>, mission: MissionRow): Promise<StudentMissionDetail> {
  const [view] = await studentViews(c, [mission]);
  const lectureIds = view!.tasks.flatMap((x) => (x.lectureId ? [x.lectureId] : []));
  const lectures: Lecture[] = lectureIds.length
    ? await c
        .get('deps')
        .db.select({ id: t.lectures.id, title: t.lectures.title, summary: t.lectures.summary, body: t.lectures.body })
        .from(t.lectures)
        .where(inArray(t.lectures.id, lectureIds))
    : [];
  return { ...view!, lectures };
}

const list = async (c: Context<AppEnv>) => {
  const q = query(c, listQuery);
  const { db } = c.get('deps');
  const userId = c.get('user').id;
  let groups: number[];
  if (q.groupId !== undefined) {
    groups = [(await studentGroup(c, q.groupId)).id];
  } else {
    groups = (
      await db
        .select({ id: t.groupMembers.groupId })
        .from(t.groupMembers)
        .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
        .where(and(eq(t.groupMembers.userId, userId), eq(t.groupMembers.role, 'student'), eq(t.schoolGroups.schoolId, c.get('school').schoolId)))
    ).map((g) => g.id);
  }
  const visible = [groups.length ? inArray(t.missions.groupId, groups) : eq(t.missions.id, -1), lte(t.missions.startAt, new Date())];
  await syncStale(
    db,
    await db
      .select()
      .from(t.missions)
      .where(and(...visible)),
    userId,
  );
  const { rows, total } = await pageOfMissions(db, [...visible, studentStatusFilter(q.status, userId), nameFilter(q.name)], q.page, q.perPage);
  return c.json({ data: await studentViews(c, rows), ...pageMeta(total, q.page, q.perPage) });
};

const studentOnly = async (c: Context<AppEnv>) => {
  const { id } = params(c, idParam);
  return c.json({ data: await studentDetail(c, await studentMission(c, id)) });
};

/** The caller's submission (created if needed) of a mission they may work on: started, and theirs to do. */
async function ownSubmission(c: Context<AppEnv>, missionId: number) {
  const mission = await studentMission(c, missionId);
  return { mission, sub: await ensureSubmission(c.get('deps').db, mission.id, c.get('user').id) };
}

// Once the exam player submits a mission attempt, the mission's submission follows at once (other attempts: nothing).
onAttemptClosed(async (db, closed) => {
  if (closed.missionId !== null) await syncAfterPerform(db, closed.id);
});

export const missionsStudent = new Hono<AppEnv>()
  .get('/student-missions', requireAuth, requireSchool, list)
  .get('/v2/missions/student-missions', requireAuth, requireSchool, list)
  .get('/student-missions/:id', requireAuth, requireSchool, studentOnly)
  .get('/v2/missions/:id{[0-9]+}', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    const mission = await missionOfSchool(c, id);
    if (await teachesMission(c, mission)) return c.json({ data: await teacherDetail(c.get('deps').db, mission) });
    return c.json({ data: await studentDetail(c, await studentMission(c, id)) });
  })
  .post('/v1/missions/:id/start', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    const { mission, sub } = await ownSubmission(c, id);
    return c.json({ data: await syncSubmission(c.get('deps').db, sub, mission) });
  })
  .post('/v1/missions/:id/tasks/:taskId/perform/new', requireAuth, requireSchool, async (c) => {
    const p = params(c, taskParam);
    const mission = await studentMission(c, p.id);
    const task = await missionTask(c, mission.id, p.taskId);
    if (task.taskType !== 'exam') throw new HttpError(422, SERVER_MSG.missionTaskTypeMismatch);
    const device = { id: deviceIdOf(c), takeover: c.req.query('takeover') === '1' };
    return c.json({ data: await startMissionExam(c.get('deps').db, mission, task, c.get('user').id, device) });
  })
  .post('/v1/missions/:id/submissions', requireAuth, requireSchool, idempotent, async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, taskWorkSchema);
    const { mission, sub } = await ownSubmission(c, id);
    return c.json({ data: await recordTaskWork(c.get('deps').db, sub, mission, input) });
  })
  .put('/v1/submissions/:id', requireAuth, requireSchool, idempotent, async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, taskWorkSchema);
    const { sub, mission, asTeacher } = await readableSubmission(c, id);
    if (asTeacher) throw forbidden();
    return c.json({ data: await recordTaskWork(c.get('deps').db, sub, mission, input) });
  });
