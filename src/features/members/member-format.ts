// Display helpers shared by the member screens: full names, position labels and the staff roles a member can be given.
import { SCHOOL_POSITIONS } from '@/shared/constants.ts';
import { SCHOOL_ADMIN_ROLE_ID } from '@/shared/permissions.ts';

/** Vietnamese order: family name first. */
export const fullName = (u: { first_name: string; last_name: string }) => `${u.last_name} ${u.first_name}`.trim();

const LABELS: Record<string, string> = { ...Object.fromEntries(SCHOOL_POSITIONS.map((p) => [p.value, p.label])), student: 'Học sinh' };

export const positionLabel = (position: string) => LABELS[position] ?? position;

/** The roles a staff member can be given: the administrator pseudo-role only for a school administrator (the server checks too). */
export function staffRoleOptions(roles: { id: number; name: string; position: string | null }[], isAdmin: boolean) {
  return [
    ...(isAdmin ? [{ value: SCHOOL_ADMIN_ROLE_ID, label: 'Quản trị viên (toàn quyền)' }] : []),
    ...roles.filter((r) => r.position !== 'student').map((r) => ({ value: r.id, label: r.name })),
  ];
}
