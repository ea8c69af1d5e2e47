// The grading form: objective questions read-only with their points, a clear message for bad points that keeps what
// was typed, the checked marks handed to the outbox, and the notice while the device is offline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamResult, ResultQuestion } from '@/shared/exam.ts';
import { saveMarks } from '../api/save-marks.ts';
import type { GradeDelivery } from '../use-grade-delivery.ts';
import { GradeFormView } from './grade-form-view.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { OPEN_SCHEDULE } from '@/test/exam-fixtures.ts';

vi.mock('../api/save-marks.ts', () => ({ saveMarks: vi.fn(), deliverNow: vi.fn() }));
const saveMock = vi.mocked(saveMarks);

const q = (id: number, questionType: ResultQuestion['questionType'], extra: Partial<ResultQuestion>): ResultQuestion => ({
  id,
  questionType,
  allocatedPoint: 1,
  content: { text: '' },
  answer: null,
  correctAnswer: null,
  pointEarned: null,
  isMarked: false,
  comment: null,
  ...extra,
});

const result: ExamResult = {
  id: 42,
  number: 1,
  exam: { id: 3, title: 'Kiểm tra giữa kì' },
  group: { id: 1, name: 'Lớp 7A1' },
  student: { id: 9, first_name: 'Chi', last_name: 'Lê' },
  status: 'submitted',
  late: true,
  createdAt: '2026-11-20T01:00:00Z',
  deadline: '2026-11-20T01:45:00Z',
  submittedAt: '2026-11-20T01:50:00Z',
  duration: 2700,
  score: 1,
  pointEarned: 1,
  allocatedPoint: 5,
  isFullyMarked: false,
  completionComment: null,
  schedule: OPEN_SCHEDULE,
  fractions: [
    {
      id: 1,
      title: 'Phần I',
      questions: [
        q(1, 'singleChoice', {
          content: {
            text: 'My father ___ a doctor.',
            options: [
              { id: 'a', text: 'are' },
              { id: 'b', text: 'is' },
            ],
          },
          answer: { type: 'singleChoice', optionId: 'b' },
          correctAnswer: { type: 'singleChoice', optionId: 'b' },
          pointEarned: 1,
          isMarked: true,
        }),
        q(2, 'essay', { allocatedPoint: 2.5, content: { text: 'Viết về sở thích của em.' }, answer: { type: 'essay', text: 'I like chess.' } }),
        q(3, 'speaking', {
          allocatedPoint: 1.5,
          content: { text: 'Đọc to câu sau.', sentence: 'I go swimming.' },
          answer: { type: 'speaking', recordingId: 'rec-7' },
        }),
      ],
    },
  ],
};

const delivery = (patch: Partial<GradeDelivery> = {}): GradeDelivery => ({ waiting: [], failed: [], tracked: 'idle', track: vi.fn(), ...patch });

afterEach(() => {
  cleanup();
  saveMock.mockReset();
  vi.restoreAllMocks();
});

/** The view inside the app's query client (its speaking answers read their recordings through it). */
const renderView = (ui: ReactElement) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('GradeFormView', () => {
  it('shows answers, the key and automatic points; only essay and speaking get fields', () => {
    renderView(<GradeFormView result={result} schoolId={1} userId={5} delivery={delivery()} />);
    const choice = screen.getByRole('region', { name: 'Câu 1' });
    expect(choice).toHaveTextContent('Điểm tự động: 1/1');
    expect(choice).toHaveTextContent('Đáp án đúng: is');
    expect(within(choice).queryByLabelText(/Điểm \(tối đa/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Câu 2' })).getByTestId('student-answer')).toHaveTextContent('I like chess.');
    expect(within(screen.getByRole('region', { name: 'Câu 3' })).getByText('Mã bản ghi âm: rec-7')).toBeInTheDocument();
    expect(screen.getByLabelText('Điểm (tối đa 2,5)')).toBeInTheDocument();
    expect(screen.getByLabelText('Điểm (tối đa 1,5)')).toBeInTheDocument();
  });

  it('refuses points above the maximum with a Vietnamese message and keeps what was typed', async () => {
    renderView(<GradeFormView result={result} schoolId={1} userId={5} delivery={delivery()} />);
    const points = screen.getByLabelText('Điểm (tối đa 2,5)');
    await userEvent.type(points, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu điểm' }));
    expect(await screen.findByText('Điểm phải từ 0 đến 2,5')).toBeInTheDocument();
    expect(points).toHaveValue('3');
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('says so when nothing was graded', async () => {
    renderView(<GradeFormView result={result} schoolId={1} userId={5} delivery={delivery()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu điểm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chưa nhập điểm cho câu tự luận hoặc câu nói nào');
  });

  it('queues the marks with the comment and follows the queued item', async () => {
    saveMock.mockResolvedValue(17);
    const d = delivery();
    renderView(<GradeFormView result={result} schoolId={1} userId={5} delivery={d} />);
    await userEvent.type(screen.getByLabelText('Điểm (tối đa 2,5)'), '2,25');
    await userEvent.type(within(screen.getByRole('region', { name: 'Câu 2' })).getByLabelText('Lời phê'), 'Khá tốt');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu điểm' }));
    await vi.waitFor(() => expect(d.track).toHaveBeenCalledWith(17));
    expect(saveMock).toHaveBeenCalledWith({
      userId: 5,
      schoolId: 1,
      userExamId: 42,
      studentName: 'Lê Chi',
      body: { marks: [{ questionId: 2, pointEarned: 2.25, comment: 'Khá tốt' }] },
    });
  });

  it('tells the teacher the grades are kept on the device while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderView(<GradeFormView result={result} schoolId={1} userId={5} delivery={delivery({ tracked: 'queued' })} />);
    expect(screen.getByText('Đã lưu trên máy, sẽ gửi khi có mạng')).toBeInTheDocument();
  });
});

describe('GradeFormView filter', () => {
  it('can hide the automatically graded questions, keeping the numbering', async () => {
    renderView(<GradeFormView result={result} schoolId={1} userId={5} delivery={delivery()} />);
    await userEvent.click(screen.getByLabelText('Chỉ hiện câu tự luận và câu nói (câu giáo viên chấm)'));
    expect(screen.queryByRole('region', { name: 'Câu 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Câu 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Phần I' })).toBeInTheDocument();
  });
});
