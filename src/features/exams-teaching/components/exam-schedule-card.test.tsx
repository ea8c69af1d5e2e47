// The exam's window and results policy on the teacher's exam page: a closing time typed dd/MM/yyyy HH:mm is saved as
// an instant, a bad one is refused with a Vietnamese message and kept, the policy is the author's only, and releasing
// asks first.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeachingExam } from '@/shared/exam.ts';
import { MSG } from '@/shared/messages.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { OPEN_SCHEDULE } from '@/test/exam-fixtures.ts';
import { ExamScheduleCard } from './exam-schedule-card.tsx';

const api = mockApi();

const exam: TeachingExam = {
  id: 3,
  title: 'Kiểm tra 15 phút',
  description: null,
  duration: 900,
  questionCount: 4,
  totalPoint: 10,
  assignedAt: '2026-11-20T00:00:00Z',
  studentCount: 15,
  startedCount: 2,
  submittedCount: 2,
  toGradeCount: 2,
  lateCount: 0,
  canSchedule: true,
  isAuthor: true,
  ...OPEN_SCHEDULE,
};

async function show(over: Partial<TeachingExam> = {}) {
  renderInApp(() => <ExamScheduleCard schoolId={1} groupId={2} exam={{ ...exam, ...over }} />);
  return screen.findByRole('region', { name: 'Thời gian làm bài và công bố kết quả' });
}

afterEach(() => cleanup());

describe('ExamScheduleCard', () => {
  it('saves a closing time typed as dd/MM/yyyy HH:mm with the policy "after the closing time" and three attempts', async () => {
    const user = userEvent.setup();
    api.on('put', 's/school_groups/2/exams/3/schedule', ({ body }) => data({ ...exam, ...(body as object), resultsVisible: false }));
    const card = await show();
    await user.type(within(card).getByLabelText('Đóng lúc: ngày (dd/mm/yyyy)'), '30112026');
    await user.type(within(card).getByLabelText('Đóng lúc: giờ (HH:mm, 24 giờ)'), '2100');
    await user.selectOptions(within(card).getByLabelText('Học sinh xem điểm và đáp án'), 'after_close');
    await user.selectOptions(within(card).getByLabelText('Số lần làm bài'), '3');
    await user.click(within(card).getByRole('button', { name: 'Lưu' }));
    await expect.poll(() => api.callsTo('put', 's/school_groups/2/exams/3/schedule').length).toBe(1);
    expect(api.calls[0]!.body).toEqual({
      opensAt: null,
      closesAt: new Date(2026, 10, 30, 21, 0).toISOString(),
      resultRelease: 'after_close',
      maxAttempts: 3,
    });
  });

  it('refuses "after the closing time" without one, and a closing time before the opening, keeping what was typed', async () => {
    const user = userEvent.setup();
    const card = await show();
    await user.selectOptions(within(card).getByLabelText('Học sinh xem điểm và đáp án'), 'after_close');
    await user.click(within(card).getByRole('button', { name: 'Lưu' }));
    expect(await within(card).findByText(MSG.examAfterCloseNeedsClosing)).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Mở từ: ngày (dd/mm/yyyy)'), '01122026');
    await user.type(within(card).getByLabelText('Mở từ: giờ (HH:mm, 24 giờ)'), '0700');
    await user.type(within(card).getByLabelText('Đóng lúc: ngày (dd/mm/yyyy)'), '30112026');
    await user.type(within(card).getByLabelText('Đóng lúc: giờ (HH:mm, 24 giờ)'), '2100');
    await user.click(within(card).getByRole('button', { name: 'Lưu' }));
    expect(await within(card).findByText(MSG.examClosesBeforeOpens)).toBeInTheDocument();
    expect(within(card).getByLabelText('Mở từ: ngày (dd/mm/yyyy)')).toHaveValue('01/12/2026');
    expect(api.calls).toHaveLength(0);
  });

  it('leaves the policy to the exam author, and releases results after a confirmation', async () => {
    const user = userEvent.setup();
    api.on(
      'post',
      's/school_groups/2/exams/3/release',
      data({ ...exam, resultRelease: 'on_release', resultsVisible: true, resultsReleasedAt: '2026-11-25T03:00:00Z' }),
    );
    const card = await show({ isAuthor: false, resultRelease: 'on_release', resultsVisible: false });
    expect(within(card).getByLabelText('Học sinh xem điểm và đáp án')).toBeDisabled();
    expect(within(card).getByText('Cách công bố kết quả do tác giả đề thi chọn.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Công bố kết quả' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Công bố' }));
    await expect.poll(() => api.callsTo('post', 's/school_groups/2/exams/3/release').length).toBe(1);
  });

  it('shows an overseer the settings without anything to change', async () => {
    const card = await show({ canSchedule: false, isAuthor: false, resultRelease: 'on_release', resultsVisible: false });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Học sinh xem điểm và đáp án: khi giáo viên công bố');
    expect(within(card).getByText('Chưa công bố')).toBeInTheDocument();
  });
});
