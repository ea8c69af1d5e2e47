// An exam's window in a group and its results policy as the student's and the teacher's screens say them: one set of
// words for "opens at", "closes at", "results after the closing time"…, read from the server's ExamSchedule.
import { EXAM_MAX_ATTEMPTS, type ExamSchedule, type ResultRelease } from '@/shared/exam.ts';
import { formatClock } from './format.ts';

export type WindowState = 'upcoming' | 'open' | 'closed';

export function windowState(s: Pick<ExamSchedule, 'opensAt' | 'closesAt'>, now = Date.now()): WindowState {
  if (s.opensAt && Date.parse(s.opensAt) > now) return 'upcoming';
  if (s.closesAt && Date.parse(s.closesAt) <= now) return 'closed';
  return 'open';
}

/** "Mở lúc 07:30 02/12/2026", "Đóng lúc 21:00", "Đã đóng lúc …"; null when the exam has no limit. */
export function windowText(s: Pick<ExamSchedule, 'opensAt' | 'closesAt'>, now = Date.now()): string | null {
  const state = windowState(s, now);
  if (state === 'upcoming') return `Mở lúc ${formatClock(s.opensAt, now)}`;
  if (state === 'closed') return `Đã đóng lúc ${formatClock(s.closesAt, now)}`;
  return s.closesAt ? `Đóng lúc ${formatClock(s.closesAt, now)}` : null;
}

/** The author's choices, as the teacher picks them. */
export const RESULT_RELEASE_LABELS: Record<ResultRelease, string> = {
  immediately: 'Ngay khi học sinh nộp bài',
  after_close: 'Sau khi bài thi đóng',
  on_release: 'Khi giáo viên công bố',
};

/** The teacher's choice of how many attempts each student may make. */
export const ATTEMPT_LIMIT_LABEL = 'Số lần làm bài';
export const ATTEMPT_LIMIT_OPTIONS = Array.from({ length: EXAM_MAX_ATTEMPTS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 lần' : `${i + 1} lần (tính lần điểm cao nhất)`,
}));

/** "Đã làm 2/3 lần" beside an exam allowing more than one attempt; null when it allows one. */
export function attemptsText(made: number, max: number): string | null {
  return max > 1 ? `Đã làm ${made}/${max} lần` : null;
}

/** A result's score while it is not released yet. */
export const RESULTS_WAITING = 'Chờ công bố';

/** What the student is told about results not released yet. */
export function resultsWaitingText(s: ExamSchedule, now = Date.now()): string {
  if (s.resultRelease === 'after_close' && s.closesAt) return `Điểm và đáp án sẽ được công bố sau khi bài thi đóng lúc ${formatClock(s.closesAt, now)}.`;
  return 'Điểm và đáp án sẽ được công bố khi giáo viên công bố kết quả.';
}
