// A school's own roles (spec §6 role management, §7 roles /s/roles): list, read, create, rename and change the
// permissions of, turn off and on, delete. A role grants school-scope permissions only.
//
// Escalation: a member holding school_role.* but not administering the school must not be able to give themselves
// (or a friend) more than they have. So only an administrator (school or super) may grant school_role.*, touch a
// role that holds them, or touch the role the caller holds; anyone else may only grant permissions they hold.
//
// Freshness: a member's grants are cached per user (auth/auth-cache.ts); every change to a role's permissions or
// state invalidates each member holding it, so the change applies to their next request.
//
// An inactive role grants nothing: its members keep the role (and are not promoted to administrator, which a missing
// role would mean) but lose its permissions until it is turned on again (auth/middleware.ts reads only active roles'
// permissions), and it is not offered for new members (selections/school_roles).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { containsFolded } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { PERMISSIONS, hasPermission, isSchoolAdmin, type PermissionKey } from '../../../src/shared/permissions.ts';
import { schoolRolePatchSchema, schoolRoleSchema } from '../../../src/shared/schemas/school-role.ts';
import { SERVER_MSG } from '../messages.ts';
import { nameKey } from '../../../src/shared/fold.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const listQuery = v.object({
  ...pagination,
  name: nameSearch,
});
const idParam = v.object({ id: idString });

const ROLE_ADMIN_IDS = new Set(PERMISSIONS.filter((p) => p.groupKey === 'school_role').map((p) => p.id));
const KEY_OF = new Map(PERMISSIONS.map((p) => [p.id, `${p.groupKey}.${p.action}` as PermissionKey]));

const columns = {
  id: t.schoolRoles.id,
  name: t.schoolRoles.name,
  position: t.schoolRoles.position,
  isActive: t.schoolRoles.isActive,
  permissionIds: sql<number[]>`coalesce((select json_agg(p.permission_id order by p.permission_id) from school_role_permissions p
    where p.role_id = school_roles.id), '[]'::json)`,
  // Locked members count too: deleting their role would leave them with none, which means administrator.
  // The outer table is named in full: drizzle writes a bare "id", which inside the subquery would be the member's.
  memberCount: sql<number>`(select count(*)::int from school_members m where m.school_role_id = school_roles.id)`,
};

type RoleRow = { id: number; name: string; position: string | null; isActive: boolean; permissionIds: number[]; memberCount: number };

const toJson = (r: RoleRow) => ({ ...r, permissionIds: r.permissionIds.map(Number), memberCount: Number(r.memberCount) });

function select(db: Tx, where: SQL | undefined) {
  return db.select(columns).from(t.schoolRoles).where(where);
}

/** A role of the caller's school, or 404: other schools' role ids are never revealed. */
async function findRole(db: Tx, schoolId: number, id: number) {
  const [row] = await select(db, and(eq(t.schoolRoles.id, id), eq(t.schoolRoles.schoolId, schoolId))).limit(1);
  if (!row) throw notFound();
  return toJson(row);
}

/** Serialises role writes of one school, so two saves of the same name cannot both pass the check. */
async function lockSchool(tx: Tx, schoolId: number): Promise<void> {
  await tx.execute(sql`select id from schools where id = ${schoolId} for no key update`);
}

/** 422 when another role of the school has the name, letter case aside (PGlite's lower() leaves Vietnamese capitals). */
async function assertNameFree(tx: Tx, schoolId: number, name: string, exceptId: number | null): Promise<void> {
  const rows = await tx.select({ id: t.schoolRoles.id, name: t.schoolRoles.name }).from(t.schoolRoles).where(eq(t.schoolRoles.schoolId, schoolId));
  if (rows.some((r) => r.id !== exceptId && nameKey(r.name) === nameKey(name))) throw invalid({ name: [MSG.roleNameExists] });
}

/** 422 unless every id is a school-scope permission of the catalogue. */
async function assertSchoolPermissions(tx: Tx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: t.permissions.id })
    .from(t.permissions)
    .where(and(inArray(t.permissions.id, ids), eq(t.permissions.scope, 'school')));
  if (rows.length !== ids.length) throw invalid({ permissionIds: [MSG.rolePermissionInvalid] });
}

/** The escalation rules of the header, for a role about to be changed (null: a new role) and the permissions it will gain. */
function assertMayChange(c: Context<AppEnv>, role: RoleRow | null, added: number[]): void {
  const grants = c.get('grants');
  if (isSchoolAdmin(grants)) return;
  if (role && role.id === c.get('school').schoolRoleId) throw new HttpError(403, MSG.roleOwnAdminOnly);
  if (role?.permissionIds.some((p) => ROLE_ADMIN_IDS.has(p)) || added.some((p) => ROLE_ADMIN_IDS.has(p)))
    throw new HttpError(403, SERVER_MSG.roleGrantAdminOnly);
  if (added.some((p) => !hasPermission(grants, KEY_OF.get(p)!))) throw new HttpError(403, SERVER_MSG.roleGrantNotHeld);
}

/** Drops the cached grants of everyone holding the role, so what changed applies to their next request. */
async function invalidateHolders(tx: Tx, roleId: number): Promise<void> {
  const holders = await tx.select({ userId: t.schoolMembers.userId }).from(t.schoolMembers).where(eq(t.schoolMembers.schoolRoleId, roleId));
  for (const h of holders) invalidateUser(h.userId);
}

async function setPermissions(tx: Tx, roleId: number, ids: number[]): Promise<void> {
  await tx.delete(t.schoolRolePermissions).where(eq(t.schoolRolePermissions.roleId, roleId));
  if (ids.length) await tx.insert(t.schoolRolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
}

async function setActive(c: Context<AppEnv>, isActive: boolean) {
  const { id } = params(c, idParam);
  const { db } = c.get('deps');
  const { schoolId } = c.get('school');
  const role = await findRole(db, schoolId, id);
  assertMayChange(c, role, []);
  // A position's default role is what new teachers, principals or students get: without it they could not be added.
  if (!isActive && role.position !== null) throw invalid({ id: [SERVER_MSG.roleDefaultLocked] });
  await db.transaction(async (tx) => {
    await tx.update(t.schoolRoles).set({ isActive }).where(eq(t.schoolRoles.id, id));
    await invalidateHolders(tx, id);
  });
  return c.json({ data: await findRole(db, schoolId, id) });
}

const view = requirePermission('school_role.view');
const create = requirePermission('school_role.create');
const update = requirePermission('school_role.update');
const remove = requirePermission('school_role.delete');

export const schoolRoles = new Hono<AppEnv>()
  .get('/s/roles', requireAuth, requireSchool, view, async (c) => {
    const q = query(c, listQuery);
    const { db } = c.get('deps');
    const where = and(eq(t.schoolRoles.schoolId, c.get('school').schoolId), q.name ? containsFolded(t.schoolRoles.name, q.name) : undefined);
    const rows = await select(db, where)
      .orderBy(asc(t.schoolRoles.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.schoolRoles).where(where);
    return c.json(paginated(rows.map(toJson), total?.n ?? 0, q.page, q.perPage));
  })
  .get('/s/roles/:id{[0-9]+}', requireAuth, requireSchool, view, async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await findRole(c.get('deps').db, c.get('school').schoolId, id) });
  })
  .post('/s/roles', requireAuth, requireSchool, create, async (c) => {
    const input = await body(c, schoolRoleSchema);
    const { db } = c.get('deps');
    const { schoolId } = c.get('school');
    assertMayChange(c, null, input.permissionIds);
    const id = await db.transaction(async (tx) => {
      await lockSchool(tx, schoolId);
      await assertNameFree(tx, schoolId, input.name, null);
      await assertSchoolPermissions(tx, input.permissionIds);
      const [row] = await tx.insert(t.schoolRoles).values({ schoolId, name: input.name, position: null }).returning({ id: t.schoolRoles.id });
      await setPermissions(tx, row!.id, input.permissionIds);
      return row!.id;
    });
    return c.json({ data: await findRole(db, schoolId, id) }, 201);
  })
  .patch('/s/roles/:id{[0-9]+}', requireAuth, requireSchool, update, async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, schoolRolePatchSchema);
    const { db } = c.get('deps');
    const { schoolId } = c.get('school');
    await db.transaction(async (tx) => {
      await lockSchool(tx, schoolId);
      const role = await findRole(tx, schoolId, id);
      const added = input.permissionIds?.filter((p) => !role.permissionIds.includes(p)) ?? [];
      assertMayChange(c, role, added);
      if (input.name !== undefined) {
        await assertNameFree(tx, schoolId, input.name, id);
        await tx.update(t.schoolRoles).set({ name: input.name }).where(eq(t.schoolRoles.id, id));
      }
      if (input.permissionIds !== undefined) {
        await assertSchoolPermissions(tx, input.permissionIds);
        await setPermissions(tx, id, input.permissionIds);
        await invalidateHolders(tx, id);
      }
    });
    return c.json({ data: await findRole(db, schoolId, id) });
  })
  .patch('/s/roles/:id{[0-9]+}/active', requireAuth, requireSchool, update, (c) => setActive(c, true))
  .patch('/s/roles/:id{[0-9]+}/inactive', requireAuth, requireSchool, update, (c) => setActive(c, false))
  .delete('/s/roles/:id{[0-9]+}', requireAuth, requireSchool, remove, async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const { schoolId } = c.get('school');
    const role = await findRole(db, schoolId, id);
    assertMayChange(c, role, []);
    if (role.position !== null) throw invalid({ id: [SERVER_MSG.roleDefaultLocked] });
    await db.transaction(async (tx) => {
      // Locking the role's row waits for any membership being given it (their foreign key check shares the row) and
      // holds off new ones, so the count below is final: a member never silently loses the role (and becomes an
      // administrator through ON DELETE SET NULL).
      await tx.execute(sql`select id from school_roles where id = ${id} for update`);
      const [used] = await tx.select({ n: count() }).from(t.schoolMembers).where(eq(t.schoolMembers.schoolRoleId, id));
      if (used && used.n > 0) {
        const message = MSG.roleInUse.replace('{}', String(used.n));
        throw new HttpError(422, message, { id: [message] });
      }
      await tx.delete(t.schoolRoles).where(eq(t.schoolRoles.id, id));
    });
    return c.json({ data: { id } });
  });
