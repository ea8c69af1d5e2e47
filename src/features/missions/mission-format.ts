// Labels of missions (spec §4 statuses), task kinds and people, shared by the teacher's and the student's screens.
import type { MissionStatus, MissionStatusFilter, MissionTaskType, PersonRef } from '@/shared/mission.ts';

export const STATUS_LABELS: Record<MissionStatus, string> = {
  NOT_DOING: 'Chưa làm',
  IN_PROGRESS: 'Đang làm',
  PENDING_REVIEW: 'Chờ chấm',
  COMPLETED: 'Đã hoàn thành',
};

export const FILTERS: { value: MissionStatusFilter; label: string }[] = [
  { value: 'all', label: 'Tất cả' },
  { value: 'NOT_DOING', label: STATUS_LABELS.NOT_DOING },
  { value: 'IN_PROGRESS', label: STATUS_LABELS.IN_PROGRESS },
  { value: 'PENDING_REVIEW', label: STATUS_LABELS.PENDING_REVIEW },
  { value: 'COMPLETED', label: STATUS_LABELS.COMPLETED },
];

export const STATUS_TONE: Record<MissionStatus, string> = {
  NOT_DOING: 'bg-slate-100 text-slate-700',
  IN_PROGRESS: 'bg-blue-50 text-blue-800',
  PENDING_REVIEW: 'bg-amber-50 text-amber-900',
  COMPLETED: 'bg-green-50 text-green-800',
};

export const TASK_LABELS: Record<MissionTaskType, string> = {
  exam: 'Bài kiểm tra',
  lecture: 'Đọc bài giảng',
  speaking: 'Luyện nói',
};

export const fullName = (p: Pick<PersonRef, 'first_name' | 'last_name'>) => `${p.last_name} ${p.first_name}`.trim();

/** Score out of 10 with a comma decimal, as Vietnamese marks are written. */
export const formatMark = (score: number | null) => (score === null ? '—' : `${String(Math.round(score * 10) / 10).replace('.', ',')}/10`);
