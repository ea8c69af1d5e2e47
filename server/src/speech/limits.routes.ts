// Speech-scoring limits for the system administrator (spec §7: limit update and default_existed; §9: the over-limit
// dialog sends users to the hotline to buy more, and this is where the bought calls are granted).
import { Hono } from 'hono';
import * as v from 'valibot';
import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSuperAdmin } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query } from '../http/validate.ts';
import { containsFolded } from '../http/search.ts';
import { notFound } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';

const limit = v.pipe(v.number(MSG.invalidInput), v.integer(MSG.invalidInput), v.minValue(0, MSG.invalidInput), v.maxValue(1_000_000, MSG.invalidInput));
const limitsBody = v.object({ scriptedCallLimit: limit, unscriptedCallLimit: limit });
const userBody = v.object({ ...limitsBody.entries, resetUsage: v.optional(v.boolean(MSG.invalidInput), false) });
const listQuery = v.object({ ...pagination, name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, MSG.invalidInput))) });

const columns = {
  id: t.users.id,
  first_name: t.users.firstName,
  last_name: t.users.lastName,
  email: t.users.email,
  scriptedCallLimit: t.users.scriptedCallLimit,
  usedScriptedApiCall: t.users.usedScriptedApiCall,
  unscriptedCallLimit: t.users.unscriptedCallLimit,
  usedUnscriptedApiCall: t.users.usedUnscriptedApiCall,
};

export const speechLimits = new Hono<AppEnv>()
  .get('/elsa/limits', requireAuth, requireSuperAdmin, async (c) => {
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const fullName = sql`${t.users.lastName} || ' ' || ${t.users.firstName}`;
    const where = q.name ? or(containsFolded(fullName, q.name), containsFolded(t.users.email, q.name)) : undefined;
    const rows = await db
      .select(columns)
      .from(t.users)
      .where(where)
      .orderBy(asc(t.users.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.users).where(where);
    return c.json(paginated(rows, total?.n ?? 0, q.page, q.perPage));
  })
  // Before /:id so the literal path wins: sets the limits of every existing account at once.
  .put('/elsa/limits/default_existed', requireAuth, requireSuperAdmin, async (c) => {
    const b = await body(c, limitsBody);
    const rows = await c.get('deps').db.update(t.users).set(b).returning({ id: t.users.id });
    return c.json({ data: { ...b, updated: rows.length } });
  })
  .put('/elsa/limits/:id', requireAuth, requireSuperAdmin, async (c) => {
    const { id } = params(c, v.object({ id: idString }));
    const b = await body(c, userBody);
    const { resetUsage, ...limits } = b;
    const [row] = await c
      .get('deps')
      .db.update(t.users)
      .set({ ...limits, ...(resetUsage ? { usedScriptedApiCall: 0, usedUnscriptedApiCall: 0 } : {}) })
      .where(eq(t.users.id, id))
      .returning(columns);
    if (!row) throw notFound();
    return c.json({ data: row });
  });
