// Who is calling and what they may do: bearer token → user; X-SCHOOL-ID → membership, expiry (423) and grants.
import { createMiddleware } from 'hono/factory';
import { and, eq, isNull, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import { HttpError, forbidden, unauthenticated } from '../http/errors.ts';
import { hashToken } from './tokens.ts';
import * as t from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SUPER_ADMIN_ROLE_ID, hasPermissions, type Grants, type PermissionKey } from '../../../src/shared/permissions.ts';

/** Requires a valid, unrevoked bearer token. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthenticated();
  const { db } = c.get('deps');
  const [row] = await db
    .select({ tokenId: t.accessTokens.id, user: t.users })
    .from(t.accessTokens)
    .innerJoin(t.users, eq(t.users.id, t.accessTokens.userId))
    .where(and(eq(t.accessTokens.tokenHash, hashToken(token)), isNull(t.accessTokens.revokedAt)))
    .limit(1);
  if (!row || !row.user.isActive) throw unauthenticated();
  const u = row.user;
  c.set('user', { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, userType: u.userType, tokenId: row.tokenId });
  c.set('grants', await systemGrants(db, u.id));
  await next();
});

export async function systemGrants(db: Db, userId: number): Promise<Grants> {
  const roles = await db.select({ roleId: t.userSystemRoles.roleId }).from(t.userSystemRoles)
    .innerJoin(t.systemRoles, eq(t.systemRoles.id, t.userSystemRoles.roleId))
    .where(and(eq(t.userSystemRoles.userId, userId), eq(t.systemRoles.isActive, true)));
  const roleIds = roles.map((r) => r.roleId);
  const superAdmin = roleIds.includes(SUPER_ADMIN_ROLE_ID);
  const perms = roleIds.length
    ? await db.select({ id: t.systemRolePermissions.permissionId }).from(t.systemRolePermissions)
        .where(inArray(t.systemRolePermissions.roleId, roleIds))
    : [];
  return { superAdmin, schoolAdmin: false, permissionIds: perms.map((p) => p.id) };
}

export async function isSuperAdmin(db: Db, userId: number): Promise<boolean> {
  return (await systemGrants(db, userId)).superAdmin;
}

/**
 * Resolves the school of a school-scoped call from X-SCHOOL-ID. A user who is not an active member gets 403 (a super
 * administrator acts as school administrator everywhere); an expired or deactivated school answers 423.
 * Must run after requireAuth.
 */
export const requireSchool = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.header('x-school-id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw forbidden();
  const schoolId = Number(raw);
  const { db } = c.get('deps');
  const user = c.get('user');
  const grants = c.get('grants');
  const [school] = await db.select().from(t.schools).where(eq(t.schools.id, schoolId)).limit(1);
  if (!school) throw forbidden();
  const [member] = await db.select().from(t.schoolMembers)
    .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, user.id), eq(t.schoolMembers.isActive, true)))
    .limit(1);
  if (!member && !grants.superAdmin) throw forbidden();
  if (!school.isActive || school.expiresAt.getTime() < Date.now()) throw new HttpError(423, MSG.schoolExpired);
  const schoolRoleId = member ? member.schoolRoleId : null;
  let permissionIds = grants.permissionIds;
  if (schoolRoleId !== null) {
    const perms = await db.select({ id: t.schoolRolePermissions.permissionId }).from(t.schoolRolePermissions)
      .innerJoin(t.schoolRoles, eq(t.schoolRoles.id, t.schoolRolePermissions.roleId))
      .where(and(eq(t.schoolRolePermissions.roleId, schoolRoleId), eq(t.schoolRoles.isActive, true)));
    permissionIds = [...permissionIds, ...perms.map((p) => p.id)];
  }
  c.set('school', { schoolId, schoolRoleId, position: member?.position ?? 'supervisor' });
  c.set('grants', { superAdmin: grants.superAdmin, schoolAdmin: schoolRoleId === null, permissionIds });
  await next();
});

/** 403 unless the caller holds the permissions (spec §6: all, or any). */
export function requirePermission(keys: PermissionKey | PermissionKey[], mode: 'all' | 'any' = 'all') {
  const list = Array.isArray(keys) ? keys : [keys];
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!hasPermissions(c.get('grants'), list, mode)) throw forbidden();
    await next();
  });
}

/** 403 unless the caller is a super administrator. */
export const requireSuperAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('grants').superAdmin) throw forbidden();
  await next();
});
