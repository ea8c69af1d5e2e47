// The teacher and student lists: phone grouped 4-3-3, groups listed, search after a pause, pages; adding and each
// member's actions only for those allowed, never locking or removing oneself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '@/test/render-in-app.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import type { Member } from '../api/get-members.ts';
import { data, mockApi } from '@/test/api-mock.ts';
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

function renderPage(kind: 'teacher' | 'student', total = 1, rights = READ_ONLY, userId = 99) {
  api.on('get', kind === 'teacher' ? 's/teachers' : 's/students', data([lan], { pagination: { total, page: 1, perPage: 12 } }));
  const onSearchChange = vi.fn();
  const { router } = renderInApp(() => (
    <>
      <MembersPage schoolId={1} kind={kind} rights={rights} userId={userId} page={1} name="" onSearchChange={onSearchChange} />
      <Toaster />
    </>
  ));
  return { onSearchChange, router };
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
    expect(onSearchChange).toHaveBeenCalledWith({ page: 3, name: '' });
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
