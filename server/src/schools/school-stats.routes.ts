// A school's statistics by type (src/shared/school-stats.ts): GET /schools/:id/statistics/:type for those who may view
// schools (spec §7, the system administrator's school details), and GET s/statistics/:type for the school's own staff
// (its overview). Students get their own home, not the school's figures. activity and learning take a range of days
// (startTime, endTime as yyyy-MM-dd, both ends included; the last 30 days when absent).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { idString, params, query } from '../http/validate.ts';
import { forbidden, invalid, notFound } from '../http/errors.ts';
import { SERVER_MSG } from '../messages.ts';
import {
  STAT_DEFAULT_RANGE_DAYS,
  STAT_MAX_RANGE_DAYS,
  STAT_TYPES,
  lastDays,
  rangeDays,
  type StatRange,
  type StatType,
} from '../../../src/shared/school-stats.ts';
import { activityStats, learningStats, memberStats, usageStats } from './school-stats.ts';

/** An unknown type is a path that does not exist (404), not a bad value. */
const TYPE = `{${STAT_TYPES.join('|')}}`;
const date = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, SERVER_MSG.statRangeInvalid));
const rangeQuery = v.object({ startTime: v.optional(date), endTime: v.optional(date) });

function rangeOf(c: Context<AppEnv>): StatRange {
  const q = query(c, rangeQuery);
  if (!q.startTime && !q.endTime) return lastDays(STAT_DEFAULT_RANGE_DAYS);
  if (!q.startTime || !q.endTime) throw invalid({ startTime: [SERVER_MSG.statRangeInvalid] });
  const range = { startTime: q.startTime, endTime: q.endTime };
  const days = rangeDays(range);
  // A date must exist: 2026-02-30 is refused rather than read as the 2nd of March.
  const real = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  if (!real(range.startTime) || !real(range.endTime) || !(days >= 1 && days <= STAT_MAX_RANGE_DAYS)) {
    throw invalid({ startTime: [SERVER_MSG.statRangeInvalid] });
  }
  return range;
}

async function statistics(c: Context<AppEnv>, schoolId: number, type: StatType) {
  const { db } = c.get('deps');
  switch (type) {
    case 'activity':
      return activityStats(db, schoolId, rangeOf(c));
    case 'learning':
      return learningStats(db, schoolId, rangeOf(c));
    case 'members':
      return memberStats(db, schoolId);
    case 'usage':
      return usageStats(db, schoolId);
  }
}

const schoolParams = v.object({ id: idString, type: v.picklist(STAT_TYPES) });
const ownParams = v.object({ type: v.picklist(STAT_TYPES) });

export const schoolStats = new Hono<AppEnv>()
  .get(`/schools/:id{[0-9]+}/statistics/:type${TYPE}`, requireAuth, requirePermission('school.view'), async (c) => {
    const { id, type } = params(c, schoolParams);
    const [school] = await c.get('deps').db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.id, id));
    if (!school) throw notFound();
    return c.json({ data: await statistics(c, id, type) });
  })
  .get(`/s/statistics/:type${TYPE}`, requireAuth, requireSchool, async (c) => {
    if (c.get('school').position === 'student') throw forbidden();
    const { type } = params(c, ownParams);
    return c.json({ data: await statistics(c, c.get('school').schoolId, type) });
  });
