// A student's coursewares: an empty or failed list says so; a media item opens in a dialog, a lecture in its
// presentation, an e-book in the page's reader (or the browser's PDF viewer), each open sent once with its own
// Idempotency-Key and marked on the card at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, never, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { CoursewareBook, LearningCourseware } from '@/shared/courseware.ts';
import { LearningCoursewaresSection } from './learning-coursewares-section.tsx';

const api = mockApi();
const LIST = 's/personal/learning_groups/2/coursewares';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const base = { note: null, givenAt: '2026-11-20T02:00:00.000Z', givenBy: { id: 5, fullName: 'Phạm Thị Lan' }, thumbnailUrl: null, openedAt: null };
const lecture: LearningCourseware = {
  ...base,
  id: 11,
  kind: 'lecture',
  itemId: 40,
  title: 'Unit 1: Hobbies',
  subtitle: '4 trang chiếu',
  mediaType: null,
  size: null,
  openedAt: '2026-11-21T02:00:00.000Z',
  open: { kind: 'lecture', lectureId: 40 },
};
const sound: LearningCourseware = {
  ...base,
  id: 12,
  kind: 'media',
  itemId: 7,
  title: 'Âm báo bắt đầu hoạt động nhóm',
  subtitle: 'Âm thanh',
  mediaType: 'audio',
  size: 88_200,
  open: {
    kind: 'media',
    mediaId: 7,
    name: 'Âm báo bắt đầu hoạt động nhóm',
    url: '/api/files/abc',
    mediaType: 'audio',
    contentType: 'audio/wav',
    thumbnailUrl: null,
  },
};
const book: CoursewareBook = { id: 3, title: 'Tiếng Anh 7 – Unit 1', fileUrl: '/api/files/pdf', pageCount: 12, version: 'v1', coverUrl: null, size: 2048 };
const ebook: LearningCourseware = {
  ...base,
  id: 13,
  kind: 'book',
  itemId: 3,
  title: book.title,
  subtitle: '12 trang',
  mediaType: null,
  size: 2048,
  open: { kind: 'book', book },
};

const show = (onOpenBook?: (b: CoursewareBook) => void) =>
  renderInApp(() => <LearningCoursewaresSection schoolId={1} groupId={2} userId={7} onOpenBook={onOpenBook} />);

describe('LearningCoursewaresSection', () => {
  it('says when the teacher gave nothing yet', async () => {
    api.on('get', LIST, data([]));
    show();
    expect(await screen.findByText('Giáo viên chưa giao tài liệu nào.')).toBeInTheDocument();
  });

  it('says when the list cannot load, and loads it again on retry', async () => {
    api.on('get', LIST, refusal(500, MSG.generic), { once: true });
    show();
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    api.on('get', LIST, data([lecture]));
    await user.click(retry);
    expect(await screen.findByText('Unit 1: Hobbies')).toBeInTheDocument();
  });

  it('opens a media item in a dialog, records the open once and marks it opened', async () => {
    api.on('get', LIST, data([lecture, sound]));
    api.on('post', 's/user_courseware/12/open', data({ recorded: true, openedAt: '2026-11-25T03:00:00.000Z' }));
    show();
    const user = userEvent.setup();
    const card = await screen.findByRole('button', { name: 'Mở học liệu Âm báo bắt đầu hoạt động nhóm' });
    expect(within(card).getByText('Chưa mở')).toBeInTheDocument();
    expect(within(card).getByText('Âm thanh · 86 KB')).toBeInTheDocument();
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Âm báo bắt đầu hoạt động nhóm' });
    expect(within(dialog).getByLabelText('Âm báo bắt đầu hoạt động nhóm')).toHaveAttribute('src', '/api/files/abc');
    expect(within(card).getByText('Đã mở')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('post', 's/user_courseware/12/open')).toHaveLength(1));
    expect(api.callsTo('post', 's/user_courseware/12/open')[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens a lecture in its presentation', async () => {
    api.on('get', LIST, data([lecture]));
    api.on('post', 's/user_courseware/11/open', never);
    const { router } = show();
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'Mở bài giảng Unit 1: Hobbies' });
    expect(within(link).getByText('Đã mở')).toBeInTheDocument();
    await user.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/editor/40/preview'));
    expect(api.callsTo('post', 's/user_courseware/11/open')).toHaveLength(1);
  });

  it("opens an e-book in the page's reader when there is one, else in the browser's PDF viewer", async () => {
    api.on('get', LIST, data([ebook]));
    api.on('post', 's/user_courseware/13/open', data({ recorded: true, openedAt: '2026-11-25T03:00:00.000Z' }));
    const onOpenBook = vi.fn();
    show(onOpenBook);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mở sách điện tử Tiếng Anh 7 – Unit 1' }));
    expect(onOpenBook).toHaveBeenCalledWith(book);
    cleanup();
    show();
    const link = await screen.findByRole('link', { name: 'Mở sách điện tử Tiếng Anh 7 – Unit 1' });
    expect(link).toHaveAttribute('href', '/api/files/pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
