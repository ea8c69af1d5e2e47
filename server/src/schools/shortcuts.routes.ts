// GET shortcuts?name= : the caller's schools for the header's school selector (spec §7 "user-school shortcut").
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth } from '../auth/middleware.ts';
import { query } from '../http/validate.ts';
import { containsFolded } from '../http/search.ts';

/**
 * The user's active memberships. Expired schools stay in the list on purpose: selecting one is how the user learns
 * it has expired (423, spec §8).
 */
export async function listUserSchools(db: Db, userId: number, name?: string) {
  const rows = await db
    .select({ id: t.schools.id, name: t.schools.name })
    .from(t.schoolMembers)
    .innerJoin(t.schools, eq(t.schools.id, t.schoolMembers.schoolId))
    .where(and(eq(t.schoolMembers.userId, userId), eq(t.schoolMembers.isActive, true), name ? containsFolded(t.schools.name, name) : undefined))
    .orderBy(asc(t.schools.name), asc(t.schools.id));
  return rows.map((school) => ({ school }));
}

const shortcutsQuery = v.object({ name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) });

export const shortcuts = new Hono<AppEnv>().get('/shortcuts', requireAuth, async (c) => {
  const { name } = query(c, shortcutsQuery);
  const userSchools = await listUserSchools(c.get('deps').db, c.get('user').id, name || undefined);
  return c.json({ data: { userSchools } });
});
