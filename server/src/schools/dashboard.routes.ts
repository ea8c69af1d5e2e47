// GET s/dashboard: the school's overview for any member (spec §7 schools): the school and a few counts.
import { Hono } from 'hono';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';

export const dashboard = new Hono<AppEnv>().get('/s/dashboard', requireAuth, requireSchool, async (c) => {
  const { db } = c.get('deps');
  const { schoolId } = c.get('school');
  const [school] = await db
    .select({ id: t.schools.id, name: t.schools.name, code: t.schools.code, expiresAt: t.schools.expiresAt })
    .from(t.schools)
    .where(eq(t.schools.id, schoolId))
    .limit(1);
  const activeMembers = and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.isActive, true));
  const [[teachers], [students], [groups], [pendingRequests]] = await Promise.all([
    db
      .select({ n: count() })
      .from(t.schoolMembers)
      .where(and(activeMembers, ne(t.schoolMembers.position, 'student'))),
    db
      .select({ n: count() })
      .from(t.schoolMembers)
      .where(and(activeMembers, eq(t.schoolMembers.position, 'student'))),
    db.select({ n: count() }).from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId)),
    db
      .select({ n: count() })
      .from(t.joinSchoolRequests)
      .where(and(eq(t.joinSchoolRequests.schoolId, schoolId), eq(t.joinSchoolRequests.status, 'pending'))),
  ]);
  return c.json({
    data: {
      school: school!,
      counts: {
        teachers: teachers?.n ?? 0,
        students: students?.n ?? 0,
        groups: groups?.n ?? 0,
        pendingRequests: pendingRequests?.n ?? 0,
      },
    },
  });
});
