// The STEM library screen: its empty and failed states, a student's read-only cards, writing a topic (the body sent,
// a refusal shown under its field with the text kept) and deleting one after a confirmation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { subscribeToasts, type Toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { STEM_MSG, type StemTopicPage, type StemTopicSummary } from '@/shared/stem.ts';
import type { Grants } from '@/shared/permissions.ts';
import { StemTopicsPage } from './stem-topics-page.tsx';

const api = mockApi();
const LIST = 's/stem_topics';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const grants: Grants = { superAdmin: false, schoolAdmin: true, permissionIds: [] };
const topic: StemTopicSummary = {
  id: 9,
  title: 'Thiết kế hệ thống lọc nước mini',
  drivingQuestion: 'Làm thế nào để nước đục trở nên trong hơn?',
  subject: { id: 4, name: 'Khoa học tự nhiên' },
  grade: { id: 7, name: 'Khối 7' },
  author: { id: 5, fullName: 'Phạm Thị Lan' },
  lectureCount: 1,
  experimentCount: 0,
  canEdit: true,
  canDelete: true,
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const page = (list: StemTopicSummary[], canCreate = true): StemTopicPage => ({
  data: list,
  pagination: { total: list.length, page: 1, perPage: 12 },
  canCreate,
});
const listReply = (p: StemTopicPage) => Response.json(p);

const show = (isStudent = false) =>
  renderInApp(() => <StemTopicsPage schoolId={1} filters={{}} onFiltersChange={() => {}} grants={grants} isStudent={isStudent} />);

function catalogues() {
  api.on('get', 'selections/subjects', data([{ id: 4, name: 'Khoa học tự nhiên' }]));
  api.on('get', 'selections/grades', data([{ id: 7, name: 'Khối 7' }]));
}

describe('StemTopicsPage', () => {
  it('says when the library is empty, and to a student that nothing was given to her', async () => {
    api.on('get', LIST, listReply(page([])));
    catalogues();
    show();
    expect(await screen.findByText('Chưa có chủ đề STEM nào')).toBeInTheDocument();
    cleanup();
    api.on('get', LIST, listReply(page([], false)));
    show(true);
    expect(await screen.findByText('Chưa có chủ đề nào được giao cho bạn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm chủ đề' })).not.toBeInTheDocument();
  });

  it('says when the list cannot load, and loads it again on retry', async () => {
    api.on('get', LIST, refusal(500, MSG.generic), { once: true });
    catalogues();
    show();
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    api.on('get', LIST, listReply(page([topic])));
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: topic.title })).toBeInTheDocument();
  });

  it('shows a student the cards to open, with nothing to change', async () => {
    api.on('get', LIST, listReply(page([{ ...topic, canEdit: false, canDelete: false }], false)));
    catalogues();
    show(true);
    const card = await screen.findByRole('listitem', { name: topic.title });
    expect(within(card).getByRole('link', { name: topic.title })).toHaveAttribute('href', '/1/library/stem/9');
    expect(within(card).getByText('Khoa học tự nhiên · Khối 7 · Tác giả: Phạm Thị Lan')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the topic written, and shows a refusal under its field keeping what was typed', async () => {
    api.on('get', LIST, listReply(page([])));
    catalogues();
    api.on('post', LIST, refusal(422, STEM_MSG.titleTooLong, { title: [STEM_MSG.titleTooLong] }), { once: true });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm chủ đề' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm chủ đề STEM' });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(STEM_MSG.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(STEM_MSG.questionRequired)).toBeInTheDocument();
    expect(api.callsTo('post', LIST)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Tên chủ đề/), 'Xe gió');
    await user.type(within(dialog).getByLabelText(/Câu hỏi định hướng/), 'Xe chạy xa nhất?');
    await user.selectOptions(await within(dialog).findByLabelText('Khối lớp'), 'Khối 7');
    await user.type(within(dialog).getByLabelText('Bước 1'), 'Lắp ráp');
    await user.type(within(dialog).getByRole('textbox', { name: /^Tiêu chí 1/ }), 'Quãng đường');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(STEM_MSG.titleTooLong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Tên chủ đề/)).toHaveValue('Xe gió');
    expect(api.callsTo('post', LIST)[0]!.body).toEqual({
      title: 'Xe gió',
      drivingQuestion: 'Xe chạy xa nhất?',
      subjectId: null,
      gradeId: 7,
      materials: [],
      steps: ['Lắp ráp'],
      lectureIds: [],
      experimentIds: [],
      rubric: {
        levels: [
          { label: 'Tốt', points: 3 },
          { label: 'Đạt', points: 2 },
          { label: 'Chưa đạt', points: 1 },
        ],
        criteria: [{ name: 'Quãng đường', descriptions: ['', '', ''] }],
      },
    });
  });

  it('deletes a topic only after a confirmation', async () => {
    api.on('get', LIST, listReply(page([topic])));
    catalogues();
    api.on('delete', 's/stem_topics/9', data({ id: 9 }));
    const toasts: Toast[] = [];
    const stop = subscribeToasts((all) => toasts.splice(0, toasts.length, ...all));
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Xoá ${topic.title}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá chủ đề STEM' });
    expect(api.callsTo('delete', 's/stem_topics/9')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    await vi.waitFor(() => expect(api.callsTo('delete', 's/stem_topics/9')).toHaveLength(1));
    await vi.waitFor(() => expect(toasts.map((t) => t.message)).toContain(STEM_MSG.deleted));
    expect(screen.queryByRole('dialog', { name: 'Xoá chủ đề STEM' })).not.toBeInTheDocument();
    stop();
  });
});
