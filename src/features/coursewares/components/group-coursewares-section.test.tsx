// A group's coursewares on its teaching page: each item opens as the students' does, with "Đã mở: x/y", which lists who
// opened it; the teacher gives more from a tabbed, searchable picker (what the group has is marked and cannot be
// picked) and takes one back after confirming; an overseer who may not give only reads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { data, mockApi } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { CoursewareBook, CoursewareOpen, GivableCourseware, TeachingCourseware } from '@/shared/courseware.ts';
import { GroupCoursewaresSection } from './group-coursewares-section.tsx';

const api = mockApi();
const LIST = 's/school_groups/2/coursewares';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const unit1: TeachingCourseware = {
  id: 11,
  kind: 'lecture',
  itemId: 40,
  title: 'Unit 1: Hobbies',
  subtitle: '4 trang chiếu',
  mediaType: null,
  thumbnailUrl: null,
  size: null,
  note: null,
  givenAt: '2026-11-20T02:00:00.000Z',
  givenBy: { id: 5, fullName: 'Phạm Thị Lan' },
  openedCount: 2,
  studentCount: 3,
  open: { kind: 'lecture', lectureId: 40 },
};
const book: CoursewareBook = { id: 7, title: 'Tiếng Anh 7 – Unit 1', fileUrl: '/api/files/pdf', pageCount: 12, version: 'v1', coverUrl: null, size: 2048 };
const ebook: TeachingCourseware = {
  ...unit1,
  id: 13,
  kind: 'book',
  itemId: 7,
  title: book.title,
  subtitle: '12 trang',
  openedCount: 0,
  open: { kind: 'book', book },
};
const opens: CoursewareOpen[] = [
  { student: { id: 1, fullName: 'Nguyễn An', email: 'hs01@x.vn' }, firstOpenedAt: null, lastOpenedAt: null, count: 0 },
  {
    student: { id: 2, fullName: 'Trần Bình', email: 'hs02@x.vn' },
    firstOpenedAt: '2026-11-22T02:00:00.000Z',
    lastOpenedAt: '2026-11-23T02:00:00.000Z',
    count: 3,
  },
  { student: { id: 3, fullName: 'Lê Chi', email: 'hs03@x.vn' }, firstOpenedAt: '2026-11-21T02:00:00.000Z', lastOpenedAt: '2026-11-21T02:00:00.000Z', count: 1 },
];
const givable = (over: Partial<GivableCourseware>): GivableCourseware => ({
  kind: 'lecture',
  itemId: 40,
  title: 'Unit 1: Hobbies',
  subtitle: '4 trang chiếu',
  mediaType: null,
  thumbnailUrl: null,
  size: null,
  level: 'school',
  given: true,
  ...over,
});

const show = (onOpenBook?: (b: CoursewareBook) => void) =>
  renderInApp(() => <GroupCoursewaresSection schoolId={1} groupId={2} groupName="Lớp 7A1" onOpenBook={onOpenBook} />);

describe('GroupCoursewaresSection', () => {
  it('lists who opened an item: those who did first, by when, then the others', async () => {
    api.on('get', LIST, HttpResponse.json({ data: [unit1], canGive: true }));
    api.on('get', `${LIST}/11/opens`, data(opens));
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Đã mở: 2\/3/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ai đã mở "Unit 1: Hobbies"' });
    const rows = within(await within(dialog).findByRole('list', { name: 'Học sinh đã mở tài liệu' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Lê ChiĐã mở/),
      expect.stringMatching(/^Trần BìnhĐã mở.* · 3 lần$/),
      'Nguyễn AnChưa mở',
    ]);
  });

  it('gives a picked media item from its tab, searching by name, and leaves what the group has unpickable', async () => {
    api.on('get', LIST, HttpResponse.json({ data: [unit1], canGive: true }));
    api.on('get', `${LIST}/givable`, (call) =>
      data(
        call.query.kind === 'lecture'
          ? [givable({})]
          : call.query.kind === 'media' && call.query.name === 'am bao'
            ? [givable({ kind: 'media', itemId: 7, title: 'Âm báo', subtitle: 'Âm thanh', mediaType: 'audio', size: 2048, given: false })]
            : [],
      ),
    );
    api.on('post', LIST, (call) => data({ ...unit1, id: 12, kind: 'media', itemId: (call.body as { itemId: number }).itemId }));
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Giao tài liệu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giao tài liệu cho Lớp 7A1' });
    const given = await within(dialog).findByRole('checkbox', { name: /Unit 1: Hobbies/ });
    expect(given).toBeChecked();
    expect(given).toBeDisabled();
    await user.click(within(dialog).getByRole('tab', { name: 'Học liệu' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(await within(panel).findByText('Không có học liệu nào để giao')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Tìm học liệu theo tên'), 'am bao');
    await user.click(await within(panel).findByRole('checkbox', { name: /Âm báo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Giao 1 tài liệu' }));
    await vi.waitFor(() => expect(api.callsTo('post', LIST)).toHaveLength(1));
    expect(api.callsTo('post', LIST)[0]!.body).toEqual({ kind: 'media', itemId: 7 });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes an item back after the teacher confirms', async () => {
    api.on('get', LIST, HttpResponse.json({ data: [unit1], canGive: true }), { once: true });
    api.on('delete', `${LIST}/11`, data({ id: 11 }));
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gỡ Unit 1: Hobbies khỏi nhóm' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gỡ tài liệu khỏi nhóm' });
    api.on('get', LIST, HttpResponse.json({ data: [], canGive: true }));
    await user.click(within(confirm).getByRole('button', { name: 'Gỡ' }));
    expect(await screen.findByText('Nhóm chưa có tài liệu nào')).toBeInTheDocument();
    expect(api.callsTo('delete', `${LIST}/11`)).toHaveLength(1);
  });

  it("opens a lecture in its presentation and an e-book in the page's reader, without counting the teacher's open", async () => {
    api.on('get', LIST, HttpResponse.json({ data: [unit1, ebook], canGive: true }));
    const onOpenBook = vi.fn();
    const { router } = show(onOpenBook);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mở sách điện tử Tiếng Anh 7 – Unit 1' }));
    expect(onOpenBook).toHaveBeenCalledWith(book);
    await user.click(screen.getByRole('link', { name: 'Mở bài giảng Unit 1: Hobbies' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/editor/40/preview'));
    expect(api.callsTo('post', 's/user_courseware/11/open')).toHaveLength(0);
  });

  it('shows an overseer who may not give the list without give or remove buttons', async () => {
    api.on('get', LIST, HttpResponse.json({ data: [unit1], canGive: false }));
    show();
    expect(await screen.findByText('Unit 1: Hobbies')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Giao tài liệu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Gỡ/ })).not.toBeInTheDocument();
  });
});
