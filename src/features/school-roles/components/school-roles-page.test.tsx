// The roles list: each role's default position, member count and state; search after a pause; adding and each role's
// actions only for those allowed; a position's default role never turned off or deleted; deleting after confirming,
// a refusal said as the server says it; loading, empty and failed states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, networkError, never, refusal } from '@/test/api-mock.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { SchoolRole } from '../api/get-school-roles.ts';
import { SchoolRolesPage } from './school-roles-page.tsx';

const api = mockApi();

const teacherRole: SchoolRole = { id: 2, name: 'Giáo viên bộ môn', position: 'teacher', isActive: true, permissionIds: [1000, 1001], memberCount: 1234 };
const lead: SchoolRole = { id: 7, name: 'Tổ trưởng chuyên môn', position: null, isActive: true, permissionIds: [1065], memberCount: 1 };
const off: SchoolRole = { id: 8, name: 'Thư viện', position: null, isActive: false, permissionIds: [], memberCount: 0 };

const READ_ONLY = { create: false, update: false, delete: false };
const ALL = { create: true, update: true, delete: true };

function renderPage(rights = READ_ONLY, rows = [teacherRole, lead, off], name = '') {
  api.on('get', 's/roles', data(rows, { pagination: { total: rows.length, page: 1, perPage: 12 } }));
  const onSearchChange = vi.fn();
  const { router } = renderInApp(() => (
    <>
      <SchoolRolesPage schoolId={1} rights={rights} page={1} name={name} onSearchChange={onSearchChange} />
      <Toaster />
    </>
  ));
  return { onSearchChange, router };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

afterEach(() => cleanup());

describe('SchoolRolesPage', () => {
  it('lists roles with their position, members and state', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Vai trò' })).toBeInTheDocument();
    const teacher = await rowOf('Giáo viên bộ môn');
    expect(within(teacher).getByText('1.234')).toBeInTheDocument();
    expect(within(teacher).getByText('Đang dùng')).toBeInTheDocument();
    expect(within(teacher).getByText('Giáo viên')).toBeInTheDocument();
    expect(within(await rowOf('Tổ trưởng chuyên môn')).getByText('—')).toBeInTheDocument();
    expect(within(await rowOf('Thư viện')).getByText('Đã tắt')).toBeInTheDocument();
    expect(api.callsTo('get', 's/roles')[0]!.headers.get('X-SCHOOL-ID')).toBe('1');
  });

  it('searches once the user pauses typing, from page 1', async () => {
    const { onSearchChange } = renderPage();
    await userEvent.type(await screen.findByLabelText('Tìm theo tên vai trò'), 'to truong');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ page: 1, name: 'to truong' }));
  });

  it('offers no adding and no actions to a reader', async () => {
    renderPage();
    await screen.findByText('Giáo viên bộ môn');
    expect(screen.queryByRole('link', { name: 'Thêm vai trò' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Thao tác/ })).not.toBeInTheDocument();
  });

  it('edits, turns off and on, and deletes after confirming', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(ALL);
    expect(await screen.findByRole('link', { name: 'Thêm vai trò' })).toHaveAttribute('href', '/1/system/role/add');

    api.on('patch', 's/roles/7/inactive', data({ ...lead, isActive: false }));
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Tổ trưởng chuyên môn' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tắt' }));
    await waitFor(() => expect(api.callsTo('patch', 's/roles/7/inactive')).toHaveLength(1));

    api.on('patch', 's/roles/8/active', data({ ...off, isActive: true }));
    await user.click(screen.getByRole('button', { name: 'Thao tác: Thư viện' }));
    await user.click(screen.getByRole('menuitem', { name: 'Bật' }));
    await waitFor(() => expect(api.callsTo('patch', 's/roles/8/active')).toHaveLength(1));

    api.on('delete', 's/roles/8', data({ id: 8 }));
    await user.click(screen.getByRole('button', { name: 'Thao tác: Thư viện' }));
    await user.click(screen.getByRole('menuitem', { name: 'Xoá' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá vai trò' });
    expect(api.callsTo('delete', 's/roles/8')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(api.callsTo('delete', 's/roles/8')).toHaveLength(1));
    expect(await screen.findByText('Đã xoá vai trò Thư viện')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thao tác: Tổ trưởng chuyên môn' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sửa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/system/role/7'));
  });

  it('says why a role still held is not deleted', async () => {
    const user = userEvent.setup();
    const message = MSG.roleInUse.replace('{}', '1');
    api.on('delete', 's/roles/7', refusal(422, message, { id: [message] }));
    renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Tổ trưởng chuyên môn' }));
    await user.click(screen.getByRole('menuitem', { name: 'Xoá' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá vai trò' });
    expect(within(confirm).getByText(/đang được gán cho 1 thành viên/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('never offers to turn off or delete a position’s default role', async () => {
    const user = userEvent.setup();
    renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Giáo viên bộ môn' }));
    expect(screen.getByRole('menuitem', { name: 'Sửa' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Tắt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Xoá' })).not.toBeInTheDocument();
  });

  it('shows loading, then an empty school, and a search that finds nothing', async () => {
    api.on('get', 's/roles', never, { once: true });
    renderInApp(() => <SchoolRolesPage schoolId={1} rights={ALL} page={1} name="" onSearchChange={() => {}} />);
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
    api.on('get', 's/roles', networkError(), { once: true });
    renderInApp(() => <SchoolRolesPage schoolId={1} rights={READ_ONLY} page={1} name="" onSearchChange={() => {}} />);
    const alert = await screen.findByRole('alert');
    api.on('get', 's/roles', data([lead], { pagination: { total: 1, page: 1, perPage: 12 } }));
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByText('Tổ trưởng chuyên môn')).toBeInTheDocument();
  });
});
