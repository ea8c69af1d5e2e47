// The system roles (spec §6 role management, §7 roles: GET/POST /roles; GET/PATCH/DELETE /roles/{id};
// POST /roles/{id}/active and /inactive): listed and searched, created with system permissions, renamed and given
// other permissions, turned off and on, deleted once nobody holds them. role-queries.ts states the rules for role 22
// and against escalation.
//
// Freshness: a user's grants are cached per user (auth/auth-cache.ts); every change to a role's permissions or state
// invalidates each holder, here and (announced) on every other instance, so it applies to their next request.
//
// An inactive role grants nothing: its holders keep it but lose its permissions until it is turned on again
// (auth/middleware.ts reads only active roles).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { count, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { containsFolded } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { systemRolePatchSchema, systemRoleSchema } from '../../../src/shared/schemas/system-role.ts';
import {
  assertMayChange,
  assertNameFree,
  assertNotReducingSuper,
  assertSystemPermissions,
  findRole,
  invalidateHolders,
  listRoles,
  lockRole,
  lockRoles,
  nextRoleId,
  setPermissions,
} from './role-queries.ts';

const listQuery = v.object({
  ...pagination,
  name: nameSearch,
});
const idParam = v.object({ id: idString });

async function setActive(c: Context<AppEnv>, isActive: boolean) {
  const { id } = params(c, idParam);
  const { db } = c.get('deps');
  const role = await findRole(db, id);
  await assertMayChange(c, role, []);
  if (!isActive && role.isSuperAdmin) throw invalid({ id: [MSG.superRoleLocked] });
  await db.transaction(async (tx) => {
    await tx.update(t.systemRoles).set({ isActive }).where(eq(t.systemRoles.id, id));
    await invalidateHolders(tx, id);
  });
  return c.json({ data: await findRole(db, id) });
}

const view = requirePermission('role.view');
const create = requirePermission('role.create');
const update = requirePermission('role.update');
const remove = requirePermission('role.delete');

export const systemRoles = new Hono<AppEnv>()
  .get('/roles', requireAuth, view, async (c) => {
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const where = q.name ? containsFolded(t.systemRoles.name, q.name) : undefined;
    const rows = await listRoles(db, where, q.perPage, (q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.systemRoles).where(where);
    return c.json(paginated(rows, total?.n ?? 0, q.page, q.perPage));
  })
  .get('/roles/:id{[0-9]+}', requireAuth, view, async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await findRole(c.get('deps').db, id) });
  })
  .post('/roles', requireAuth, create, async (c) => {
    const input = await body(c, systemRoleSchema);
    const { db } = c.get('deps');
    await assertMayChange(c, null, input.permissionIds);
    const id = await db.transaction(async (tx) => {
      await lockRoles(tx);
      await assertNameFree(tx, input.name, null);
      await assertSystemPermissions(tx, input.permissionIds);
      const [row] = await tx
        .insert(t.systemRoles)
        .values({ id: await nextRoleId(tx), name: input.name })
        .returning({ id: t.systemRoles.id });
      await setPermissions(tx, row!.id, input.permissionIds);
      return row!.id;
    });
    return c.json({ data: await findRole(db, id) }, 201);
  })
  .patch('/roles/:id{[0-9]+}', requireAuth, update, async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, systemRolePatchSchema);
    const { db } = c.get('deps');
    await db.transaction(async (tx) => {
      await lockRoles(tx);
      const role = await findRole(tx, id);
      const added = input.permissionIds?.filter((p) => !role.permissionIds.includes(p)) ?? [];
      await assertMayChange(c, role, added);
      if (input.name !== undefined) {
        await assertNameFree(tx, input.name, id);
        await tx.update(t.systemRoles).set({ name: input.name }).where(eq(t.systemRoles.id, id));
      }
      if (input.permissionIds !== undefined) {
        await assertSystemPermissions(tx, input.permissionIds);
        assertNotReducingSuper(role, input.permissionIds);
        // Role 22's grants come from being role 22, not from rows: nothing to store for it.
        if (!role.isSuperAdmin) {
          await setPermissions(tx, id, input.permissionIds);
          await invalidateHolders(tx, id);
        }
      }
    });
    return c.json({ data: await findRole(db, id) });
  })
  .post('/roles/:id{[0-9]+}/active', requireAuth, update, (c) => setActive(c, true))
  .post('/roles/:id{[0-9]+}/inactive', requireAuth, update, (c) => setActive(c, false))
  .delete('/roles/:id{[0-9]+}', requireAuth, remove, async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const role = await findRole(db, id);
    await assertMayChange(c, role, []);
    if (role.isSuperAdmin) throw invalid({ id: [MSG.superRoleLocked] });
    await db.transaction(async (tx) => {
      // Holding the role's row lock makes the count final: an enrolment racing the delete waits and then fails on
      // its foreign key, instead of being dropped silently by ON DELETE CASCADE.
      await lockRole(tx, id);
      const [held] = await tx.select({ n: count() }).from(t.userSystemRoles).where(eq(t.userSystemRoles.roleId, id));
      if (held && held.n > 0) {
        const message = MSG.systemRoleInUse.replace('{}', String(held.n));
        throw new HttpError(422, message, { id: [message] });
      }
      await tx.delete(t.systemRoles).where(eq(t.systemRoles.id, id));
    });
    return c.json({ data: { id } });
  });
