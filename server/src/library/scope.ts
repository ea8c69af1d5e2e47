// Which items of a level a caller sees (spec §2 three libraries, §4 review): the system library is one; a school's
// library shows approved items to its staff, and every status to its reviewers and to each item's author; a
// personal library is its owner's alone, in the current school.
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import type { LibraryLevel } from '../../../src/shared/library.ts';
import { hasPermission, type Grants, type PermissionAction } from '../../../src/shared/permissions.ts';
import { permissionFor, type ContentType } from './content-type.ts';

export interface Scope {
  level: LibraryLevel;
  /** null for the system library. */
  schoolId: number | null;
  userId: number;
  grants: Grants;
}

export function scopeOf(c: Context<AppEnv>, level: LibraryLevel): Scope {
  return { level, schoolId: level === 'system' ? null : c.get('school').schoolId, userId: c.get('user').id, grants: c.get('grants') };
}

export const may = (type: ContentType, scope: Scope, action: PermissionAction) => hasPermission(scope.grants, permissionFor(type, scope.level, action));

export function demand(type: ContentType, scope: Scope, action: PermissionAction): void {
  if (!may(type, scope, action)) throw forbidden();
}

/** Reviewers of a school library see every status; others the approved items and their own. */
export const isReviewer = (type: ContentType, scope: Scope) => scope.level === 'school' && may(type, scope, 'approve');

export function visibleWhere(type: ContentType, scope: Scope): SQL {
  const c = type.cols;
  if (scope.level === 'system') return and(eq(c.level, 'system'), isNull(c.schoolId))!;
  const base = and(eq(c.level, scope.level), eq(c.schoolId, scope.schoolId!))!;
  if (scope.level === 'personal') return and(base, eq(c.ownerId, scope.userId))!;
  if (isReviewer(type, scope)) return base;
  const approved = type.approvedFor ? and(eq(c.status, 'approved'), type.approvedFor(scope)) : eq(c.status, 'approved');
  return and(base, or(approved, eq(c.ownerId, scope.userId)))!;
}
