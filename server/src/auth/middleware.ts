// Who is calling and what they may do: bearer token → user; X-SCHOOL-ID → membership, expiry (423) and grants.
import { createMiddleware } from 'hono/factory';
import { and, eq, isNull, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, AuthedUser, SchoolContext } from '../http/env.ts';
import { cachedAuth } from './auth-cache.ts';
import { HttpError, forbidden, unauthenticated } from '../http/errors.ts';
import { hashToken } from './tokens.ts';
import * as t from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SUPER_ADMIN_ROLE_ID, hasPermissions, type Grants, type PermissionKey } from '../../../src/shared/permissions.ts';

interface TokenIdentity {
  user: AuthedUser;
  grants: Grants;
}

/** Token, user and system grants in one query; null for an unknown, revoked or deactivated account's token. */
async function loadIdentity(db: Db, tokenHash: string): Promise<TokenIdentity | null> {
  const [row] = await db
    .select({
      tokenId: t.accessTokens.id,
      user: t.users,
      roleIds: sql<number[]>`coalesce((select json_agg(r.role_id) from user_system_roles r
        join system_roles s on s.id = r.role_id and s.is_active where r.user_id = ${t.users.id}), '[]'::json)`,
      permissionIds: sql<number[]>`coalesce((select json_agg(distinct p.permission_id) from user_system_roles r
        join system_roles s on s.id = r.role_id and s.is_active
        join system_role_permissions p on p.role_id = r.role_id where r.user_id = ${t.users.id}), '[]'::json)`,
    })
    .from(t.accessTokens)
    .innerJoin(t.users, eq(t.users.id, t.accessTokens.userId))
    .where(and(eq(t.accessTokens.tokenHash, tokenHash), isNull(t.accessTokens.revokedAt)))
    .limit(1);
  if (!row || !row.user.isActive) return null;
  const u = row.user;
  return {
    user: { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, userType: u.userType, tokenId: row.tokenId },
    grants: { superAdmin: row.roleIds.map(Number).includes(SUPER_ADMIN_ROLE_ID), schoolAdmin: false, permissionIds: row.permissionIds.map(Number) },
  };
}

/** Requires a valid, unrevoked bearer token. Identity is cached in process (auth-cache.ts states the bound). */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthenticated();
  const { db } = c.get('deps');
  const hash = hashToken(token);
  const identity = await cachedAuth(
    db,
    `token:${hash}`,
    (v) => v?.user.id ?? null,
    () => loadIdentity(db, hash),
  );
  if (!identity) throw unauthenticated();
  c.set('user', identity.user);
  c.set('grants', identity.grants);
  await next();
});

export async function systemGrants(db: Db, userId: number): Promise<Grants> {
  const roles = await db
    .select({ roleId: t.userSystemRoles.roleId })
    .from(t.userSystemRoles)
    .innerJoin(t.systemRoles, eq(t.systemRoles.id, t.userSystemRoles.roleId))
    .where(and(eq(t.userSystemRoles.userId, userId), eq(t.systemRoles.isActive, true)));
  const roleIds = roles.map((r) => r.roleId);
  const superAdmin = roleIds.includes(SUPER_ADMIN_ROLE_ID);
  const perms = roleIds.length
    ? await db.select({ id: t.systemRolePermissions.permissionId }).from(t.systemRolePermissions).where(inArray(t.systemRolePermissions.roleId, roleIds))
    : [];
  return { superAdmin, schoolAdmin: false, permissionIds: perms.map((p) => p.id) };
}

interface Membership {
  school: { isActive: boolean; expiresAt: Date };
  member: { schoolRoleId: number | null; position: string; rolePermissionIds: number[] } | null;
}

/** The school and the user's active membership with its role's permissions, in one query; null: no such school. */
async function loadMembership(db: Db, userId: number, schoolId: number): Promise<Membership | null> {
  const [row] = await db
    .select({
      isActive: t.schools.isActive,
      expiresAt: t.schools.expiresAt,
      memberId: t.schoolMembers.id,
      schoolRoleId: t.schoolMembers.schoolRoleId,
      position: t.schoolMembers.position,
      rolePermissionIds: sql<number[]>`coalesce((select json_agg(p.permission_id) from school_role_permissions p
        join school_roles r on r.id = p.role_id and r.is_active where p.role_id = ${t.schoolMembers.schoolRoleId}), '[]'::json)`,
    })
    .from(t.schools)
    .leftJoin(t.schoolMembers, and(eq(t.schoolMembers.schoolId, t.schools.id), eq(t.schoolMembers.userId, userId), eq(t.schoolMembers.isActive, true)))
    .where(eq(t.schools.id, schoolId))
    .limit(1);
  if (!row) return null;
  return {
    school: { isActive: row.isActive, expiresAt: row.expiresAt },
    member: row.memberId === null ? null : { schoolRoleId: row.schoolRoleId, position: row.position!, rolePermissionIds: row.rolePermissionIds.map(Number) },
  };
}

/**
 * The caller's place and grants in a school: their system grants with their school role's. null when the school does
 * not exist or they are not an active member of it (a super administrator acts as school administrator everywhere);
 * an expired or deactivated school answers 423, except to the super administrator. Must run after requireAuth.
 */
export async function schoolGrantsOf(c: Context<AppEnv>, schoolId: number): Promise<{ school: SchoolContext; grants: Grants } | null> {
  const { db } = c.get('deps');
  const user = c.get('user');
  const grants = c.get('grants');
  const m = await cachedAuth(
    db,
    `school:${user.id}:${schoolId}`,
    (v) => (v ? user.id : null),
    () => loadMembership(db, user.id, schoolId),
  );
  if (!m) return null;
  const { school, member } = m;
  if (!member && !grants.superAdmin) return null;
  // The super administrator runs the system: she prepares a closed school (its roles, its members) before reopening it.
  if (!grants.superAdmin && (!school.isActive || school.expiresAt.getTime() < Date.now())) throw new HttpError(423, MSG.schoolExpired);
  return inSchool(grants, schoolId, member);
}

/** System grants joined with the school role's: a member without a role administers the school. */
function inSchool(grants: Grants, schoolId: number, member: Membership['member']): { school: SchoolContext; grants: Grants } {
  const schoolRoleId = member ? member.schoolRoleId : null;
  const permissionIds = member && schoolRoleId !== null ? [...grants.permissionIds, ...member.rolePermissionIds] : grants.permissionIds;
  return {
    school: { schoolId, schoolRoleId, position: member?.position ?? 'supervisor' },
    grants: { superAdmin: grants.superAdmin, schoolAdmin: schoolRoleId === null, permissionIds },
  };
}

/**
 * A user's grants in a school outside any request (a background task acting for the person who started it), read
 * afresh: null when the account is deactivated, they are no longer an active member or the school has expired.
 */
export async function memberGrants(db: Db, userId: number, schoolId: number): Promise<Grants | null> {
  const [[user], system, m] = await Promise.all([
    db.select({ isActive: t.users.isActive }).from(t.users).where(eq(t.users.id, userId)),
    systemGrants(db, userId),
    loadMembership(db, userId, schoolId),
  ]);
  if (!user?.isActive || !m || (!m.member && !system.superAdmin)) return null;
  if (!system.superAdmin && (!m.school.isActive || m.school.expiresAt.getTime() < Date.now())) return null;
  return inSchool(system, schoolId, m.member).grants;
}

/** Whether the caller is a member the school has locked (only asked on the way to a 403, to say why). */
async function lockedIn(c: Context<AppEnv>, schoolId: number): Promise<boolean> {
  const [row] = await c
    .get('deps')
    .db.select({ id: t.schoolMembers.id })
    .from(t.schoolMembers)
    .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, c.get('user').id), eq(t.schoolMembers.isActive, false)))
    .limit(1);
  return Boolean(row);
}

/** Resolves the school of a school-scoped call from X-SCHOOL-ID (schoolGrantsOf): 403 for a non-member. */
export const requireSchool = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.header('x-school-id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw forbidden();
  const found = await schoolGrantsOf(c, Number(raw));
  if (!found) throw (await lockedIn(c, Number(raw))) ? new HttpError(403, MSG.memberLockedInSchool) : forbidden();
  c.set('school', found.school);
  c.set('grants', found.grants);
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
