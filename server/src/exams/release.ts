// An exam's window in a group (opens, closes) and whether its students may see their results yet: the one place that
// decides it, so the list, the result and the attempt summary never disagree.
import type { AttemptSummary, ExamResult, ExamSchedule, ResultQuestion, ResultRelease } from '../../../src/shared/exam.ts';
import { HttpError } from '../http/errors.ts';
import { SERVER_MSG } from '../messages.ts';

export interface ScheduleColumns {
  opensAt: Date | null;
  closesAt: Date | null;
  resultsReleasedAt: Date | null;
  resultRelease: string;
  maxAttempts: number;
}

/** The schedule as the API sends it, with visibility decided by the server's clock. */
export function examSchedule(row: ScheduleColumns, now = new Date()): ExamSchedule {
  const policy = row.resultRelease as ResultRelease;
  const visible =
    policy === 'immediately' ||
    row.resultsReleasedAt !== null ||
    (policy === 'after_close' && row.closesAt !== null && row.closesAt.getTime() <= now.getTime());
  return {
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    resultRelease: policy,
    resultsReleasedAt: row.resultsReleasedAt?.toISOString() ?? null,
    resultsVisible: visible,
    maxAttempts: row.maxAttempts,
  };
}

/**
 * An attempt taken for a mission (or of an exam no longer given to the group) has no window of its own: the mission's
 * due date rules it, and its results show on submission.
 */
export const NO_SCHEDULE: ExamSchedule = {
  opensAt: null,
  closesAt: null,
  resultRelease: 'immediately',
  resultsReleasedAt: null,
  resultsVisible: true,
  maxAttempts: 1,
};

/** Refuses a new attempt outside the window (an attempt already started is resumed whatever the time). */
export function assertOpen(row: Pick<ScheduleColumns, 'opensAt' | 'closesAt'>, now = new Date()): void {
  if (row.opensAt && row.opensAt.getTime() > now.getTime()) throw new HttpError(422, SERVER_MSG.examNotOpenYet);
  if (row.closesAt && row.closesAt.getTime() <= now.getTime()) throw new HttpError(422, SERVER_MSG.examClosed);
}

/** A new attempt's deadline: its duration, cut at the closing time. */
export function attemptDeadline(createdAt: Date, durationSeconds: number, closesAt: Date | null): Date {
  const end = createdAt.getTime() + durationSeconds * 1000;
  return new Date(closesAt ? Math.min(end, closesAt.getTime()) : end);
}

const withheldQuestion = (q: ResultQuestion): ResultQuestion => ({
  ...q,
  correctAnswer: null,
  pointEarned: null,
  isMarked: false,
  comment: null,
  subQuestions: q.subQuestions?.map(withheldQuestion),
});

/** The result as its student may see it now: without score, points, comments and correct answers until released. */
export function forStudent(result: ExamResult): ExamResult {
  if (result.schedule.resultsVisible) return result;
  return {
    ...result,
    score: null,
    pointEarned: null,
    completionComment: null,
    fractions: result.fractions.map((f) => ({ ...f, questions: f.questions.map(withheldQuestion) })),
  };
}

export function summaryForStudent(summary: AttemptSummary, schedule: ExamSchedule): AttemptSummary {
  return schedule.resultsVisible ? summary : { ...summary, score: null };
}
