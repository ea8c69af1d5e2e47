// The people of a system role: listed and searched; enrolled from every account of the system (searched, ticked
// across searches, one already holding the role or locked out not tickable), unenrolled after confirming; the last
// super administrator's refusal said as the server says it; no enrolling for a reader; loading, empty, failed states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { data, mockApi, networkError, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import { PERMISSIONS } from '@/shared/permissions.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { RoleUser } from '../api/get-role-users.ts';
import { RoleUsersPage } from './role-users-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const SYSTEM = PERMISSIONS.filter((p) => p.scope === 'system');
const CALLER = { grants: { superAdmin: true, schoolAdmin: false, permissionIds: [] }, heldRoleIds: [22], userId: 1 };
const admin: RoleUser = { id: 1, first_name: 'Hệ Thống', last_name: 'Quản Trị', email: 'admin@lophocso.vn', userType: 'other', isActive: true, enrolled: true };
const lan: RoleUser = {
  id: 4,
  first_name: 'Thị Lan',
  last_name: 'Phạm',
  email: 'gv.lan@nguyendu.edu.vn',
  userType: 'teacher',
  isActive: true,
  enrolled: false,
};
const locked: RoleUser = {
  id: 9,
  first_name: 'Khoá',
  last_name: 'Tài Khoản',
  email: 'khoa@lophocso.vn',
  userType: 'student',
  isActive: false,
  enrolled: false,
};

const page = (rows: RoleUser[]) => data(rows, { pagination: { total: rows.length, page: 1, perPage: 20 } });

function renderPage({ canEnrol = true, holders = [admin], name = '' } = {}) {
  api.on('get', 'selections/system_permissions', data(SYSTEM.map((p) => ({ id: p.id, name: p.name, action: p.action, group: { key: p.groupKey } }))));
  api.on(
    'get',
    'roles/22',
    data({ id: 22, name: 'Quản trị hệ thống', isActive: true, isSuperAdmin: true, permissionIds: SYSTEM.map((p) => p.id), userCount: 1 }),
  );
  api.on('get', 'roles/user/22', (call) => (call.query.scope === 'all' ? page([admin, lan, locked]) : page(holders)));
  const onSearchChange = vi.fn();
  renderInApp(() => (
    <>
      <RoleUsersPage roleId={22} caller={CALLER} canEnrol={canEnrol} page={1} name={name} onSearchChange={onSearchChange} />
      <Toaster />
    </>
  ));
  return onSearchChange;
}

describe('RoleUsersPage', () => {
  it('lists the holders and searches them once the user pauses typing', async () => {
    const onSearchChange = renderPage();
    expect(await screen.findByRole('heading', { name: 'Người dùng: Quản trị hệ thống' })).toBeInTheDocument();
    const row = (await screen.findByText('admin@lophocso.vn')).closest('tr')!;
    expect(within(row).getByText('Quản Trị Hệ Thống')).toBeInTheDocument();
    expect(within(row).getByText('(bạn)')).toBeInTheDocument();
    expect(within(row).getByText('Đang hoạt động')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tìm theo tên hoặc email'), 'quan tri');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ page: 1, name: 'quan tri' }));
  });

  it('enrols people found among every account, keeping the ticks when the server refuses', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Thêm người dùng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm người dùng' });
    const list = await within(dialog).findByRole('list', { name: 'Người dùng của hệ thống' });
    expect(within(list).getByRole('checkbox', { name: /Quản Trị Hệ Thống/ })).toBeDisabled();
    expect(within(list).getByText('Đã có vai trò')).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: /Tài Khoản Khoá/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Tìm người dùng theo tên hoặc email'), 'pham lan');
    await waitFor(() => expect(api.calls.some((c) => c.path === 'roles/user/22' && c.query.scope === 'all' && c.query.name === 'pham lan')).toBe(true));
    await user.click(within(list).getByRole('checkbox', { name: /Phạm Thị Lan/ }));
    api.on('post', 'roles/user/enroll/22', refusal(422, MSG.roleUserInvalid, { userIds: [MSG.roleUserInvalid] }), { once: true });
    await user.click(within(dialog).getByRole('button', { name: 'Thêm 1 người dùng' }));
    expect(await within(dialog).findByText(MSG.roleUserInvalid)).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: /Phạm Thị Lan/ })).toBeChecked();

    api.on('post', 'roles/user/enroll/22', data({ added: 1 }), { once: true });
    await user.click(within(dialog).getByRole('button', { name: 'Thêm 1 người dùng' }));
    expect(await screen.findByText('Đã thêm 1 người dùng vào vai trò Quản trị hệ thống')).toBeInTheDocument();
    expect(api.callsTo('post', 'roles/user/enroll/22').at(-1)!.body).toEqual({ userIds: [4] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thêm người dùng' })).not.toBeInTheDocument());
  });

  it('unenrols after confirming, and says why the last super administrator stays', async () => {
    const user = userEvent.setup();
    renderPage({ holders: [admin, { ...lan, enrolled: true }] });
    api.on('post', 'roles/user/unenroll/22', data({ removed: 1 }), { once: true });
    await user.click(await screen.findByRole('button', { name: 'Gỡ Phạm Thị Lan khỏi vai trò' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gỡ khỏi vai trò' });
    expect(api.callsTo('post', 'roles/user/unenroll/22')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Gỡ' }));
    expect(await screen.findByText('Đã gỡ Phạm Thị Lan khỏi vai trò Quản trị hệ thống')).toBeInTheDocument();
    expect(api.callsTo('post', 'roles/user/unenroll/22')[0]!.body).toEqual({ userIds: [4] });

    api.on('post', 'roles/user/unenroll/22', refusal(422, MSG.lastSuperAdmin, { userIds: [MSG.lastSuperAdmin] }));
    await user.click(screen.getByRole('button', { name: 'Gỡ Quản Trị Hệ Thống khỏi vai trò' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Gỡ khỏi vai trò' })).getByRole('button', { name: 'Gỡ' }));
    expect(await screen.findByText(MSG.lastSuperAdmin)).toBeInTheDocument();
  });

  it('offers a reader neither enrolling nor unenrolling', async () => {
    renderPage({ canEnrol: false });
    await screen.findByText('admin@lophocso.vn');
    expect(screen.queryByRole('button', { name: 'Thêm người dùng' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Gỡ/ })).not.toBeInTheDocument();
  });

  it('says when nobody holds the role, when a search finds nobody, and offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    renderPage({ holders: [] });
    expect(await screen.findByText('Chưa có ai giữ vai trò này')).toBeInTheDocument();
    cleanup();
    renderPage({ holders: [], name: 'xyz' });
    expect(await screen.findByText('Không tìm thấy kết quả phù hợp')).toBeInTheDocument();
    cleanup();
    api.on('get', 'roles/user/22', networkError(), { once: true });
    api.on('get', 'selections/system_permissions', data([]));
    api.on('get', 'roles/22', data({ id: 22, name: 'Quản trị hệ thống', isActive: true, isSuperAdmin: true, permissionIds: [], userCount: 1 }));
    renderInApp(() => <RoleUsersPage roleId={22} caller={CALLER} canEnrol page={1} name="" onSearchChange={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TEXT.loadFailed)).toBeInTheDocument();
    api.on('get', 'roles/user/22', page([admin]));
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByText('admin@lophocso.vn')).toBeInTheDocument();
  });
});
