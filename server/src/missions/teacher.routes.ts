// The teacher's missions (spec §7): create (POST missions, POST v2/missions), update (PATCH missions/:id), delete
// (DELETE v2/missions/:id), lists with the status filter and meta block, detail with every student, mission-books.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { asc, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { body, idString, pagination, params, query } from '../http/validate.ts';
import type { MissionBooks } from '../../../src/shared/mission.ts';
import { createMissionSchema, updateMissionSchema } from '../../../src/shared/schemas/mission.ts';
import { teacherGroup } from '../exams/access.ts';
import { groupExams } from '../exams/listings.ts';
import { teacherMission } from './access.ts';
import { givableLectures, inGroups, nameFilter, pageOfMissions, statusQuery, teacherGroupIds, teacherStatusFilter } from './queries.ts';
import { syncStale } from './status.ts';
import { pageMeta } from './views.ts';
import { teacherDetail, teacherViews } from './teacher-views.ts';
import { createMission, updateMission } from './write.ts';
import { speakingSentences } from './speaking.ts';

const idParam = v.object({ id: idString });
const listQuery = v.object({
  ...pagination,
  status: statusQuery,
  groupId: v.optional(idString),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

const list = async (c: Context<AppEnv>) => {
  const q = query(c, listQuery);
  const { db } = c.get('deps');
  const groups = q.groupId !== undefined ? [(await teacherGroup(c, q.groupId)).id] : await teacherGroupIds(c);
  if (groups.length) {
    const open = await db.select().from(t.missions).where(inGroups(groups));
    await syncStale(db, open);
  }
  const { rows, total } = await pageOfMissions(db, [inGroups(groups), teacherStatusFilter(q.status), nameFilter(q.name)], q.page, q.perPage);
  return c.json({ data: await teacherViews(db, rows), ...pageMeta(total, q.page, q.perPage) });
};

const detail = async (c: Context<AppEnv>) => {
  const { id } = params(c, idParam);
  return c.json({ data: await teacherDetail(c.get('deps').db, await teacherMission(c, id)) });
};

const create = async (c: Context<AppEnv>) => {
  const input = await body(c, createMissionSchema);
  const mission = await createMission(c, input);
  const [view] = await teacherViews(c.get('deps').db, [mission]);
  return c.json({ data: view });
};

const remove = async (c: Context<AppEnv>) => {
  const { id } = params(c, idParam);
  const mission = await teacherMission(c, id);
  await c.get('deps').db.delete(t.missions).where(eq(t.missions.id, mission.id));
  return c.json({ data: { id: mission.id } });
};

export const missionsTeacher = new Hono<AppEnv>()
  .get('/teacher-missions', requireAuth, requireSchool, requirePermission('mission.view'), list)
  .get('/v2/missions/teacher-missions', requireAuth, requireSchool, requirePermission('mission.view'), list)
  .get('/teacher-missions/:id', requireAuth, requireSchool, requirePermission('mission.view'), detail)
  .post('/missions', requireAuth, requireSchool, requirePermission('mission.create'), create)
  .post('/v2/missions', requireAuth, requireSchool, requirePermission('mission.create'), create)
  .patch('/missions/:id', requireAuth, requireSchool, requirePermission('mission.update'), async (c) => {
    const { id } = params(c, idParam);
    const mission = await teacherMission(c, id);
    const input = await body(c, updateMissionSchema);
    const updated = await updateMission(c, mission, input);
    const [view] = await teacherViews(c.get('deps').db, [updated]);
    return c.json({ data: view });
  })
  .delete('/v2/missions/:id{[0-9]+}', requireAuth, requireSchool, requirePermission('mission.delete'), remove)
  .delete('/missions/:id', requireAuth, requireSchool, requirePermission('mission.delete'), remove)
  .get('/mission-books', requireAuth, requireSchool, requirePermission('mission.create'), async (c) => {
    const { groupId } = query(c, v.object({ groupId: idString }));
    await teacherGroup(c, groupId);
    const { db } = c.get('deps');
    const [exams, lectures] = await Promise.all([
      groupExams(db, groupId),
      db
        .select({ id: t.lectures.id, title: t.lectures.title, summary: t.lectures.summary })
        .from(t.lectures)
        .where(givableLectures(c.get('school').schoolId, c.get('user').id))
        .orderBy(asc(t.lectures.id)),
    ]);
    const data: MissionBooks = {
      exams: exams.map((e) => ({ id: e.id, title: e.title, duration: e.duration, questionCount: e.questionCount })),
      lectures,
      speaking: await speakingSentences(),
    };
    return c.json({ data });
  });
