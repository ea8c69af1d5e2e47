// The system roles list: each role's permissions, holders and state; search after a pause; adding and the actions
// that change a role only for those allowed; the super administrator's role never turned off or deleted; deleting
// after confirming, a refusal said as the server says it; loading, empty and failed states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, networkError, never, refusal } from '@/test/api-mock.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { SystemRole } from '../api/get-system-roles.ts';
import { SystemRolesPage } from './system-roles-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const superRole: SystemRole = { id: 22, name: 'Quản trị hệ thống', isActive: true, isSuperAdmin: true, permissionIds: [1, 2, 3], userCount: 1 };
const editors: SystemRole = { id: 23, name: 'Biên tập nội dung', isActive: true, isSuperAdmin: false, permissionIds: [6, 7], userCount: 1234 };
const off: SystemRole = { id: 24, name: 'Kiểm duyệt', isActive: false, isSuperAdmin: false, permissionIds: [], userCount: 0 };

const READ_ONLY = { create: false, update: false, delete: false };
const ALL = { create: true, update: true, delete: true };

function renderPage(rights = READ_ONLY, rows = [superRole, editors, off], name = '') {
  api.on('get', 'roles', data(rows, { pagination: { total: rows.length, page: 1, perPage: 12 } }));
  const onSearchChange = vi.fn();
  const { router } = renderInApp(() => (
    <>
      <SystemRolesPage rights={rights} page={1} name={name} onSearchChange={onSearchChange} />
      <Toaster />
    </>
  ));
  return { onSearchChange, router };
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('SystemRolesPage', () => {
  it('lists roles with their permissions, holders and state, each linked to its page', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Vai trò hệ thống' })).toBeInTheDocument();
    const row = await rowOf('Biên tập nội dung');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Biên tập nội dung', '2', '1.234', 'Đang dùng', 'Thao tác ▾']);
    expect(within(row).getByRole('link', { name: 'Biên tập nội dung' })).toHaveAttribute('href', '/system/role/23');
    expect(within(await rowOf('Kiểm duyệt')).getByText('Đã tắt')).toBeInTheDocument();
  });

  it('searches once the user pauses typing, from page 1', async () => {
    const { onSearchChange } = renderPage();
    await userEvent.type(await screen.findByLabelText('Tìm theo tên vai trò'), 'bien tap');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ page: 1, name: 'bien tap' }));
  });

  it('offers a reader only the people of a role', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('1.234');
    expect(screen.queryByRole('link', { name: 'Thêm vai trò' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thao tác: Biên tập nội dung' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Người dùng']);
    await user.click(screen.getByRole('menuitem', { name: 'Người dùng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role/23/users'));
  });

  it('never offers to turn off or delete the super administrator’s role', async () => {
    const user = userEvent.setup();
    renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Quản trị hệ thống' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Người dùng', 'Sửa']);
  });

  it('turns off and on, and deletes after confirming; a role still held is refused as the server says', async () => {
    const user = userEvent.setup();
    renderPage(ALL);
    expect(await screen.findByRole('link', { name: 'Thêm vai trò' })).toHaveAttribute('href', '/system/role/add');
    api.on('post', 'roles/23/inactive', data({ ...editors, isActive: false }));
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Biên tập nội dung' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tắt' }));
    await waitFor(() => expect(api.callsTo('post', 'roles/23/inactive')).toHaveLength(1));
    expect(await screen.findByText('Đã tắt vai trò Biên tập nội dung')).toBeInTheDocument();

    api.on('post', 'roles/24/active', data({ ...off, isActive: true }));
    await user.click(screen.getByRole('button', { name: 'Thao tác: Kiểm duyệt' }));
    await user.click(screen.getByRole('menuitem', { name: 'Bật' }));
    await waitFor(() => expect(api.callsTo('post', 'roles/24/active')).toHaveLength(1));

    const message = MSG.systemRoleInUse.replace('{}', '1234');
    api.on('delete', 'roles/23', refusal(422, message, { id: [message] }));
    await user.click(screen.getByRole('button', { name: 'Thao tác: Biên tập nội dung' }));
    await user.click(screen.getByRole('menuitem', { name: 'Xoá' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá vai trò' });
    expect(within(confirm).getByText(/đang được gán cho 1234 người dùng/)).toBeInTheDocument();
    expect(api.callsTo('delete', 'roles/23')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText(message)).toBeInTheDocument();

    api.on('delete', 'roles/24', data({ id: 24 }));
    await user.click(screen.getByRole('button', { name: 'Thao tác: Kiểm duyệt' }));
    await user.click(screen.getByRole('menuitem', { name: 'Xoá' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xoá vai trò' })).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText('Đã xoá vai trò Kiểm duyệt')).toBeInTheDocument();
  });

  it('shows loading, then no roles, and a search that finds nothing', async () => {
    api.on('get', 'roles', never, { once: true });
    renderInApp(() => <SystemRolesPage rights={ALL} page={1} name="" onSearchChange={() => {}} />);
    expect(await screen.findByText(TEXT.loading)).toBeInTheDocument();
    cleanup();
    renderPage(ALL, []);
    expect(await screen.findByText('Chưa có vai trò nào')).toBeInTheDocument();
    cleanup();
    renderPage(ALL, [], 'xyz');
    expect(await screen.findByText('Không tìm thấy kết quả phù hợp')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    api.on('get', 'roles', networkError(), { once: true });
    renderInApp(() => <SystemRolesPage rights={READ_ONLY} page={1} name="" onSearchChange={() => {}} />);
    const alert = await screen.findByRole('alert');
    api.on('get', 'roles', data([editors], { pagination: { total: 1, page: 1, perPage: 12 } }));
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('link', { name: 'Biên tập nội dung' })).toBeInTheDocument();
  });
});
