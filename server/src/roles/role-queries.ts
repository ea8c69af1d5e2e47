// Reads and writes of the system roles (spec §6, §7 /roles) shared by their routes and the enrolment routes.
//
// Role 22 is the super administrator's: auth/middleware.ts makes anyone holding it (while active) a super
// administrator with every permission, whatever rows it has in system_role_permissions. So it is shown with every
// system permission of the catalogue, and it is never deleted, turned off or given fewer permissions: doing so would
// strip the system of its administrators.
//
// Escalation: a holder of role.* who is not a super administrator must not be able to give herself (or a friend)
// more than she has. So only a super administrator touches role 22, a role granting role.*, or a role the caller holds
// herself; anyone else grants (or enrols people into) only permissions she holds.
import type { Context } from 'hono';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { PERMISSIONS, SUPER_ADMIN_ROLE_ID, hasPermission, type PermissionKey } from '../../../src/shared/permissions.ts';
import { nameKey } from '../../../src/shared/fold.ts';
import { SERVER_MSG } from '../messages.ts';
import type { SystemRole } from '../../../src/shared/system-role.ts';

export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const SYSTEM_IDS = PERMISSIONS.filter((p) => p.scope === 'system').map((p) => p.id);
const ROLE_ADMIN_IDS = new Set(PERMISSIONS.filter((p) => p.groupKey === 'role').map((p) => p.id));
const KEY_OF = new Map(PERMISSIONS.map((p) => [p.id, `${p.groupKey}.${p.action}` as PermissionKey]));

export type { SystemRole };

const columns = {
  id: t.systemRoles.id,
  name: t.systemRoles.name,
  isActive: t.systemRoles.isActive,
  // The outer table is named in full: drizzle writes a bare "id", which inside the subquery would be the link's.
  permissionIds: sql<number[]>`coalesce((select json_agg(p.permission_id order by p.permission_id) from system_role_permissions p
    where p.role_id = system_roles.id), '[]'::json)`,
  userCount: sql<number>`(select count(*)::int from user_system_roles u where u.role_id = system_roles.id)`,
};

type Row = { id: number; name: string; isActive: boolean; permissionIds: number[]; userCount: number };

function toJson(r: Row): SystemRole {
  const isSuperAdmin = r.id === SUPER_ADMIN_ROLE_ID;
  return {
    id: r.id,
    name: r.name,
    isActive: r.isActive,
    isSuperAdmin,
    permissionIds: isSuperAdmin ? SYSTEM_IDS : r.permissionIds.map(Number),
    userCount: Number(r.userCount),
  };
}

export async function listRoles(db: Tx, where: SQL | undefined, limit: number, offset: number): Promise<SystemRole[]> {
  const rows = await db.select(columns).from(t.systemRoles).where(where).orderBy(asc(t.systemRoles.id)).limit(limit).offset(offset);
  return rows.map(toJson);
}

/** The role, or 404. */
export async function findRole(db: Tx, id: number): Promise<SystemRole> {
  const [row] = await db.select(columns).from(t.systemRoles).where(eq(t.systemRoles.id, id)).limit(1);
  if (!row) throw notFound();
  return toJson(row);
}

/** Serialises writes to the system roles: two saves of one name, or two new ids, never both pass. */
export async function lockRoles(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('system_roles'))`);
}

/** Locks one role's row: enrolments into it (their foreign key check shares the row) wait, and wait for this. */
export async function lockRole(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`select id from system_roles where id = ${id} for update`);
}

/** The next free id: system role ids are chosen by the application (22 is fixed by the spec), never reused. */
export async function nextRoleId(tx: Tx): Promise<number> {
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${t.systemRoles.id}), ${SUPER_ADMIN_ROLE_ID})` }).from(t.systemRoles);
  return Math.max(Number(row?.max ?? 0), SUPER_ADMIN_ROLE_ID) + 1;
}

/** 422 when another system role has the name, whatever its letter case. */
export async function assertNameFree(tx: Tx, name: string, exceptId: number | null): Promise<void> {
  const rows = await tx.select({ id: t.systemRoles.id, name: t.systemRoles.name }).from(t.systemRoles);
  if (rows.some((r) => r.id !== exceptId && nameKey(r.name) === nameKey(name))) throw invalid({ name: [MSG.systemRoleNameExists] });
}

/** 422 unless every id is a system-scope permission of the catalogue. */
export async function assertSystemPermissions(tx: Tx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: t.permissions.id })
    .from(t.permissions)
    .where(and(inArray(t.permissions.id, ids), eq(t.permissions.scope, 'system')));
  if (rows.length !== ids.length) throw invalid({ permissionIds: [MSG.systemRolePermissionInvalid] });
}

/** Role 22 keeps every permission: a list that leaves any out is refused. */
export function assertNotReducingSuper(role: SystemRole, ids: number[]): void {
  if (role.isSuperAdmin && SYSTEM_IDS.some((p) => !ids.includes(p))) throw invalid({ permissionIds: [MSG.superRoleLocked] });
}

export async function setPermissions(tx: Tx, roleId: number, ids: number[]): Promise<void> {
  await tx.delete(t.systemRolePermissions).where(eq(t.systemRolePermissions.roleId, roleId));
  if (ids.length) await tx.insert(t.systemRolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
}

/**
 * Drops the cached grants of everyone holding the role, on this instance and (announced) on every other, so what
 * changed applies to their next request.
 */
export async function invalidateHolders(tx: Tx, roleId: number): Promise<void> {
  const holders = await tx.select({ userId: t.userSystemRoles.userId }).from(t.userSystemRoles).where(eq(t.userSystemRoles.roleId, roleId));
  for (const h of holders) invalidateUser(h.userId);
}

async function heldByCaller(c: Context<AppEnv>, roleId: number): Promise<boolean> {
  const [row] = await c
    .get('deps')
    .db.select({ roleId: t.userSystemRoles.roleId })
    .from(t.userSystemRoles)
    .where(and(eq(t.userSystemRoles.userId, c.get('user').id), eq(t.userSystemRoles.roleId, roleId)))
    .limit(1);
  return Boolean(row);
}

/** The escalation rules of the header, for a role about to be changed (null: a new one) and the permissions it gains. */
export async function assertMayChange(c: Context<AppEnv>, role: SystemRole | null, added: number[]): Promise<void> {
  const grants = c.get('grants');
  if (grants.superAdmin) return;
  if (role && (role.isSuperAdmin || role.permissionIds.some((p) => ROLE_ADMIN_IDS.has(p)) || (await heldByCaller(c, role.id))))
    throw new HttpError(403, SERVER_MSG.systemRoleGrantSuperOnly);
  if (added.some((p) => ROLE_ADMIN_IDS.has(p))) throw new HttpError(403, SERVER_MSG.systemRoleGrantSuperOnly);
  if (added.some((p) => !hasPermission(grants, KEY_OF.get(p)!))) throw new HttpError(403, SERVER_MSG.roleGrantNotHeld);
}

/** Enrolling someone hands them the role's permissions: the same rules, as if each of them were being granted. */
export const assertMayEnrol = (c: Context<AppEnv>, role: SystemRole) => assertMayChange(c, role, role.permissionIds);
