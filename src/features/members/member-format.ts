// Display helpers shared by the member screens: full names and position labels.
import { SCHOOL_POSITIONS } from '@/shared/constants.ts';

/** Vietnamese order: family name first. */
export const fullName = (u: { first_name: string; last_name: string }) => `${u.last_name} ${u.first_name}`.trim();

const LABELS: Record<string, string> = { ...Object.fromEntries(SCHOOL_POSITIONS.map((p) => [p.value, p.label])), student: 'Học sinh' };

export const positionLabel = (position: string) => LABELS[position] ?? position;
