// Group coursewares (spec §7 /s/group_coursewares, /s/user_courseware). The teaching side, under the group: its list
// with how many students opened each item, what the caller may give, giving, taking back, and who opened one item.
// The learning side: a student's list in their group with how to open each item, and recording an open (the
// app sends it with an Idempotency-Key, so a retried call counts once).
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, params, query } from '../http/validate.ts';
import { HttpError } from '../http/errors.ts';
import { studentGroup, teacherGroup } from '../exams/access.ts';
import { givableQuery, giveCoursewareInput } from '../../../src/shared/schemas/courseware.ts';
import type { CoursewareOpened, TeachingCoursewares } from '../../../src/shared/courseware.ts';
import { coursewareOfGroup, coursewareOfSchool, managedGroup, mayManage, roleInGroup } from './access.ts';
import { givableList, mayGive } from './givable.ts';
import { learningCoursewares, opensOf, teachingCoursewares } from './lists.ts';
import { give, recordOpen, takeBack } from './write.ts';
import { SERVER_MSG } from '../messages.ts';

const groupParam = v.object({ groupId: idString });
const itemParam = v.object({ groupId: idString, cwId: idString });

export const coursewares = new Hono<AppEnv>()
  .get('/school_groups/:groupId/coursewares', requireAuth, requireSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    await teacherGroup(c, groupId);
    const [data, canGive] = await Promise.all([teachingCoursewares(c.get('deps').db, groupId), mayManage(c, groupId)]);
    const body: TeachingCoursewares = { data, canGive };
    return c.json(body);
  })
  .get('/school_groups/:groupId/coursewares/givable', requireAuth, requireSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    const { kind, name } = query(c, givableQuery);
    await managedGroup(c, groupId);
    const giver = { schoolId: c.get('school').schoolId, userId: c.get('user').id };
    return c.json({ data: await givableList(c.get('deps').db, groupId, kind, giver, name) });
  })
  .post('/school_groups/:groupId/coursewares', requireAuth, requireSchool, idempotent, async (c) => {
    const { groupId } = params(c, groupParam);
    await managedGroup(c, groupId);
    const input = await body(c, giveCoursewareInput);
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    if (!(await mayGive(db, input.kind, input.itemId, { schoolId: c.get('school').schoolId, userId }))) {
      throw new HttpError(422, SERVER_MSG.coursewareUnavailable, { itemId: [SERVER_MSG.coursewareUnavailable] });
    }
    const id = await give(db, { groupId, kind: input.kind, itemId: input.itemId, note: input.note ?? null, givenBy: userId });
    const [data] = await teachingCoursewares(db, groupId, id);
    return c.json({ data: data! }, 201);
  })
  .delete('/school_groups/:groupId/coursewares/:cwId', requireAuth, requireSchool, async (c) => {
    const { groupId, cwId } = params(c, itemParam);
    await managedGroup(c, groupId);
    await coursewareOfGroup(c, groupId, cwId);
    await takeBack(c.get('deps').db, cwId);
    return c.json({ data: { id: cwId } });
  })
  .get('/school_groups/:groupId/coursewares/:cwId/opens', requireAuth, requireSchool, async (c) => {
    const { groupId, cwId } = params(c, itemParam);
    await teacherGroup(c, groupId);
    await coursewareOfGroup(c, groupId, cwId);
    return c.json({ data: await opensOf(c.get('deps').db, groupId, cwId) });
  })
  .get('/personal/learning_groups/:groupId/coursewares', requireAuth, requireSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    await studentGroup(c, groupId);
    return c.json({ data: await learningCoursewares(c.get('deps').db, groupId, c.get('user').id) });
  })
  .post('/user_courseware/:cwId/open', requireAuth, requireSchool, idempotent, async (c) => {
    const { cwId } = params(c, v.object({ cwId: idString }));
    const cw = await coursewareOfSchool(c, cwId);
    // The group's students count; its teachers and overseers may open it too (a look before a lesson), uncounted.
    if ((await roleInGroup(c, cw.groupId)) !== 'student') {
      await teacherGroup(c, cw.groupId);
      const data: CoursewareOpened = { recorded: false, openedAt: null };
      return c.json({ data });
    }
    const first = await recordOpen(c.get('deps').db, cwId, c.get('user').id);
    const data: CoursewareOpened = { recorded: true, openedAt: first.toISOString() };
    return c.json({ data });
  });
