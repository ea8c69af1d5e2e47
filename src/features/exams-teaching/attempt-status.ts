// How the teacher reads an attempt: the server's status mapped to the five labels of the teaching view, whether it
// waits for a grade, and the grading queue (by submission time).
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

/** Each attempt of each student as its own row (a student who tried twice is graded twice). */
export function eachAttempt(rows: readonly StudentAttempt[]): StudentAttempt[] {
  return rows.flatMap((r) => (r.attempts.length > 1 ? r.attempts.map((a) => ({ ...r, status: a.status, attempt: a })) : [r]));
}

/**
 * The grading queue: every closed attempt by submission time, oldest first. The order stays put while the teacher
 * grades (a graded attempt keeps its place), so "next" always means the one after.
 */
export function gradingQueue(rows: readonly StudentAttempt[]): StudentAttempt[] {
  const submitted = (r: StudentAttempt) => r.attempt?.submittedAt ?? r.attempt?.deadline ?? '';
  return eachAttempt(rows)
    .filter(isGradable)
    .sort((a, b) => submitted(a).localeCompare(submitted(b)) || a.attempt!.id - b.attempt!.id);
}

/** "Lê Chi", or "Lê Chi (lần 2)" for a student with several attempts. */
export const attemptOwner = (row: StudentAttempt) =>
  row.attempts.length > 1 && row.attempt ? `${fullName(row.student)} (lần ${row.attempt.number})` : fullName(row.student);

/** Where grading starts: the first attempt waiting for a grade, else the first of the queue. */
export const firstToGrade = (queue: readonly StudentAttempt[]) => (queue.find(needsGrading) ?? queue[0])?.attempt?.id;

/** Waiting for the teacher reads as a warning, graded as done. */
export const LABEL_TONES: Record<AttemptLabel, BadgeTone> = {
  'Chưa làm': 'neutral',
  'Đang làm': 'info',
  'Đã nộp': 'warning',
  'Tự động nộp': 'warning',
  'Đã chấm': 'success',
};
