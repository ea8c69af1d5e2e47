// Schools for the system administrator (spec §2 /school, §7 schools): the paginated list and one school's details.
// Guarded by the system permission school.view, the key of the system menu's school item, so a system role given
// that permission sees the same list as the super administrator (who holds every permission).
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, count, eq, gte, lt, not, or, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { idString, paginated, pagination, params, query } from '../http/validate.ts';
import { notFound } from '../http/errors.ts';
import { containsFolded } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';

const listQuery = v.object({
  ...pagination,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  /** active: open for use; expired: past its expiry date or switched off. */
  status: v.optional(v.picklist(['', 'active', 'expired'], MSG.invalidInput)),
});

const columns = {
  id: t.schools.id,
  name: t.schools.name,
  code: t.schools.code,
  address: t.schools.address,
  phone: t.schools.phone,
  email: t.schools.email,
  isActive: t.schools.isActive,
  expiresAt: t.schools.expiresAt,
  createdAt: t.schools.createdAt,
  // Written out in full: inside a select list Drizzle renders columns unqualified, which would make the correlation
  // compare the member row with itself.
  memberCount: sql<number>`(select count(*)::int from school_members m where m.school_id = "schools"."id" and m.is_active)`,
};

function statusFilter(status: string | undefined) {
  const now = new Date();
  const open = and(eq(t.schools.isActive, true), gte(t.schools.expiresAt, now));
  if (status === 'active') return open;
  if (status === 'expired') return or(not(t.schools.isActive), lt(t.schools.expiresAt, now));
  return undefined;
}

const viewSchools = requirePermission('school.view');

export const schools = new Hono<AppEnv>()
  .get('/schools', requireAuth, viewSchools, async (c) => {
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const where = and(q.name ? or(containsFolded(t.schools.name, q.name), containsFolded(t.schools.code, q.name)) : undefined, statusFilter(q.status));
    const rows = await db
      .select(columns)
      .from(t.schools)
      .where(where)
      .orderBy(asc(t.schools.name), asc(t.schools.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.schools).where(where);
    return c.json(
      paginated(
        rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) })),
        total?.n ?? 0,
        q.page,
        q.perPage,
      ),
    );
  })
  .get('/schools/:id{[0-9]+}', requireAuth, viewSchools, async (c) => {
    const { id } = params(c, v.object({ id: idString }));
    const [row] = await c.get('deps').db.select(columns).from(t.schools).where(eq(t.schools.id, id)).limit(1);
    if (!row) throw notFound();
    return c.json({ data: { ...row, memberCount: Number(row.memberCount) } });
  });
