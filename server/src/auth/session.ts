// Starts and ends sign-ins (bearer tokens) and builds the SessionData of GET sessions/current (no school) and GET s/sessions/current (the school resolved by
// requireSchool), and the CurrentUser returned by profile updates.
import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { systemGrants } from './middleware.ts';
import { invalidateUser } from './auth-cache.ts';
import { hashToken, newToken } from './tokens.ts';
import { listUserSchools } from '../schools/user-schools.ts';
import { effectiveLimitColumns } from '../limits/effective.ts';
import { scoreThresholdsFor } from '../speech/settings.ts';
import { SCHOOL_ADMIN_ROLE_ID, type Grants } from '../../../src/shared/permissions.ts';
import type { CurrentUser, SessionData, SessionPermission } from '../../../src/shared/session.ts';

/** A user with their effective limits in the limit columns (their own figure, else their school's or the system's). */
type UserRow = Omit<typeof t.users.$inferSelect, 'totalAvailableStorage' | 'scriptedCallLimit' | 'unscriptedCallLimit'> & {
  totalAvailableStorage: number;
  scriptedCallLimit: number;
  unscriptedCallLimit: number;
};

/** The school part of a session, as requireSchool left it on the context. */
export interface SessionSchool {
  schoolId: number;
  /** The membership's role; null for a school administrator or a super administrator who is not a member. */
  schoolRoleId: number | null;
  grants: Grants;
}

const USER_TYPES = ['teacher', 'student', 'other'] as const;

export function toCurrentUser(u: UserRow, schoolRoleId: number | null, schoolRole: CurrentUser['schoolRole']): CurrentUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    avatar: u.avatar,
    phone: u.phone,
    gender: u.gender,
    birthday: u.birthday,
    userType: (USER_TYPES as readonly string[]).includes(u.userType) ? (u.userType as CurrentUser['userType']) : 'other',
    schoolRoleId,
    schoolRole,
    totalUsedStorage: u.totalUsedStorage,
    totalAvailableStorage: u.totalAvailableStorage,
    scriptedCallLimit: u.scriptedCallLimit,
    usedScriptedApiCall: u.usedScriptedApiCall,
    unscriptedCallLimit: u.unscriptedCallLimit,
    usedUnscriptedApiCall: u.usedUnscriptedApiCall,
    totalUsedApiCall: u.usedScriptedApiCall + u.usedUnscriptedApiCall,
    totalAvailableApiCall: u.scriptedCallLimit + u.unscriptedCallLimit,
    warningWhenNearLimit: u.warningWhenNearLimit,
  };
}

/** The role the user holds in a school, for the CurrentUser fields: 0 for administrators (spec §6, §9). */
async function schoolRoleFields(db: Db, school: SessionSchool | null) {
  if (!school) return { schoolRoleId: null, schoolRole: null, roleIsActive: false };
  if (school.grants.superAdmin || school.schoolRoleId === null) {
    return { schoolRoleId: SCHOOL_ADMIN_ROLE_ID, schoolRole: null, roleIsActive: false };
  }
  const [role] = await db.select().from(t.schoolRoles).where(eq(t.schoolRoles.id, school.schoolRoleId)).limit(1);
  return {
    schoolRoleId: school.schoolRoleId,
    schoolRole: role ? { id: role.id, name: role.name } : null,
    roleIsActive: role?.isActive ?? false,
  };
}

async function systemRoleList(db: Db, userId: number): Promise<SessionData['systemRole']> {
  const roles = await db
    .select({ roleId: t.userSystemRoles.roleId })
    .from(t.userSystemRoles)
    .innerJoin(t.systemRoles, eq(t.systemRoles.id, t.userSystemRoles.roleId))
    .where(and(eq(t.userSystemRoles.userId, userId), eq(t.systemRoles.isActive, true)))
    .orderBy(asc(t.userSystemRoles.roleId));
  if (!roles.length) return [];
  const perms = await db
    .select({ roleId: t.systemRolePermissions.roleId, permissionId: t.permissions.id, groupKey: t.permissions.groupKey })
    .from(t.systemRolePermissions)
    .innerJoin(t.permissions, eq(t.permissions.id, t.systemRolePermissions.permissionId))
    .where(
      inArray(
        t.systemRolePermissions.roleId,
        roles.map((r) => r.roleId),
      ),
    )
    .orderBy(asc(t.permissions.id));
  return roles.map((r) => ({
    roleId: r.roleId,
    systemPermissions: perms.filter((p) => p.roleId === r.roleId).map(toSessionPermission),
  }));
}

async function schoolPermissions(db: Db, roleId: number): Promise<SessionPermission[]> {
  const perms = await db
    .select({ permissionId: t.permissions.id, groupKey: t.permissions.groupKey })
    .from(t.schoolRolePermissions)
    .innerJoin(t.permissions, eq(t.permissions.id, t.schoolRolePermissions.permissionId))
    .where(eq(t.schoolRolePermissions.roleId, roleId))
    .orderBy(asc(t.permissions.id));
  return perms.map(toSessionPermission);
}

// Role-permission links have no id of their own (composite key), so the permission id doubles as the link id.
const toSessionPermission = (p: { permissionId: number; groupKey: string }): SessionPermission => ({
  id: p.permissionId,
  permissionId: p.permissionId,
  group: { key: p.groupKey },
});

export async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const [u] = await db
    .select({ ...getTableColumns(t.users), ...effectiveLimitColumns() })
    .from(t.users)
    .where(eq(t.users.id, userId))
    .limit(1);
  if (!u) throw new Error(`user ${userId} vanished`);
  return u;
}

/** The session of a user, outside any school (school null) or inside the school requireSchool resolved. */
export async function buildSession(db: Db, userId: number, school: SessionSchool | null = null): Promise<SessionData> {
  const u = await loadUser(db, userId);
  const role = await schoolRoleFields(db, school);
  const [systemRole, schools, grants, schoolRow, speakingThresholds] = await Promise.all([
    systemRoleList(db, userId),
    listUserSchools(db, userId),
    school ? Promise.resolve(school.grants) : systemGrants(db, userId),
    school
      ? db
          .select()
          .from(t.schools)
          .where(eq(t.schools.id, school.schoolId))
          .limit(1)
          .then((r) => r[0])
      : Promise.resolve(undefined),
    scoreThresholdsFor(db, school?.schoolId ?? null),
  ]);
  const schoolRole =
    role.schoolRole && role.roleIsActive ? [{ id: role.schoolRole.id, schoolPermissions: await schoolPermissions(db, role.schoolRole.id) }] : [];
  return {
    user: toCurrentUser(u, role.schoolRoleId, role.schoolRole),
    systemRole,
    schoolRole,
    schoolRoleId: role.schoolRoleId,
    school: schoolRow ? { id: schoolRow.id, name: schoolRow.name, code: schoolRow.code } : null,
    userSchools: schools,
    grants,
    speakingThresholds,
  };
}

/**
 * The school part for a call that names a school (X-SCHOOL-ID) without requiring it, e.g. a profile update: the
 * membership if there is one, otherwise null (the answer is then the school-less CurrentUser).
 */
export async function optionalSchool(db: Db, userId: number, rawSchoolId: string | undefined): Promise<SessionSchool | null> {
  if (!rawSchoolId || !/^\d{1,9}$/.test(rawSchoolId)) return null;
  const schoolId = Number(rawSchoolId);
  const grants = await systemGrants(db, userId);
  const [member] = await db
    .select()
    .from(t.schoolMembers)
    .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, userId), eq(t.schoolMembers.isActive, true)))
    .limit(1);
  if (!member && !grants.superAdmin) return null;
  return { schoolId, schoolRoleId: member?.schoolRoleId ?? null, grants };
}

/** CurrentUser for the given school context (see optionalSchool). */
export async function buildCurrentUser(db: Db, userId: number, school: SessionSchool | null): Promise<CurrentUser> {
  const [u, role] = await Promise.all([loadUser(db, userId), schoolRoleFields(db, school)]);
  return toCurrentUser(u, role.schoolRoleId, role.schoolRole);
}

/** A new bearer token for the user; only its hash is stored. Accepts a transaction, as a password change does. */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(t.accessTokens).values({ userId, tokenHash: hashToken(token) });
  return token;
}

/** Signs the user out everywhere (password change or reset). */
export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  invalidateUser(userId);
  await db
    .update(t.accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(t.accessTokens.userId, userId), isNull(t.accessTokens.revokedAt)));
}
