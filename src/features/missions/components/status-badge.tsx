// A mission status as a coloured badge.
import type { MissionStatus } from '@/shared/mission.ts';
import { STATUS_LABELS, STATUS_TONE } from '../mission-format.ts';

export function StatusBadge({ status }: { status: MissionStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[status]}`}>{STATUS_LABELS[status]}</span>;
}
