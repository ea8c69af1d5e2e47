// STEM topics of the school library (spec §2 /{schoolId}/library/stem): list with filters, read, write, delete; the
// groups a topic is given to, giving and taking back; and a student group's topics (the learning side).
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { body, idString, params, query } from '../http/validate.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { libraryQuerySchema } from '../../../src/shared/schemas/library.ts';
import { giveStemTopicInput, stemTopicInput } from '../../../src/shared/schemas/stem.ts';
import type { StemTopicPage } from '../../../src/shared/stem.ts';
import { studentGroup } from '../exams/access.ts';
import { changeableTopic, libraryTopic, mayWrite, readableTopic } from './access.ts';
import { groupTopics, listTopics, topicDetail } from './queries.ts';
import { createTopic, deleteTopic, updateTopic } from './write.ts';
import { givableGroup, giveTopic, takeBack, topicGroups } from './groups.ts';

const idParam = v.object({ id: idString });
const groupParam = v.object({ id: idString, groupId: idString });

export const stemTopics = new Hono<AppEnv>()
  .get('/s/stem_topics', requireAuth, requireSchool, async (c) => {
    if (!hasPermission(c.get('grants'), 'school_stem.view')) throw forbidden();
    const q = query(c, libraryQuerySchema);
    const page = await listTopics(c, q);
    const body: StemTopicPage = { ...page, canCreate: mayWrite(c) };
    return c.json(body);
  })
  .post('/s/stem_topics', requireAuth, requireSchool, async (c) => {
    if (!mayWrite(c)) throw forbidden();
    const input = await body(c, stemTopicInput);
    const id = await createTopic(c.get('deps').db, { schoolId: c.get('school').schoolId, userId: c.get('user').id }, input);
    return c.json({ data: await topicDetail(c, await readableTopic(c, id)) }, 201);
  })
  .get('/s/stem_topics/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await topicDetail(c, await readableTopic(c, id)) });
  })
  .patch('/s/stem_topics/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    await changeableTopic(c, id, 'edit');
    const input = await body(c, stemTopicInput);
    await updateTopic(c.get('deps').db, { schoolId: c.get('school').schoolId, userId: c.get('user').id }, id, input);
    return c.json({ data: await topicDetail(c, await readableTopic(c, id)) });
  })
  .delete('/s/stem_topics/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    await changeableTopic(c, id, 'delete');
    await deleteTopic(c.get('deps').db, id);
    return c.json({ data: { id } });
  })
  .get('/s/stem_topics/:id/groups', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    await libraryTopic(c, id);
    return c.json({ data: await topicGroups(c, id) });
  })
  .post('/s/stem_topics/:id/groups', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    await libraryTopic(c, id);
    const { groupId } = await body(c, giveStemTopicInput);
    await givableGroup(c, groupId);
    await giveTopic(c, id, groupId);
    return c.json({ data: await topicGroups(c, id) }, 201);
  })
  .delete('/s/stem_topics/:id/groups/:groupId', requireAuth, requireSchool, async (c) => {
    const { id, groupId } = params(c, groupParam);
    await libraryTopic(c, id);
    await givableGroup(c, groupId);
    if (!(await takeBack(c, id, groupId))) throw notFound();
    return c.json({ data: await topicGroups(c, id) });
  })
  .get('/s/personal/learning_groups/:id/stem_topics', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    await studentGroup(c, id);
    return c.json({ data: await groupTopics(c.get('deps').db, id) });
  });
