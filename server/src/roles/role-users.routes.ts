// Who holds a system role (spec §7 roles: GET /roles/user/{id}; POST /roles/user/enroll/{id} and /unenroll/{id}):
// its holders listed and searched; with scope=all, every account of the system searched by name or email without
// accents, each marked whether it holds the role, to enrol from. Enrolling and unenrolling invalidate the cached
// grants of each person concerned (here and, announced, on every other instance): the change applies to their next
// request. Role 22 always keeps at least one active holder, so the system never loses its last administrator.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { forbidden, invalid } from '../http/errors.ts';
import { containsFoldedText } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { roleUsersSchema } from '../../../src/shared/schemas/system-role.ts';
import { assertMayEnrol, findRole, lockRole } from './role-queries.ts';

const listQuery = v.object({
  ...pagination,
  name: nameSearch,
  scope: v.optional(v.picklist(['holders', 'all'], MSG.invalidInput), 'holders'),
});
const idParam = v.object({ id: idString });

const holds = (roleId: number) => sql<boolean>`exists (select 1 from user_system_roles h where h.user_id = ${t.users.id} and h.role_id = ${roleId})`;

export const roleUsers = new Hono<AppEnv>()
  .get('/roles/user/:id{[0-9]+}', requireAuth, requirePermission('role.view'), async (c) => {
    const { id } = params(c, idParam);
    const q = query(c, listQuery);
    // Every account's name and email is for those who may enrol, not for every reader of the roles.
    if (q.scope === 'all' && !hasPermission(c.get('grants'), 'role.update')) throw forbidden();
    const { db } = c.get('deps');
    await findRole(db, id);
    const where = and(q.scope === 'holders' ? holds(id) : undefined, q.name ? containsFoldedText(t.users.searchText, q.name) : undefined);
    const rows = await db
      .select({
        id: t.users.id,
        first_name: t.users.firstName,
        last_name: t.users.lastName,
        email: t.users.email,
        userType: t.users.userType,
        isActive: t.users.isActive,
        enrolled: holds(id),
      })
      .from(t.users)
      .where(where)
      // Vietnamese lists sort by given name, then family name.
      .orderBy(asc(t.users.firstName), asc(t.users.lastName), asc(t.users.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.users).where(where);
    return c.json(paginated(rows, total?.n ?? 0, q.page, q.perPage));
  })
  .post('/roles/user/enroll/:id{[0-9]+}', requireAuth, requirePermission('role.update'), async (c) => {
    const { id } = params(c, idParam);
    const { userIds } = await body(c, roleUsersSchema);
    const { db } = c.get('deps');
    const role = await findRole(db, id);
    await assertMayEnrol(c, role);
    const added = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ n: count() })
        .from(t.users)
        .where(and(inArray(t.users.id, userIds), eq(t.users.isActive, true)));
      if ((found?.n ?? 0) !== userIds.length) throw invalid({ userIds: [MSG.roleUserInvalid] });
      // Someone already holding the role keeps it as is.
      const rows = await tx
        .insert(t.userSystemRoles)
        .values(userIds.map((userId) => ({ userId, roleId: id })))
        .onConflictDoNothing()
        .returning({ userId: t.userSystemRoles.userId });
      for (const r of rows) invalidateUser(r.userId);
      return rows.length;
    });
    return c.json({ data: { added } }, 201);
  })
  .post('/roles/user/unenroll/:id{[0-9]+}', requireAuth, requirePermission('role.update'), async (c) => {
    const { id } = params(c, idParam);
    const { userIds } = await body(c, roleUsersSchema);
    const { db } = c.get('deps');
    const role = await findRole(db, id);
    await assertMayEnrol(c, role);
    const removed = await db.transaction(async (tx) => {
      if (role.isSuperAdmin) {
        // Two administrators removing each other at once: the second waits, then counts what the first left.
        await lockRole(tx, id);
        const [left] = await tx
          .select({ n: count() })
          .from(t.userSystemRoles)
          .innerJoin(t.users, eq(t.users.id, t.userSystemRoles.userId))
          .where(and(eq(t.userSystemRoles.roleId, id), eq(t.users.isActive, true), notInArray(t.userSystemRoles.userId, userIds)));
        if ((left?.n ?? 0) === 0) throw invalid({ userIds: [MSG.lastSuperAdmin] });
      }
      const rows = await tx
        .delete(t.userSystemRoles)
        .where(and(eq(t.userSystemRoles.roleId, id), inArray(t.userSystemRoles.userId, userIds)))
        .returning({ userId: t.userSystemRoles.userId });
      for (const r of rows) invalidateUser(r.userId);
      return rows.length;
    });
    return c.json({ data: { removed } });
  });
