// The system role form: permissions of the system catalogue chosen by menu group, sent as ids; a name already taken
// comes back under its field with everything kept; the super administrator's role keeps every box ticked and only its
// name changes; a role manager who is not a super administrator can tick only what she holds, never role management.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import { PERMISSIONS, permissionId, type Grants } from '@/shared/permissions.ts';
import { SystemRoleFormPage } from './system-role-form-page.tsx';
import type { RoleCaller } from '../may-change.ts';

const api = mockApi();
afterEach(() => cleanup());

const SYSTEM = PERMISSIONS.filter((p) => p.scope === 'system');
const catalogue = data(SYSTEM.map((p) => ({ id: p.id, name: p.name, action: p.action, group: { key: p.groupKey } })));
const SUPER: RoleCaller = { grants: { superAdmin: true, schoolAdmin: false, permissionIds: [] }, heldRoleIds: [22] };

function renderForm(roleId: number | null, caller = SUPER) {
  api.on('get', 'selections/system_permissions', catalogue);
  const onDone = vi.fn();
  renderInApp(() => <SystemRoleFormPage roleId={roleId} caller={caller} onDone={onDone} />);
  return onDone;
}

describe('SystemRoleFormPage', () => {
  it('creates a role with a whole group and one more permission, keeping everything when the name is taken', async () => {
    const user = userEvent.setup();
    api.on('post', 'roles', refusal(422, MSG.systemRoleNameExists, { name: [MSG.systemRoleNameExists] }), { once: true });
    const onDone = renderForm(null);
    expect(await screen.findByRole('heading', { name: 'Thêm vai trò hệ thống' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Tên vai trò/), 'Quản lý trường');
    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả: Trường học' }));
    await user.click(within(screen.getByRole('group', { name: 'Môn học' })).getByRole('checkbox', { name: 'Xem' }));
    expect(screen.getByText('Đã chọn 6 quyền')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    expect(await screen.findByText(MSG.systemRoleNameExists)).toBeInTheDocument();
    expect(screen.getByLabelText(/Tên vai trò/)).toHaveValue('Quản lý trường');
    const school = (['view', 'create', 'update', 'delete', 'approve'] as const).map((a) => permissionId(`school.${a}`));
    expect(api.callsTo('post', 'roles')[0]!.body).toEqual({
      name: 'Quản lý trường',
      permissionIds: [...school, permissionId('subject.view')].sort((a, b) => a - b),
    });

    api.on('post', 'roles', data({ id: 30, name: 'Quản lý trường 2', isActive: true, isSuperAdmin: false, permissionIds: school, userCount: 0 }));
    await user.type(screen.getByLabelText(/Tên vai trò/), ' 2');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(30));
  });

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    renderForm(null);
    await user.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.roleNameRequired)).toBeInTheDocument();
    expect(api.callsTo('post', 'roles')).toHaveLength(0);
  });

  it('keeps every permission of the super administrator’s role ticked: only its name changes', async () => {
    const user = userEvent.setup();
    const all = SYSTEM.map((p) => p.id);
    api.on('get', 'roles/22', data({ id: 22, name: 'Quản trị hệ thống', isActive: true, isSuperAdmin: true, permissionIds: all, userCount: 1 }));
    api.on('patch', 'roles/22', data({ id: 22, name: 'Quản trị viên', isActive: true, isSuperAdmin: true, permissionIds: all, userCount: 1 }));
    const onDone = renderForm(22);
    expect(await screen.findByRole('heading', { name: 'Sửa vai trò: Quản trị hệ thống' })).toBeInTheDocument();
    expect(screen.getByText(/luôn có mọi quyền/)).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.every((b) => (b as HTMLInputElement).checked && (b as HTMLInputElement).disabled)).toBe(true);
    await user.clear(screen.getByLabelText(/Tên vai trò/));
    await user.type(screen.getByLabelText(/Tên vai trò/), 'Quản trị viên');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(22));
    expect(api.callsTo('patch', 'roles/22')[0]!.body).toEqual({ name: 'Quản trị viên', permissionIds: all });
  });

  it('lets a role manager who is not a super administrator grant only what she holds, never role management', async () => {
    const grants: Grants = { superAdmin: false, schoolAdmin: false, permissionIds: [permissionId('role.create'), permissionId('subject.view')] };
    renderForm(null, { grants, heldRoleIds: [25] });
    const roles = await screen.findByRole('group', { name: 'Vai trò hệ thống' });
    expect(within(roles).getByRole('checkbox', { name: 'Thêm' })).toBeDisabled();
    const subjects = screen.getByRole('group', { name: 'Môn học' });
    expect(within(subjects).getByRole('checkbox', { name: 'Xem' })).toBeEnabled();
    expect(within(subjects).getByRole('checkbox', { name: 'Sửa' })).toBeDisabled();
  });

  it('says why her own role is out of her reach', async () => {
    const grants: Grants = { superAdmin: false, schoolAdmin: false, permissionIds: [permissionId('role.update'), permissionId('subject.view')] };
    api.on(
      'get',
      'roles/25',
      data({ id: 25, name: 'Của tôi', isActive: true, isSuperAdmin: false, permissionIds: [permissionId('subject.view')], userCount: 1 }),
    );
    renderForm(25, { grants, heldRoleIds: [25] });
    expect(await screen.findByText(/Chỉ quản trị hệ thống mới được sửa vai trò này/)).toBeInTheDocument();
  });

  it('says a role that cannot be found, with a retry', async () => {
    api.on('get', 'roles/99', refusal(404, MSG.notFound));
    renderForm(99);
    expect(await screen.findByText(MSG.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
