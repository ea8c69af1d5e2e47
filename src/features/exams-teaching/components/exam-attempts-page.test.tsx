// The students' attempts at an exam: the five status labels, score with a decimal comma, submission time as
// HH:mm:ss dd/MM/yyyy, the 'Nộp muộn' flag, grading links only for closed attempts, and the per-question statistics.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { AttemptSummary, ExamStatistics, StudentAttempt, TeachingExam } from '@/shared/exam.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { OPEN_SCHEDULE } from '@/test/exam-fixtures.ts';
import { ExamAttemptsPage } from './exam-attempts-page.tsx';

const api = mockApi();

const exam: TeachingExam = {
  id: 3,
  title: 'Kiểm tra giữa kì',
  description: null,
  duration: 2700,
  questionCount: 11,
  totalPoint: 10,
  assignedAt: '2026-11-20T00:00:00Z',
  studentCount: 5,
  startedCount: 4,
  submittedCount: 3,
  toGradeCount: 2,
  lateCount: 1,
  canSchedule: true,
  isAuthor: true,
  ...OPEN_SCHEDULE,
};
const attempt = (id: number, extra: Partial<AttemptSummary>): AttemptSummary => ({
  id,
  number: 1,
  status: 'submitted',
  score: 6.5,
  late: false,
  isFullyMarked: false,
  createdAt: '2026-11-20T01:00:00Z',
  deadline: '2026-11-20T01:45:00Z',
  submittedAt: '2026-11-20T01:30:05Z',
  ...extra,
});
const row = (id: number, first: string, status: StudentAttempt['status'], a: AttemptSummary | null): StudentAttempt => ({
  student: { id, first_name: first, last_name: 'Lê', email: `hs${id}@nguyendu.edu.vn` },
  status,
  attempt: a,
  attempts: a ? [a] : [],
});
const rows = [
  row(1, 'An', 'not_started', null),
  row(2, 'Bình', 'in_progress', attempt(12, { status: 'in_progress', score: null, submittedAt: null })),
  row(3, 'Chi', 'submitted', attempt(13, {})),
  row(4, 'Dũng', 'auto_submitted', attempt(14, { status: 'auto_submitted', late: true, submittedAt: '2026-11-20T02:10:00Z' })),
  row(5, 'Giang', 'submitted', attempt(15, { isFullyMarked: true, score: 8.5 })),
];

const statistics: ExamStatistics = {
  submitted: 3,
  questions: [
    {
      questionId: 31,
      number: 1,
      questionType: 'singleChoice',
      text: 'Thủ đô của Việt Nam?',
      allocatedPoint: 1,
      answered: 3,
      correct: 1,
      ungraded: 0,
      averagePoint: 1 / 3,
      options: [
        { id: 'a', text: 'Huế', correct: false, chosen: 2 },
        { id: 'b', text: 'Hà Nội', correct: true, chosen: 1 },
      ],
    },
    { questionId: 32, number: 2, questionType: 'essay', text: 'Tả Hà Nội.', allocatedPoint: 2, answered: 2, correct: 0, ungraded: 2, averagePoint: null },
  ],
};

async function renderPage() {
  api.on('get', 's/school_groups/2/exams/3', data(exam));
  api.on('get', 's/school_groups/2/exams/3/user_exams', data(rows, { pagination: { total: 5, page: 1, perPage: 5 } }));
  api.on('get', 's/tasks/latest', data(null));
  api.on('get', 's/school_groups/2/exams/3/statistics', data(statistics));
  renderInApp(() => <ExamAttemptsPage schoolId={1} groupId={2} examId={3} />);
  await screen.findByText('Lê Chi');
}

const line = (name: string) => screen.getByText(name).closest('tr')!;

afterEach(() => {
  cleanup();
});

describe('ExamAttemptsPage', () => {
  it('labels every attempt and flags the late one', async () => {
    await renderPage();
    expect(within(line('Lê An')).getByText('Chưa làm')).toBeInTheDocument();
    expect(within(line('Lê Bình')).getByText('Đang làm')).toBeInTheDocument();
    expect(within(line('Lê Chi')).getByText('Đã nộp')).toBeInTheDocument();
    expect(within(line('Lê Dũng')).getByText('Tự động nộp')).toBeInTheDocument();
    expect(within(line('Lê Dũng')).getByText('Nộp muộn')).toBeInTheDocument();
    expect(within(line('Lê Chi')).queryByText('Nộp muộn')).not.toBeInTheDocument();
    expect(within(line('Lê Giang')).getByText('Đã chấm')).toBeInTheDocument();
    expect(within(line('Lê Giang')).getByText('8,5')).toBeInTheDocument();
    expect(await screen.findByText(/Cần chấm 2 · Nộp muộn 1/)).toBeInTheDocument();
  });

  it('shows the submission time in full and links closed attempts to the grading page', async () => {
    await renderPage();
    expect(within(line('Lê Chi')).getByText(/^\d{2}:\d{2}:05 20\/11\/2026$/)).toBeInTheDocument();
    const grade = within(line('Lê Chi')).getByRole('link', { name: 'Chấm bài Lê Chi' });
    expect(grade).toHaveAttribute('href', '/1/school-group/2/3/cham-diem?userExamId=13');
    expect(within(line('Lê Giang')).getByRole('link', { name: 'Xem bài Lê Giang' })).toBeInTheDocument();
    expect(within(line('Lê Bình')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(line('Lê An')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows per question how the class answered, flagging a question most got wrong', async () => {
    await renderPage();
    const section = await screen.findByRole('region', { name: 'Thống kê theo câu hỏi' });
    expect(await within(section).findByText('Tính trên 3 bài đã nộp.')).toBeInTheDocument();
    expect(within(section).getByText(/Đúng/).textContent).toContain('33% (1/3)');
    expect(within(section).getByText('Nhiều học sinh trả lời sai câu này')).toBeInTheDocument();
    const options = within(section).getByRole('list', { name: 'Lựa chọn của học sinh ở câu 1' });
    expect(options).toHaveTextContent('A. Huế2 (67%)');
    expect(options).toHaveTextContent('B. Hà Nội (đúng)1 (33%)');
    expect(within(section).getByText(/Còn 2 bài chờ chấm/)).toBeInTheDocument();
  });
});
