// Option lists for selects (spec §7 selections): grades, subjects, textbook series, suppliers, topics, question levels,
// permission catalogues, school roles, provinces and wards. Grades, subjects, textbook series and suppliers are public catalogue names: the
// free resources' catalogues (no sign-in) filter by them. The four catalogues follow the order the system
// administrator gives them (catalogues/): position, then id.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, eq, ne } from 'drizzle-orm';
import { forbidden } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { QUESTION_LEVELS } from '../../../src/shared/question-bank.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { query } from '../http/validate.ts';
import { provinces, wardsOf } from './address-units.ts';

export const selections = new Hono<AppEnv>()
  .get('/selections/grades', async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ id: t.grades.id, name: t.grades.name, level: t.grades.level })
      .from(t.grades)
      .orderBy(asc(t.grades.position), asc(t.grades.id));
    return c.json({ data: rows });
  })
  .get('/selections/subjects', async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ id: t.subjects.id, name: t.subjects.name })
      .from(t.subjects)
      .where(eq(t.subjects.isActive, true))
      .orderBy(asc(t.subjects.position), asc(t.subjects.id));
    return c.json({ data: rows });
  })
  .get('/selections/textbook_series', async (c) => {
    const rows = await c.get('deps').db.select().from(t.textbookSeries).orderBy(asc(t.textbookSeries.id));
    return c.json({ data: rows });
  })
  .get('/selections/suppliers', async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ id: t.suppliers.id, name: t.suppliers.name })
      .from(t.suppliers)
      .where(eq(t.suppliers.isActive, true))
      .orderBy(asc(t.suppliers.position), asc(t.suppliers.id));
    return c.json({ data: rows });
  })
  .get('/selections/topics', requireAuth, async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ id: t.topics.id, name: t.topics.name, subjectId: t.topics.subjectId })
      .from(t.topics)
      .orderBy(asc(t.topics.position), asc(t.topics.id));
    return c.json({ data: rows });
  })
  // School addresses: the 2025 two-level units (schools/address-units.ts), so wards are chosen by province and there
  // is no district list.
  .get('/selections/provinces', requireAuth, (c) => c.json({ data: provinces() }))
  .get('/selections/wards', requireAuth, (c) => {
    const { province } = query(
      c,
      v.object({ province: v.pipe(v.string(MSG.schoolProvinceRequired), v.trim(), v.nonEmpty(MSG.schoolProvinceRequired), v.maxLength(10)) }),
    );
    return c.json({ data: wardsOf(province) });
  })
  .get('/selections/question_levels', requireAuth, (c) => c.json({ data: QUESTION_LEVELS.map((l) => ({ id: l.value, name: l.label })) }))
  .get('/selections/school_permissions', requireAuth, async (c) => c.json({ data: await permissionsOf(c.get('deps').db, 'school') }))
  .get('/selections/system_permissions', requireAuth, async (c) => c.json({ data: await permissionsOf(c.get('deps').db, 'system') }))
  // The school's active teachers other than the caller: whom a teacher may transfer or share library items to.
  .get('/s/selections/colleagues', requireAuth, requireSchool, async (c) => {
    if (c.get('user').userType === 'student') throw forbidden();
    const rows = await c
      .get('deps')
      .db.select({ id: t.users.id, first_name: t.users.firstName, last_name: t.users.lastName })
      .from(t.schoolMembers)
      .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
      .where(
        and(
          eq(t.schoolMembers.schoolId, c.get('school').schoolId),
          eq(t.schoolMembers.isActive, true),
          eq(t.users.isActive, true),
          eq(t.users.userType, 'teacher'),
          ne(t.users.id, c.get('user').id),
        ),
      )
      .orderBy(asc(t.users.firstName), asc(t.users.lastName));
    return c.json({ data: rows });
  })
  // The roles of the school in X-SCHOOL-ID only: a member of one school never lists another school's roles.
  .get('/selections/school_roles', requireAuth, requireSchool, async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ id: t.schoolRoles.id, name: t.schoolRoles.name, position: t.schoolRoles.position })
      .from(t.schoolRoles)
      .where(and(eq(t.schoolRoles.schoolId, c.get('school').schoolId), eq(t.schoolRoles.isActive, true)))
      .orderBy(asc(t.schoolRoles.id));
    return c.json({ data: rows });
  });

async function permissionsOf(db: AppEnv['Variables']['deps']['db'], scope: 'school' | 'system') {
  const rows = await db.select().from(t.permissions).where(eq(t.permissions.scope, scope)).orderBy(asc(t.permissions.id));
  return rows.map((p) => ({ id: p.id, name: p.name, action: p.action, group: { key: p.groupKey } }));
}
