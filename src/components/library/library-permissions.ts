// What the signed-in user may do in a library level, from their grants (the server checks the same keys).
import { LIBRARY_KINDS, type LibraryKind, type LibraryLevel } from '@/shared/library.ts';
import { hasPermission, type Grants, type PermissionAction, type PermissionKey } from '@/shared/permissions.ts';

export function mayIn(grants: Grants, kind: LibraryKind, level: LibraryLevel, action: PermissionAction): boolean {
  return hasPermission(grants, `${LIBRARY_KINDS[kind].groupKeys[level]}.${action}` as PermissionKey);
}

export function libraryPermissions(grants: Grants, kind: LibraryKind, level: LibraryLevel) {
  return {
    create: mayIn(grants, kind, level, 'create'),
    update: mayIn(grants, kind, level, 'update'),
    delete: mayIn(grants, kind, level, 'delete'),
  };
}

/** What the sharing menu offers at a level: from a personal library every move, from a school's a copy of one's own. */
export function shareAllowance(grants: Grants, kind: LibraryKind, level: LibraryLevel) {
  return level === 'personal'
    ? {
        shareToSchool: mayIn(grants, kind, 'school', 'create'),
        copy: mayIn(grants, kind, 'personal', 'create'),
        shareToUser: true,
        transfer: mayIn(grants, kind, 'personal', 'update'),
      }
    : { copyFromSchool: level === 'school' && mayIn(grants, kind, 'personal', 'create') };
}
