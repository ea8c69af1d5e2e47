// Speech-scoring limits for the system administrator (spec §7: limit update and default_existed; §9: the over-limit
// dialog sends users to the hotline to buy more, and this is where the bought calls are granted). The figures set
// here for one user are theirs alone (limits/effective.ts): a later change of the defaults or of their school's
// limits leaves them be, until they are cleared (null) here or by default_existed.
import { Hono } from 'hono';
import * as v from 'valibot';
import { asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { containsFolded } from '../http/search.ts';
import { notFound } from '../http/errors.ts';
import { effectiveLimit } from '../limits/effective.ts';
import { LIMIT_BUILTIN, LIMIT_USER_TYPES, limitValue, userLimitsSchema } from '../../../src/shared/usage-limits.ts';

const limitsBody = v.object({ scriptedCallLimit: limitValue, unscriptedCallLimit: limitValue });
const listQuery = v.object({ ...pagination, name: nameSearch });

const columns = {
  id: t.users.id,
  first_name: t.users.firstName,
  last_name: t.users.lastName,
  email: t.users.email,
  totalAvailableStorage: effectiveLimit('storageMb'),
  totalUsedStorage: t.users.totalUsedStorage,
  scriptedCallLimit: effectiveLimit('scriptedCallLimit'),
  usedScriptedApiCall: t.users.usedScriptedApiCall,
  unscriptedCallLimit: effectiveLimit('unscriptedCallLimit'),
  usedUnscriptedApiCall: t.users.usedUnscriptedApiCall,
  /** Whether some limit of this user was set by hand. */
  custom: sql<boolean>`(${t.users.totalAvailableStorage} is not null or ${t.users.scriptedCallLimit} is not null or ${t.users.unscriptedCallLimit} is not null)`,
};

const view = requirePermission('resource_limit.view');
const update = requirePermission('resource_limit.update');

export const speechLimits = new Hono<AppEnv>()
  .get('/elsa/limits', requireAuth, view, async (c) => {
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
  // Before /:id so the literal path wins. Sets the system default call limits of both user types and makes every
  // existing account follow them: call figures set by hand are cleared (the action says so: "for existing accounts").
  // A school's own limits stay, being a choice made for that school.
  .put('/elsa/limits/default_existed', requireAuth, update, async (c) => {
    const b = await body(c, limitsBody);
    const { db } = c.get('deps');
    const rows = await db.transaction(async (tx) => {
      const defaults = await tx.select().from(t.usageLimits).where(isNull(t.usageLimits.schoolId));
      for (const userType of LIMIT_USER_TYPES) {
        const row = defaults.find((d) => d.userType === userType);
        if (row)
          await tx
            .update(t.usageLimits)
            .set({ ...b, updatedAt: new Date() })
            .where(eq(t.usageLimits.id, row.id));
        else await tx.insert(t.usageLimits).values({ schoolId: null, userType, storageMb: LIMIT_BUILTIN.storageMb, ...b });
      }
      return tx
        .update(t.users)
        .set({ scriptedCallLimit: null, unscriptedCallLimit: null })
        .where(or(sql`${t.users.scriptedCallLimit} is not null`, sql`${t.users.unscriptedCallLimit} is not null`))
        .returning({ id: t.users.id });
    });
    return c.json({ data: { ...b, updated: rows.length } });
  })
  .put('/elsa/limits/:id', requireAuth, update, async (c) => {
    const { id } = params(c, v.object({ id: idString }));
    const { resetUsage, ...own } = await body(c, userLimitsSchema);
    const { db } = c.get('deps');
    const updated = await db
      .update(t.users)
      .set({ ...own, ...(resetUsage ? { usedScriptedApiCall: 0, usedUnscriptedApiCall: 0 } : {}) })
      .where(eq(t.users.id, id))
      .returning({ id: t.users.id });
    if (!updated.length) throw notFound();
    const [row] = await db.select(columns).from(t.users).where(eq(t.users.id, id));
    return c.json({ data: row });
  })
  .get('/elsa/limits/:id', requireAuth, view, async (c) => {
    const { id } = params(c, v.object({ id: idString }));
    const [row] = await c.get('deps').db.select(columns).from(t.users).where(eq(t.users.id, id));
    if (!row) throw notFound();
    return c.json({ data: row });
  });
