// The teacher and student lists: phone grouped 4-3-3, groups listed, search after a pause, pages; the school's
// figures; filters, page size and a header's order asked of the server; export of the filtered list; adding and each
// member's actions only for those allowed, never locking or removing oneself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { renderInApp } from '@/test/render-in-app.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import type { MemberStatistics } from '@/shared/member-list.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { Task } from '@/shared/tasks.ts';
import type { Member } from '../api/get-members.ts';
import type { MemberListSearch } from '../list-search.ts';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { MembersPage } from './members-page.tsx';

const api = mockApi();

const lan: Member = {
  id: 4,
  first_name: 'Thị Lan',
  last_name: 'Phạm',
  email: 'gv.lan@nguyendu.edu.vn',
  phone: '0987654321',
  gender: 0,
  position: 'teacher',
  isActive: true,
  groups: [
    { id: 1, name: 'Lớp 7A1' },
    { id: 2, name: 'Lớp 7A2' },
  ],
};

const READ_ONLY = { create: false, update: false, delete: false };
const ALL = { create: true, update: true, delete: true };

const STATS: MemberStatistics = {
  total: 640,
  active: 610,
  inactive: 30,
  activeLast7Days: 320,
  byGender: { female: 300, male: 320, other: 0, unknown: 20 },
  byGroup: [
    { id: 11, name: 'Lớp 6A1', count: 320 },
    { id: 12, name: 'Lớp 6A2', count: 318 },
  ],
  noGroup: 2,
  byPosition: [],
};

const task = (over: Partial<Task>): Task => ({
  id: '7d2f0c1e-1111-4a2b-9c3d-000000000002',
  kind: 'member-export',
  state: 'queued',
  progress: 0,
  error: null,
  fileName: null,
  result: null,
  createdAt: '2026-11-25T08:00:00Z',
  updatedAt: '2026-11-25T08:00:00Z',
  ...over,
});

/** The page with its address kept by the test, as the route keeps it in the URL. */
function renderPage(kind: 'teacher' | 'student', total = 1, rights = READ_ONLY, userId = 99, initial: MemberListSearch = {}, stats?: Response) {
  const path = kind === 'teacher' ? 's/teachers' : 's/students';
  api.on('get', path, data([lan], { pagination: { total, page: 1, perPage: 12 } }));
  api.on('get', `${path}/statistics`, stats ?? data(kind === 'student' ? STATS : { ...STATS, byPosition: [{ position: 'teacher', count: 600 }] }));
  api.on('get', 's/tasks/latest', data(null));
  const onSearchChange = vi.fn();
  function Harness() {
    const [search, setSearch] = useState(initial);
    return (
      <MembersPage
        schoolId={1}
        kind={kind}
        rights={rights}
        userId={userId}
        search={search}
        onSearchChange={(patch) => {
          onSearchChange(patch);
          setSearch((current) => ({ ...current, ...patch }));
        }}
      />
    );
  }
  const { router } = renderInApp(() => (
    <>
      <Harness />
      <Toaster />
    </>
  ));
  return { onSearchChange, router, path };
}

afterEach(() => {
  cleanup();
});

describe('MembersPage', () => {
  it('lists teachers with phone 4-3-3, position and groups', async () => {
    renderPage('teacher');
    expect(await screen.findByRole('heading', { name: 'Giáo viên' })).toBeInTheDocument();
    const row = (await screen.findByText('Phạm Thị Lan')).closest('tr')!;
    expect(within(row).getByText('0987-654-321')).toBeInTheDocument();
    expect(within(row).getByText('Lớp 7A1, Lớp 7A2')).toBeInTheDocument();
    expect(within(row).getByText('Giáo viên')).toBeInTheDocument();
    expect(api.callsTo('get', 's/teachers').map((c) => c.headers.get('X-SCHOOL-ID'))).toEqual(['1']);
  });

  it('students come from s/students and have no position column', async () => {
    renderPage('student');
    await screen.findByText('Phạm Thị Lan');
    expect(api.callsTo('get', 's/students')).toHaveLength(1);
    expect(screen.queryByRole('columnheader', { name: 'Chức vụ' })).not.toBeInTheDocument();
  });

  it('searches once the user pauses typing, from page 1', async () => {
    const { onSearchChange } = renderPage('student');
    await userEvent.type(await screen.findByLabelText('Tìm theo tên hoặc email'), 'nguyen');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ page: 1, name: 'nguyen' }));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('offers pages when there are more rows than fit', async () => {
    const { onSearchChange } = renderPage('student', 30);
    await userEvent.click(await screen.findByRole('button', { name: '3' }));
    expect(onSearchChange).toHaveBeenCalledWith({ page: 3 });
  });

  it('shows the school’s figures above the list', async () => {
    renderPage('student');
    expect(await screen.findByText('640')).toBeInTheDocument();
    const total = screen.getByRole('heading', { name: 'Tổng số học sinh' }).parentElement!;
    expect(within(total).getByText('Đang hoạt động').nextElementSibling).toHaveTextContent('610');
    expect(within(total).getByText('Đã khoá').nextElementSibling).toHaveTextContent('30');
    const recent = screen.getByRole('heading', { name: 'Hoạt động 7 ngày qua' }).parentElement!;
    expect(recent).toHaveTextContent('320 (50%)');
    const classes = screen.getByRole('heading', { name: 'Theo lớp' }).parentElement!;
    expect(within(classes).getByText('Lớp 6A2').nextElementSibling).toHaveTextContent('318');
    expect(within(classes).getByText('Chưa vào lớp').nextElementSibling).toHaveTextContent('2');
  });

  it('says when the figures cannot load, the list still shows, and a retry brings them', async () => {
    const user = userEvent.setup();
    renderPage('student', 1, READ_ONLY, 99, {}, refusal(500, 'Lỗi máy chủ'));
    expect(await screen.findByText('Phạm Thị Lan')).toBeInTheDocument();
    const panel = screen.getByText('Thống kê').closest('details')!;
    expect(await within(panel).findByRole('alert')).toHaveTextContent(TEXT.loadFailed);
    api.on('get', 's/students/statistics', data(STATS));
    await user.click(within(panel).getByRole('button', { name: TEXT.retry }));
    expect(await within(panel).findByText('640')).toBeInTheDocument();
  });

  it('filters by class, state and page size from page 1, and asks the server for them', async () => {
    const user = userEvent.setup();
    const { onSearchChange } = renderPage('student', 30, READ_ONLY, 99, { page: 3 });
    await screen.findByRole('option', { name: 'Lớp 6A2 (318)' });
    await user.selectOptions(screen.getByLabelText('Lớp'), 'Lớp 6A2 (318)');
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, group: 12 });
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'Đã khoá');
    await user.selectOptions(screen.getByLabelText('Số dòng mỗi trang'), '500');
    await waitFor(() => expect(api.callsTo('get', 's/students').at(-1)!.query).toEqual({ page: '1', perPage: '500', group: '12', status: 'inactive' }));
  });

  it('reports only what changes, so a filter and a sort chosen before the address catches up both stay', async () => {
    const user = userEvent.setup();
    api.on('get', 's/students', data([lan], { pagination: { total: 1, page: 1, perPage: 12 } }));
    api.on('get', 's/students/statistics', data(STATS));
    api.on('get', 's/tasks/latest', data(null));
    const onSearchChange = vi.fn();
    // The address stays as it was, as it does while the route is still loading after the first change.
    renderInApp(() => <MembersPage schoolId={1} kind="student" rights={READ_ONLY} userId={99} search={{ status: 'active' }} onSearchChange={onSearchChange} />);
    await screen.findByRole('option', { name: 'Lớp 6A2 (318)' });
    await user.selectOptions(screen.getByLabelText('Lớp'), 'Lớp 6A2 (318)');
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    expect(onSearchChange.mock.calls).toEqual([[{ page: 1, group: 12 }], [{ page: 1, sort: 'email' }]]);
  });

  it('sorts by a header through the server, one way then the other', async () => {
    const user = userEvent.setup();
    renderPage('student');
    await screen.findByText('Phạm Thị Lan');
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(api.callsTo('get', 's/students').at(-1)!.query.sort).toBe('email'));
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(api.callsTo('get', 's/students').at(-1)!.query.sort).toBe('-email'));
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('exports the list as filtered, follows the export and offers its file', async () => {
    const user = userEvent.setup();
    renderPage('student', 1, READ_ONLY, 99, { group: 11, sort: '-email' });
    const states = [task({ state: 'running', progress: 40 }), task({ state: 'done', progress: 100, fileName: 'Danh sách học sinh – Lớp 6A1.xlsx' })];
    api.on('get', 's/tasks/latest', (call) => {
      expect(call.query).toEqual({ kind: 'member-export', subject: 'student:11::-email:' });
      return api.callsTo('post', 's/tasks').length
        ? data(states.shift() ?? task({ state: 'done', progress: 100, fileName: 'Danh sách học sinh – Lớp 6A1.xlsx' }))
        : data(null);
    });
    api.on('post', 's/tasks', (call) => {
      expect(call.body).toEqual({ kind: 'member-export', params: { kind: 'student', group: 11, sort: '-email' } });
      return HttpResponse.json({ data: task({}) }, { status: 202 });
    });
    api.on('get', 's/tasks/:id/file', () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/octet-stream' } }));
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });

    await user.click(await screen.findByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText('Đang chờ tạo tệp…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Tiến độ xuất Excel' })).toHaveAttribute('aria-valuenow', '40'), { timeout: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Tải tệp Excel' }, { timeout: 5000 }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Xuất lại' })).toBeInTheDocument();
  });

  it('offers no adding and no actions to a reader', async () => {
    renderPage('teacher');
    await screen.findByText('Phạm Thị Lan');
    expect(screen.queryByRole('link', { name: 'Thêm giáo viên' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Thao tác/ })).not.toBeInTheDocument();
  });

  it('adds from its own page, edits, locks and removes after confirming', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('teacher', 1, ALL);
    expect(await screen.findByRole('link', { name: 'Thêm giáo viên' })).toHaveAttribute('href', '/1/member/teacher/add');
    api.on('patch', 's/users/4/inactive', data({ id: 4 }));
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Phạm Thị Lan' }));
    await user.click(screen.getByRole('menuitem', { name: 'Khoá trong trường' }));
    await waitFor(() => expect(api.callsTo('patch', 's/users/4/inactive')).toHaveLength(1));

    api.on('delete', 's/users/4', data({ id: 4 }));
    await user.click(screen.getByRole('button', { name: 'Thao tác: Phạm Thị Lan' }));
    await user.click(screen.getByRole('menuitem', { name: 'Xoá khỏi trường' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá khỏi trường' });
    expect(api.callsTo('delete', 's/users/4')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Xoá khỏi trường' }));
    await waitFor(() => expect(api.callsTo('delete', 's/users/4')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Thao tác: Phạm Thị Lan' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sửa thông tin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/member/teacher/edit/4'));
  });

  it('says when no reset mail could be sent', async () => {
    const user = userEvent.setup();
    api.on('post', 's/users/4/reset_password', data({ sent: false }, {}));
    renderPage('teacher', 1, ALL);
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Phạm Thị Lan' }));
    await user.click(screen.getByRole('menuitem', { name: 'Gửi thư đặt lại mật khẩu' }));
    expect(await screen.findByText(/Chưa gửi được thư cho Phạm Thị Lan/)).toBeInTheDocument();
  });

  it('acts on the ticked rows at once, after a confirmation to remove them, and starts a new page with none ticked', async () => {
    const user = userEvent.setup();
    renderPage('teacher', 1, ALL);
    api.on('post', 's/users/bulk', data({ count: 1 }));
    await user.click(await screen.findByRole('checkbox', { name: 'Chọn Phạm Thị Lan' }));
    const bar = screen.getByRole('region', { name: 'Thao tác với các dòng đã chọn' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Đã chọn 1 giáo viên');
    // Teachers are not moved to a class.
    expect(within(bar).queryByRole('button', { name: 'Chuyển lớp' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Khoá' }));
    await waitFor(() => expect(api.callsTo('post', 's/users/bulk')[0]!.body).toEqual({ action: 'inactive', ids: [4] }));
    expect(screen.queryByRole('region', { name: 'Thao tác với các dòng đã chọn' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả trên trang này' }));
    await user.click(screen.getByRole('button', { name: 'Xoá khỏi trường' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá khỏi trường' });
    await user.click(within(confirm).getByRole('button', { name: 'Xoá khỏi trường' }));
    await waitFor(() => expect(api.callsTo('post', 's/users/bulk')[1]!.body).toEqual({ action: 'remove', ids: [4] }));
  });

  it('never offers to lock or remove oneself', async () => {
    const user = userEvent.setup();
    renderPage('teacher', 1, ALL, lan.id);
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Phạm Thị Lan' }));
    expect(screen.getByRole('menuitem', { name: 'Sửa thông tin' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Khoá trong trường' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Xoá khỏi trường' })).not.toBeInTheDocument();
  });
});
