// Submissions (spec §7): GET v1/submissions (a teacher's missions' or the student's own), GET v1/submissions/:id
// (include_all_submissions=1: every speaking recording), PUT v1/submissions/:id/grading, and the teacher's
// pending-review list (GET v2/missions/sub-missions/pending-review).
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, pagination, params, query } from '../http/validate.ts';
import { forbidden } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { ExamResult } from '../../../src/shared/exam.ts';
import type { PendingReview, SubmissionDetail } from '../../../src/shared/mission.ts';
import { gradingSchema } from '../../../src/shared/schemas/mission.ts';
import { teacherGroup } from '../exams/access.ts';
import { buildResult } from '../exams/result.ts';
import { readableSubmission, teacherMission } from './access.ts';
import { gradeSubmission } from './grading.ts';
import { teacherGroupIds } from './queries.ts';
import { syncSubmission } from './status.ts';
import { missionViews, pageMeta } from './views.ts';

const idParam = v.object({ id: idString });
const listQuery = v.object({
  ...pagination,
  missionId: v.optional(idString),
  groupId: v.optional(idString),
  status: v.optional(v.picklist(['IN_PROGRESS', 'PENDING_REVIEW', 'COMPLETED'], MSG.invalidInput)),
});
const detailQuery = v.object({ include_all_submissions: v.optional(v.picklist(['0', '1'], MSG.invalidInput), '0') });

type Sub = typeof t.missionSubmissions.$inferSelect;
type MissionRow = typeof t.missions.$inferSelect;

async function pageOf(db: AppEnv['Variables']['deps']['db'], where: ReturnType<typeof and>, page: number, perPage: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ sub: t.missionSubmissions, mission: t.missions })
      .from(t.missionSubmissions)
      .innerJoin(t.missions, eq(t.missions.id, t.missionSubmissions.missionId))
      .where(where)
      .orderBy(desc(t.missionSubmissions.submittedAt), desc(t.missionSubmissions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.missionSubmissions)
      .innerJoin(t.missions, eq(t.missions.id, t.missionSubmissions.missionId))
      .where(where),
  ]);
  return { rows: rows as { sub: Sub; mission: MissionRow }[], total: count?.n ?? 0 };
}

export const missionsSubmissions = new Hono<AppEnv>()
  .get('/v1/submissions', requireAuth, requireSchool, async (c) => {
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const schoolId = c.get('school').schoolId;
    let scope;
    if (q.missionId !== undefined) {
      const m = await teacherMission(c, q.missionId);
      scope = eq(t.missionSubmissions.missionId, m.id);
    } else if (c.get('school').position === 'student') {
      scope = eq(t.missionSubmissions.userId, c.get('user').id);
    } else {
      const groups = q.groupId !== undefined ? [(await teacherGroup(c, q.groupId)).id] : await teacherGroupIds(c);
      scope = groups.length ? inArray(t.missions.groupId, groups) : sql`false`;
    }
    const where = and(eq(t.missions.schoolId, schoolId), scope, q.status ? eq(t.missionSubmissions.status, q.status) : undefined);
    const { rows, total } = await pageOf(db, where, q.page, q.perPage);
    const data = await Promise.all(rows.map((r) => syncSubmission(db, r.sub, r.mission)));
    return c.json({ data, ...pageMeta(total, q.page, q.perPage) });
  })
  .get('/v1/submissions/:id{[0-9]+}', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    const { include_all_submissions: all } = query(c, detailQuery);
    const { db } = c.get('deps');
    const { sub, mission } = await readableSubmission(c, id);
    const view = await syncSubmission(db, sub, mission, { allAttempts: all === '1' });
    const [missionView] = await missionViews(db, [mission]);
    const exams: Record<number, ExamResult> = {};
    for (const task of view.tasks) {
      if (task.taskType !== 'exam' || !task.userExamId || task.attemptStatus === 'in_progress') continue;
      const [ue] = await db.select().from(t.userExams).where(eq(t.userExams.id, task.userExamId));
      if (ue) exams[task.taskId] = await buildResult(db, ue);
    }
    const data: SubmissionDetail = { ...view, mission: missionView!, exams };
    return c.json({ data });
  })
  .put(
    '/v1/submissions/:id{[0-9]+}/grading',
    requireAuth,
    requireSchool,
    requirePermission(['mission.update', 'mission.approve'], 'any'),
    idempotent,
    async (c) => {
      const { id } = params(c, idParam);
      const { sub, mission, asTeacher } = await readableSubmission(c, id);
      if (!asTeacher) throw forbidden();
      const input = await body(c, gradingSchema);
      return c.json({ data: await gradeSubmission(c.get('deps').db, sub, mission, input, c.get('user').id) });
    },
  )
  .get('/v2/missions/sub-missions/pending-review', requireAuth, requireSchool, requirePermission('mission.view'), async (c) => {
    const q = query(c, v.object({ ...pagination, groupId: v.optional(idString) }));
    const { db } = c.get('deps');
    const groups = q.groupId !== undefined ? [(await teacherGroup(c, q.groupId)).id] : await teacherGroupIds(c);
    const where = and(
      eq(t.missions.schoolId, c.get('school').schoolId),
      groups.length ? inArray(t.missions.groupId, groups) : sql`false`,
      eq(t.missionSubmissions.status, 'PENDING_REVIEW'),
    );
    const { rows, total } = await pageOf(db, where, q.page, q.perPage);
    const groupRows = rows.length
      ? await db
          .select({ id: t.schoolGroups.id, name: t.schoolGroups.name })
          .from(t.schoolGroups)
          .where(
            inArray(
              t.schoolGroups.id,
              rows.map((r) => r.mission.groupId),
            ),
          )
      : [];
    const data: PendingReview[] = await Promise.all(
      rows.map(async (r) => ({
        submission: await syncSubmission(db, r.sub, r.mission),
        mission: { id: r.mission.id, title: r.mission.title, group: groupRows.find((g) => g.id === r.mission.groupId)! },
      })),
    );
    return c.json({ data, ...pageMeta(total, q.page, q.perPage) });
  });
