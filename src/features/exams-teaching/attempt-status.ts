// How the teacher reads an attempt: the server's status mapped to the five labels of the teaching view, whether it
// waits for a grade, and the order of the student picker (attempts to grade first).
import type { AttemptSummary, StudentAttempt } from '@/shared/exam.ts';
import type { BadgeTone } from '@/components/ui/badge.tsx';

export type AttemptLabel = 'Chưa làm' | 'Đang làm' | 'Đã nộp' | 'Tự động nộp' | 'Đã chấm';

/** 'Đã chấm' wins over how the attempt was closed: once every essay and recording is graded, that is what matters. */
export function attemptLabel(status: StudentAttempt['status'], attempt: AttemptSummary | null): AttemptLabel {
  if (status === 'not_started' || !attempt) return 'Chưa làm';
  if (status === 'in_progress') return 'Đang làm';
  if (attempt.isFullyMarked) return 'Đã chấm';
  return status === 'auto_submitted' ? 'Tự động nộp' : 'Đã nộp';
}

/** Closed (submitted or auto-submitted) and not fully graded. */
export const needsGrading = (row: StudentAttempt) =>
  row.attempt !== null && row.status !== 'in_progress' && row.status !== 'not_started' && !row.attempt.isFullyMarked;

/** Closed attempts can be opened on the grading page; open or missing ones cannot. */
export const isGradable = (row: StudentAttempt) => row.attempt !== null && row.status !== 'in_progress' && row.status !== 'not_started';

export const fullName = (p: { first_name: string; last_name: string }) => `${p.last_name} ${p.first_name}`.trim();

/** The picker's list: attempts waiting for a grade first (by submission time), then graded ones, by name. */
export function pickerOrder(rows: readonly StudentAttempt[]): StudentAttempt[] {
  const gradable = rows.filter(isGradable);
  const submitted = (r: StudentAttempt) => r.attempt?.submittedAt ?? r.attempt?.deadline ?? '';
  const waiting = gradable.filter(needsGrading).sort((a, b) => submitted(a).localeCompare(submitted(b)));
  const done = gradable.filter((r) => !needsGrading(r));
  return [...waiting, ...done];
}

/** Waiting for the teacher reads as a warning, graded as done. */
export const LABEL_TONES: Record<AttemptLabel, BadgeTone> = {
  'Chưa làm': 'neutral',
  'Đang làm': 'info',
  'Đã nộp': 'warning',
  'Tự động nộp': 'warning',
  'Đã chấm': 'success',
};
