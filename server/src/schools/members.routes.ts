// The school's people (spec §7 members): GET s/teachers and s/students, paginated and searchable, with their groups.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { paginated, pagination, query } from '../http/validate.ts';
import { containsFoldedText } from '../http/search.ts';

const listQuery = v.object({ ...pagination, name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) });

/** Teachers are every staff position (teacher, officer, supervisor); students are the student position. */
async function listMembers(c: Context<AppEnv>, kind: 'teacher' | 'student') {
  const q = query(c, listQuery);
  const { db } = c.get('deps');
  const { schoolId } = c.get('school');
  const where = and(
    eq(t.schoolMembers.schoolId, schoolId),
    kind === 'student' ? eq(t.schoolMembers.position, 'student') : ne(t.schoolMembers.position, 'student'),
    q.name ? containsFoldedText(t.users.searchText, q.name) : undefined,
  );
  const rows = await db
    .select({
      id: t.users.id,
      first_name: t.users.firstName,
      last_name: t.users.lastName,
      email: t.users.email,
      phone: t.users.phone,
      gender: t.users.gender,
      position: t.schoolMembers.position,
      isActive: sql<boolean>`${t.schoolMembers.isActive} and ${t.users.isActive}`,
    })
    .from(t.schoolMembers)
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(where)
    // Vietnamese lists sort by given name first, then family name.
    .orderBy(asc(t.users.firstName), asc(t.users.lastName), asc(t.users.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(t.schoolMembers).innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId)).where(where);
  const ids = rows.map((r) => r.id);
  const groups = ids.length
    ? await db
        .select({ userId: t.groupMembers.userId, id: t.schoolGroups.id, name: t.schoolGroups.name })
        .from(t.groupMembers)
        .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
        .where(and(eq(t.schoolGroups.schoolId, schoolId), inArray(t.groupMembers.userId, ids)))
        .orderBy(asc(t.schoolGroups.name))
    : [];
  const data = rows.map((r) => ({
    ...r,
    isActive: Boolean(r.isActive),
    groups: groups.filter((g) => g.userId === r.id).map(({ id, name }) => ({ id, name })),
  }));
  return c.json(paginated(data, total?.n ?? 0, q.page, q.perPage));
}

export const members = new Hono<AppEnv>()
  .get('/s/teachers', requireAuth, requireSchool, requirePermission('school_teacher.view'), (c) => listMembers(c, 'teacher'))
  .get('/s/students', requireAuth, requireSchool, requirePermission('school_student.view'), (c) => listMembers(c, 'student'));
