// Turning an approved request or an accepted invitation into a school membership, with the role the position implies.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { isSchoolAdmin, PERMISSIONS, SCHOOL_ADMIN_ROLE_ID, type Grants } from '../../../src/shared/permissions.ts';
import { SERVER_MSG } from '../messages.ts';

/** How long an invitation link stays valid; a resend starts the clock again. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Anything with the same query methods as the database: the database itself or a transaction. */
type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * The school role a new member gets. An explicit roleId wins (0 = school administrator, spec §9); otherwise the
 * position decides: teacher → the school's 'Giáo viên' role, officer → 'Hiệu trưởng', supervisor → administrator
 * (null). A school without the matching role is an error, never a silent promotion to administrator.
 */
export async function resolveRole(db: Tx, schoolId: number, position: string, roleId?: number): Promise<number | null> {
  if (roleId === SCHOOL_ADMIN_ROLE_ID) return null;
  if (roleId !== undefined) {
    const [role] = await db
      .select({ id: t.schoolRoles.id })
      .from(t.schoolRoles)
      .where(and(eq(t.schoolRoles.id, roleId), eq(t.schoolRoles.schoolId, schoolId), eq(t.schoolRoles.isActive, true)))
      .limit(1);
    if (!role) throw invalid({ roleId: [MSG.roleInvalid] });
    return role.id;
  }
  if (position === 'supervisor') return null;
  const [role] = await db
    .select({ id: t.schoolRoles.id })
    .from(t.schoolRoles)
    .where(and(eq(t.schoolRoles.schoolId, schoolId), eq(t.schoolRoles.position, position), eq(t.schoolRoles.isActive, true)))
    .orderBy(t.schoolRoles.id)
    .limit(1);
  if (!role) throw invalid({ roleId: [MSG.roleInvalid] });
  return role.id;
}

/**
 * Only a school administrator (or super administrator) may create another administrator: a principal holding
 * join_request.approve must not be able to hand out every permission of the school.
 */
export function assertMayGrant(schoolRoleId: number | null, callerIsAdmin: boolean): void {
  if (schoolRoleId === null && !callerIsAdmin) throw new HttpError(403, SERVER_MSG.adminOnly);
}

/**
 * A role chosen for someone hands them its permissions: a caller who is not an administrator may choose only a role
 * whose every permission they hold themselves, and never one that manages roles (the roles screen's rule, so the
 * member form and join approvals are no way around it). A position's default role is the school's policy and not
 * checked here.
 */
export async function assertMayChooseRole(db: Pick<Db, 'select'>, schoolRoleId: number | null, grants: Grants): Promise<void> {
  const admin = isSchoolAdmin(grants);
  assertMayGrant(schoolRoleId, admin);
  if (schoolRoleId === null || admin) return;
  const rows = await db
    .select({ id: t.schoolRolePermissions.permissionId })
    .from(t.schoolRolePermissions)
    .where(eq(t.schoolRolePermissions.roleId, schoolRoleId));
  if (rows.some((r) => ROLE_MANAGEMENT.has(r.id))) throw new HttpError(403, SERVER_MSG.roleGrantAdminOnly);
  const held = new Set(grants.permissionIds);
  if (rows.some((r) => !held.has(r.id))) throw new HttpError(403, SERVER_MSG.roleGrantNotHeld);
}

const ROLE_MANAGEMENT = new Set(PERMISSIONS.filter((p) => p.groupKey === 'school_role').map((p) => p.id));

/** Creates the membership, or re-activates a former one with the new role and position. */
export async function upsertMembership(db: Tx, m: { schoolId: number; userId: number; position: string; schoolRoleId: number | null }) {
  invalidateUser(m.userId);
  await db
    .insert(t.schoolMembers)
    .values({ ...m, isActive: true })
    .onConflictDoUpdate({
      target: [t.schoolMembers.schoolId, t.schoolMembers.userId],
      set: { schoolRoleId: m.schoolRoleId, position: m.position, isActive: true },
    });
}

/** The user's membership of the school, active or not. */
export async function findMembership(db: Tx, schoolId: number, userId: number) {
  const [row] = await db
    .select()
    .from(t.schoolMembers)
    .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A school that can take members: exists, active, not expired. */
export function schoolIsOpen(school: { isActive: boolean; expiresAt: Date }): boolean {
  return school.isActive && school.expiresAt.getTime() >= Date.now();
}

/** Who sees and manages every group of the school: its administrators, officers and supervisors; a teacher only hers. */
export function isGroupOverseer(grants: Grants, position: string): boolean {
  return isSchoolAdmin(grants) || ['officer', 'supervisor'].includes(position);
}
