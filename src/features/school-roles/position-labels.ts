// The labels of the school's role list: the position a role is the default of.
import { SCHOOL_POSITIONS } from '@/shared/constants.ts';

const POSITION_LABELS: Record<string, string> = { ...Object.fromEntries(SCHOOL_POSITIONS.map((p) => [p.value, p.label])), student: 'Học sinh' };

/** "Giáo viên" for the teachers' default role; a role the school made stands for no position. */
export const rolePositionLabel = (position: string | null) => (position ? (POSITION_LABELS[position] ?? position) : '—');
