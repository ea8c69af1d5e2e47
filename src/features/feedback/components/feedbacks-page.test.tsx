// The administrators' feedback list: rows with sender and school, counts per status, filters handed to the address;
// empty and failed states; a feedback opened, its status and reply saved (a refusal under its field, what was typed
// kept), or only read without the right to handle it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { HttpResponse } from 'msw';
import { FEEDBACK_MSG, type FeedbackDetail, type FeedbackListPage } from '@/shared/feedback.ts';
import type { FeedbacksSearch } from '../feedbacks-search.ts';
import { FeedbacksPage } from './feedbacks-page.tsx';

const api = mockApi();

const detail: FeedbackDetail = {
  id: 5,
  kind: 'bug',
  subject: 'Không nghe được âm thanh bài nghe Unit 2',
  excerpt: 'Em mở bài nghe Unit 2 trên máy tính bảng…',
  status: 'new',
  createdAt: '2026-03-02T01:00:00Z',
  repliedAt: null,
  author: { id: 40, first_name: 'Hiếu', last_name: 'Võ', email: 'hs09@nguyendu.edu.vn' },
  school: { id: 1, name: 'Trường THCS Nguyễn Du' },
  message: 'Em mở bài nghe Unit 2 trên máy tính bảng của lớp thì không có tiếng.',
  contactPhone: '0912345678',
  pageUrl: '/1/my-learning-group/3',
  appVersion: '0.1.0',
  userAgent: 'Mozilla/5.0 (Linux; Android 13)',
  reply: null,
  repliedBy: null,
};

const page = (rows: FeedbackDetail[] = [detail]): FeedbackListPage => ({
  data: rows,
  pagination: { total: rows.length, page: 1, perPage: 20 },
  counts: { new: 3, in_progress: 1, done: 2 },
});

function renderPage(search: FeedbacksSearch = {}, canUpdate = true) {
  const onSearchChange = vi.fn();
  renderInApp(() => (
    <>
      <FeedbacksPage search={search} canUpdate={canUpdate} onSearchChange={onSearchChange} />
      <Toaster />
    </>
  ));
  return { onSearchChange };
}

afterEach(() => cleanup());

describe('FeedbacksPage', () => {
  it('lists each feedback with its sender, school and status, with the count of each status', async () => {
    const user = userEvent.setup();
    api.on('get', 'a/feedbacks', HttpResponse.json(page()));
    const { onSearchChange } = renderPage({ q: 'unit' });
    await screen.findByRole('button', { name: detail.subject });
    const table = screen.getByRole('table', { name: 'Danh sách góp ý' });
    expect(table).toHaveTextContent('Võ Hiếu');
    expect(table).toHaveTextContent('hs09@nguyendu.edu.vn');
    expect(table).toHaveTextContent('Trường THCS Nguyễn Du');
    expect(table).toHaveTextContent('Báo lỗi');
    expect(screen.getByRole('button', { name: 'Tất cả (6)', pressed: true })).toBeInTheDocument();
    expect(api.callsTo('get', 'a/feedbacks')[0]!.query).toMatchObject({ q: 'unit', page: '1' });
    await user.click(screen.getByRole('button', { name: 'Đang xử lý (1)' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'in_progress', page: undefined });
    await user.selectOptions(screen.getByLabelText('Loại'), 'question');
    expect(onSearchChange).toHaveBeenLastCalledWith({ kind: 'question', page: undefined });
  });

  it('says when nothing matches, and when the list could not load', async () => {
    api.on('get', 'a/feedbacks', HttpResponse.json(page([])), { once: true });
    renderPage({ status: 'done' });
    expect(await screen.findByText('Không tìm thấy góp ý phù hợp')).toBeInTheDocument();
    cleanup();
    api.on('get', 'a/feedbacks', refusal(500, 'Lỗi máy chủ'));
    renderPage();
    expect(await screen.findByText('Không tải được dữ liệu. Hãy kết nối mạng và thử lại.')).toBeInTheDocument();
  });

  it('opens a feedback, changes its status and replies; a refusal stays under its field with what was typed', async () => {
    const user = userEvent.setup();
    api.on('get', 'a/feedbacks', HttpResponse.json(page()));
    api.on('get', 'a/feedbacks/5', data(detail));
    api.on('patch', 'a/feedbacks/5', refusal(422, FEEDBACK_MSG.replyTooLong, { reply: [FEEDBACK_MSG.replyTooLong] }), { once: true });
    renderPage();
    await user.click(await screen.findByRole('button', { name: detail.subject }));
    const dialog = await screen.findByRole('dialog', { name: detail.subject });
    expect(await within(dialog).findByText(detail.message)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('0912-345-678');
    expect(dialog).toHaveTextContent('/1/my-learning-group/3');
    expect(dialog).toHaveTextContent('0.1.0');
    await user.click(within(dialog).getByRole('radio', { name: 'Đang xử lý' }));
    await user.type(within(dialog).getByLabelText('Trả lời người gửi'), 'Cảm ơn em, thầy cô đang kiểm tra máy tính bảng của lớp.');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(FEEDBACK_MSG.replyTooLong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Trả lời người gửi')).toHaveValue('Cảm ơn em, thầy cô đang kiểm tra máy tính bảng của lớp.');

    api.on('patch', 'a/feedbacks/5', data({ ...detail, status: 'in_progress', reply: 'x', repliedAt: detail.createdAt }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu và gửi câu trả lời tới người gửi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('patch', 'a/feedbacks/5').at(-1)!.body).toEqual({
      status: 'in_progress',
      reply: 'Cảm ơn em, thầy cô đang kiểm tra máy tính bảng của lớp.',
    });
  });

  it('only shows a feedback and its reply to someone who may not handle it', async () => {
    const user = userEvent.setup();
    api.on('get', 'a/feedbacks', HttpResponse.json(page()));
    api.on('get', 'a/feedbacks/5', data({ ...detail, status: 'done', reply: 'Đã kiểm tra, loa máy đã được bật.', repliedAt: detail.createdAt }));
    renderPage({}, false);
    await user.click(await screen.findByRole('button', { name: detail.subject }));
    const dialog = await screen.findByRole('dialog', { name: detail.subject });
    expect(await within(dialog).findByText('Đã kiểm tra, loa máy đã được bật.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Lưu' })).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });
});
