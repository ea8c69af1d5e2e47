// GET s/school: the caller's school as its staff see it at /{schoolId}/school (src/shared/school-info.ts). Read-only:
// the system administrator edits schools (PATCH schools/:id). Students are refused, as for the school's statistics;
// an expired school answers 423 before this runs (requireSchool).
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { forbidden } from '../http/errors.ts';
import { schoolInfo } from './school-info.ts';

export const ownSchool = new Hono<AppEnv>().get('/s/school', requireAuth, requireSchool, async (c) => {
  if (c.get('school').position === 'student') throw forbidden();
  return c.json({ data: await schoolInfo(c.get('deps').db, c.get('school').schoolId) });
});
