// Exam schedules for component tests: results shown on submission, or withheld until the exam closes.
import type { ExamSchedule } from '@/shared/exam.ts';

export const OPEN_SCHEDULE: ExamSchedule = {
  opensAt: null,
  closesAt: null,
  resultRelease: 'immediately',
  resultsReleasedAt: null,
  resultsVisible: true,
  maxAttempts: 1,
};

export const WITHHELD_SCHEDULE: ExamSchedule = {
  opensAt: null,
  closesAt: '2026-11-30T14:00:00.000Z',
  resultRelease: 'after_close',
  resultsReleasedAt: null,
  resultsVisible: false,
  maxAttempts: 1,
};
