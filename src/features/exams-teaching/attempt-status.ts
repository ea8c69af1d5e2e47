// How the teacher reads an attempt: the server's status mapped to the five labels of the teaching view, whether it
// waits for a grade, and the order of the student picker (attempts to grade first).
import type { AttemptSummary, StudentAttempt } from '@/shared/exam.ts';

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

const COLORS: Record<AttemptLabel, string> = {
  'Chưa làm': 'bg-slate-50 text-slate-600 ring-slate-200',
  'Đang làm': 'bg-sky-50 text-sky-700 ring-sky-200',
  'Đã nộp': 'bg-amber-50 text-amber-700 ring-amber-200',
  'Tự động nộp': 'bg-orange-50 text-orange-700 ring-orange-200',
  'Đã chấm': 'bg-green-50 text-green-700 ring-green-200',
};

export const labelColor = (label: AttemptLabel) => COLORS[label];
