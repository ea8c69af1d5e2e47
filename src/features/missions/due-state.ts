// How close a student's mission is to its due time, for the badge beside it: work not handed in after the due time is
// overdue, work due within two days is due soon. Handed-in work (waiting for review or completed) has no badge.
import type { MissionStatus } from '@/shared/mission.ts';

export const DUE_SOON_MS = 48 * 60 * 60 * 1000;

export type DueState = 'overdue' | 'dueSoon' | null;

export function dueState(mission: { status: MissionStatus; dueAt: string | null }, now = Date.now()): DueState {
  if (!mission.dueAt || mission.status === 'PENDING_REVIEW' || mission.status === 'COMPLETED') return null;
  const due = Date.parse(mission.dueAt);
  if (due < now) return 'overdue';
  return due - now <= DUE_SOON_MS ? 'dueSoon' : null;
}
