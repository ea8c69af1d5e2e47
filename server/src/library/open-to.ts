// What a member opens of a library table in her school, without asking her permissions: the school's approved items,
// her own personal ones in that school and the system's approved ones. The rule for what a teacher may place in her
// own work (a lecture's media, a STEM topic's links, what she gives a group); lists and reviews use scope.ts instead.
import { and, eq, or, type AnyColumn, type SQL } from 'drizzle-orm';

export interface LibraryColumns {
  level: AnyColumn;
  schoolId: AnyColumn;
  status: AnyColumn;
  /** Who owns a personal item (`owner_id`, or `created_by` for lectures). */
  owner: AnyColumn;
}

/** `schoolId` null (outside a school): the system's approved items only. */
export function openToMember(cols: LibraryColumns, member: { schoolId: number | null; userId: number }): SQL {
  const { schoolId, userId } = member;
  return or(
    and(eq(cols.level, 'system'), eq(cols.status, 'approved')),
    schoolId === null ? undefined : and(eq(cols.level, 'school'), eq(cols.schoolId, schoolId), eq(cols.status, 'approved')),
    schoolId === null ? undefined : and(eq(cols.level, 'personal'), eq(cols.schoolId, schoolId), eq(cols.owner, userId)),
  )!;
}
