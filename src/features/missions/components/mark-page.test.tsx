// The marking page: the student's essay with points to give (above the maximum refused, the typed value kept), a
// template filling the comment, and — offline — the grading kept in the outbox with the submission's grading URL.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { subscribeToasts, type Toast } from '@/lib/toast.ts';
import { db } from '@/offline/db.ts';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import { MSG } from '@/shared/messages.ts';
import type { ExamResult, ResultQuestion } from '@/shared/exam.ts';
import type { SubmissionDetail } from '@/shared/mission.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { MarkPage } from './mark-page.tsx';

const api = mockApi();

const q = (
  id: number,
  questionType: ResultQuestion['questionType'],
  text: string,
  answer: ResultQuestion['answer'],
  allocatedPoint: number,
): ResultQuestion => ({
  id,
  questionType,
  allocatedPoint,
  content: { text },
  answer,
  correctAnswer: null,
  pointEarned: questionType === 'essay' ? null : 1,
  isMarked: questionType !== 'essay',
  comment: null,
});
const exam = {
  id: 3,
  exam: { id: 9, title: 'Giữa kì' },
  group: { id: 4, name: 'Lớp 7A1' },
  student: { id: 7, first_name: 'Hương', last_name: 'Đỗ' },
  status: 'submitted',
  late: false,
  createdAt: '',
  deadline: '',
  submittedAt: '',
  duration: 2700,
  score: 1,
  pointEarned: 1,
  allocatedPoint: 3.5,
  isFullyMarked: false,
  completionComment: null,
  fractions: [
    {
      id: 1,
      title: 'Phần 1',
      questions: [
        q(101, 'singleChoice', 'My father ___ to work.', { type: 'singleChoice', optionId: 'b' }, 1),
        q(102, 'essay', 'Viết về sở thích của em.', { type: 'essay', text: 'My hobby is painting.' }, 2.5),
      ],
    },
  ],
} as ExamResult;
const submission: SubmissionDetail = {
  id: 50,
  missionId: 2,
  status: 'PENDING_REVIEW',
  student: { id: 7, first_name: 'Hương', last_name: 'Đỗ' },
  startedAt: '',
  submittedAt: '',
  late: false,
  score: null,
  gradedAt: null,
  comment: null,
  tasks: [
    {
      taskId: 21,
      taskType: 'exam',
      done: true,
      needsReview: true,
      score: 1,
      userExamId: 3,
      attemptStatus: 'submitted',
      readAt: null,
      completedAt: '',
      attempts: [],
      completionComment: null,
    },
  ],
  mission: {
    id: 2,
    title: 'Ôn tập',
    description: null,
    group: { id: 4, name: 'Lớp 7A1' },
    startAt: '',
    dueAt: '',
    createdAt: '',
    createdBy: null,
    tasks: [
      {
        id: 21,
        position: 0,
        taskType: 'exam',
        title: 'Giữa kì',
        examId: 9,
        lectureId: null,
        speakingText: null,
        contentId: null,
        duration: 2700,
        questionCount: 2,
      },
    ],
  },
  exams: { 21: exam },
};

let online = true;
beforeEach(async () => {
  await resetOfflineDb();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  api.on('get', 's/v1/submissions/50', data(submission));
  api.on(
    'get',
    's/v1/comment_templates',
    data([{ id: 5, title: 'Khá', content: 'Em làm bài khá tốt.', createdAt: '', updatedAt: '' }], { pagination: { total: 1, page: 1, perPage: 100 } }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MarkPage', () => {
  it('queues the grading with a template comment when offline', async () => {
    online = false;
    const toasts: Toast[] = [];
    const stop = subscribeToasts((all) => toasts.splice(0, toasts.length, ...all));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MarkPage schoolId={1} submissionId={50} userId={2} />
      </QueryClientProvider>,
    );
    const u = userEvent.setup();
    expect(await screen.findByText('My hobby is painting.')).toBeInTheDocument();
    const points = screen.getByLabelText('Điểm câu 2');
    await u.type(points, '3');
    await u.click(screen.getByRole('button', { name: 'Lưu điểm và nhận xét' }));
    expect(await screen.findByText(MSG.examPointTooHigh)).toBeInTheDocument();
    expect(points).toHaveValue('3');
    await u.clear(points);
    await u.type(points, '2,5');
    await u.selectOptions(screen.getByLabelText('Chọn mẫu nhận xét'), 'Khá');
    expect(screen.getByLabelText('Nhận xét', { exact: true })).toHaveValue('Em làm bài khá tốt.');
    await u.click(screen.getByRole('button', { name: 'Lưu điểm và nhận xét' }));
    await vi.waitFor(() => expect(toasts.map((t) => t.message)).toContain(MSG.missionGradeQueued));
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'mission',
      method: 'PUT',
      url: '/api/s/v1/submissions/50/grading',
      userId: 2,
      body: { tasks: [{ taskId: 21, marks: [{ questionId: 102, pointEarned: 2.5 }] }], comment: 'Em làm bài khá tốt.' },
    });
    expect(items[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    stop();
  });
});
