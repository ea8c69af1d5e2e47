// GET dashboard/system (spec §7 admin level "dashboard"): the system administrator's overview at '/'. Refused to anyone
// holding no system permission; each section is answered only to those who may open the list it leads to, so a
// content editor's overview carries no school figures and a school list's holder sees no review queues.
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { requireAuth } from '../auth/middleware.ts';
import { forbidden } from '../http/errors.ts';
import { hasGroup } from '../../../src/shared/permissions.ts';
import { LIBRARY_KINDS } from '../../../src/shared/library.ts';
import { REVIEW_KINDS, type SystemOverview } from '../../../src/shared/system-overview.ts';
import { isSystemAdmin } from '../../../src/shared/system-admin.ts';
import { pendingReview, quotaUse, schoolCounts, userCounts, weeklyActivity } from './system-overview.ts';

export const systemDashboard = new Hono<AppEnv>().get('/dashboard/system', requireAuth, async (c) => {
  const grants = c.get('grants');
  if (!isSystemAdmin(grants)) throw forbidden();
  const { db } = c.get('deps');
  // Schools, their accounts, quotas and the platform's activity are the school system's business (/school); a review
  // queue is shown for a kind whose school library the caller may open (the super administrator opens every school).
  const schools = hasGroup(grants, 'school');
  const reviewKinds = REVIEW_KINDS.filter((k) => hasGroup(grants, LIBRARY_KINDS[k].groupKeys.school));
  const [schoolFigures, users, review, usage, activity] = await Promise.all([
    schools ? schoolCounts(db) : undefined,
    schools || hasGroup(grants, 'role') ? userCounts(db) : undefined,
    reviewKinds.length ? pendingReview(db, reviewKinds) : undefined,
    schools ? quotaUse(db) : undefined,
    schools ? weeklyActivity(db) : undefined,
  ]);
  const data: SystemOverview = { schools: schoolFigures, users, review, usage, activity };
  return c.json({ data });
});
