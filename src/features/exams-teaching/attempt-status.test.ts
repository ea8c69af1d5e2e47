// The teacher's five attempt labels and the picker order (attempts waiting for a grade first).
import { describe, expect, it } from 'vitest';
import type { AttemptSummary, StudentAttempt } from '@/shared/exam.ts';
import { attemptLabel, attemptOwner, firstToGrade, gradingQueue, needsGrading } from './attempt-status.ts';

const attempt = (id: number, extra: Partial<AttemptSummary> = {}): AttemptSummary => ({
  id,
  number: 1,
  status: 'submitted',
  score: 5,
  late: false,
  isFullyMarked: false,
  createdAt: '2026-11-20T01:00:00Z',
  deadline: '2026-11-20T01:45:00Z',
  submittedAt: '2026-11-20T01:30:00Z',
  ...extra,
});
const row = (id: number, status: StudentAttempt['status'], a: AttemptSummary | null): StudentAttempt => ({
  student: { id, first_name: `Tên ${id}`, last_name: 'Họ', email: `hs${id}@x.vn` },
  status,
  attempt: a,
  attempts: a ? [a] : [],
});

describe('attempt status', () => {
  it('maps every server status to its Vietnamese label', () => {
    expect(attemptLabel('not_started', null)).toBe('Chưa làm');
    expect(attemptLabel('in_progress', attempt(1, { status: 'in_progress' }))).toBe('Đang làm');
    expect(attemptLabel('submitted', attempt(1))).toBe('Đã nộp');
    expect(attemptLabel('auto_submitted', attempt(1, { status: 'auto_submitted' }))).toBe('Tự động nộp');
    expect(attemptLabel('auto_submitted', attempt(1, { isFullyMarked: true }))).toBe('Đã chấm');
  });

  it('queues closed attempts by submission time, leaving out open or missing ones, and starts at the first to grade', () => {
    const rows = [
      row(1, 'submitted', attempt(11, { isFullyMarked: true })),
      row(2, 'submitted', attempt(12, { submittedAt: '2026-11-20T01:40:00Z' })),
      row(3, 'in_progress', attempt(13, { status: 'in_progress' })),
      row(4, 'not_started', null),
      row(5, 'auto_submitted', attempt(15, { submittedAt: '2026-11-20T01:20:00Z' })),
    ];
    const queue = gradingQueue(rows);
    expect(queue.map((r) => r.attempt!.id)).toEqual([15, 11, 12]);
    expect(firstToGrade(queue)).toBe(15);
    expect(rows.map(needsGrading)).toEqual([false, true, false, false, true]);
  });

  it('queues every closed attempt of a student who tried several times, naming which one', () => {
    const one = attempt(21, { number: 1, isFullyMarked: true, submittedAt: '2026-11-20T01:10:00Z' });
    const two = attempt(22, { number: 2, submittedAt: '2026-11-20T02:10:00Z' });
    const three = attempt(23, { number: 3, status: 'in_progress' });
    const several: StudentAttempt = { ...row(7, 'submitted', one), attempts: [one, two, three] };
    const queue = gradingQueue([several, row(8, 'submitted', attempt(30, { submittedAt: '2026-11-20T01:50:00Z' }))]);
    expect(queue.map((r) => r.attempt!.id)).toEqual([21, 30, 22]);
    expect(queue.map(attemptOwner)).toEqual(['Họ Tên 7 (lần 1)', 'Họ Tên 8', 'Họ Tên 7 (lần 2)']);
    expect(firstToGrade(queue)).toBe(30);
  });
});
