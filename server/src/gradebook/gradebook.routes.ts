// GET s/school_groups/:groupId/gradebook: the group's gradebook for its teachers and the school's overseers.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { idString, params } from '../http/validate.ts';
import { teacherGroup } from '../exams/access.ts';
import { buildGradebook } from './build.ts';

export const gradebook = new Hono<AppEnv>().get('/school_groups/:groupId/gradebook', requireAuth, requireSchool, async (c) => {
  const { groupId } = params(c, v.object({ groupId: idString }));
  const group = await teacherGroup(c, groupId);
  return c.json({ data: await buildGradebook(c.get('deps').db, group) });
});
