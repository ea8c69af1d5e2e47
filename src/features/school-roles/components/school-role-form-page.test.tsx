// The role form on its page: permissions chosen in groups (one by one or "Chọn tất cả"), sent as ids; a name the
// school has comes back under its field with everything kept; an edit starts from the role; what the caller may not
// grant cannot be ticked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import { PERMISSIONS, permissionId, type Grants } from '@/shared/permissions.ts';
import { SchoolRoleFormPage } from './school-role-form-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const catalogue = data(PERMISSIONS.filter((p) => p.scope === 'school').map((p) => ({ id: p.id, name: p.name, action: p.action, group: { key: p.groupKey } })));
const ADMIN: Grants = { superAdmin: false, schoolAdmin: true, permissionIds: [] };

function renderForm(roleId: number | null, grants = ADMIN, ownRoleId: number | null = null) {
  api.on('get', 'selections/school_permissions', catalogue);
  const onDone = vi.fn();
  renderInApp(() => <SchoolRoleFormPage schoolId={1} roleId={roleId} grants={grants} ownRoleId={ownRoleId} onDone={onDone} />);
  return onDone;
}

describe('SchoolRoleFormPage', () => {
  it('creates a role with a whole group and one more permission, keeping everything when the name is taken', async () => {
    const user = userEvent.setup();
    api.on('post', 's/roles', refusal(422, MSG.roleNameExists, { name: [MSG.roleNameExists] }), { once: true });
    const onDone = renderForm(null);
    expect(await screen.findByRole('heading', { name: 'Thêm vai trò' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Tên vai trò/), 'Tổ trưởng');
    const teachers = screen.getByRole('group', { name: 'Giáo viên' });
    await user.click(within(teachers).getByRole('checkbox', { name: 'Chọn tất cả: Giáo viên' }));
    const requests = screen.getByRole('group', { name: 'Yêu cầu tham gia' });
    await user.click(within(requests).getByRole('checkbox', { name: 'Xem' }));
    expect(within(requests).getByRole('checkbox', { name: 'Chọn tất cả: Yêu cầu tham gia' })).toHaveProperty('indeterminate', true);
    expect(screen.getByText('Đã chọn 6 quyền')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    expect(await screen.findByText(MSG.roleNameExists)).toBeInTheDocument();
    expect(screen.getByLabelText(/Tên vai trò/)).toHaveValue('Tổ trưởng');
    expect(within(requests).getByRole('checkbox', { name: 'Xem' })).toBeChecked();
    const teacherIds = (['view', 'create', 'update', 'delete', 'approve'] as const).map((a) => permissionId(`school_teacher.${a}`));
    expect(api.callsTo('post', 's/roles')[0]!.body).toEqual({
      name: 'Tổ trưởng',
      permissionIds: [...teacherIds, permissionId('join_request.view')].sort((a, b) => a - b),
    });

    api.on('post', 's/roles', data({ id: 9, name: 'Tổ trưởng 2', position: null, isActive: true, permissionIds: [], memberCount: 0 }));
    await user.clear(screen.getByLabelText(/Tên vai trò/));
    await user.type(screen.getByLabelText(/Tên vai trò/), 'Tổ trưởng 2');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    renderForm(null);
    await user.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.roleNameRequired)).toBeInTheDocument();
    expect(api.callsTo('post', 's/roles')).toHaveLength(0);
  });

  it('edits a role from what it grants; unticking a whole group removes it', async () => {
    const user = userEvent.setup();
    const ids = [permissionId('mission.view'), permissionId('mission.create'), permissionId('school_student.view')];
    api.on('get', 's/roles/7', data({ id: 7, name: 'Tổ trưởng', position: null, isActive: true, permissionIds: ids, memberCount: 2 }));
    api.on('patch', 's/roles/7', data({ id: 7, name: 'Tổ trưởng khối 7', position: null, isActive: true, permissionIds: [], memberCount: 2 }));
    const onDone = renderForm(7);
    expect(await screen.findByRole('heading', { name: 'Sửa vai trò: Tổ trưởng' })).toBeInTheDocument();
    const missions = screen.getByRole('group', { name: 'Nhiệm vụ' });
    expect(within(missions).getByRole('checkbox', { name: 'Thêm' })).toBeChecked();
    // Part of the group is chosen: "Chọn tất cả" chooses the rest, once more clears it.
    await user.click(within(missions).getByRole('checkbox', { name: 'Chọn tất cả: Nhiệm vụ' }));
    await user.click(within(missions).getByRole('checkbox', { name: 'Chọn tất cả: Nhiệm vụ' }));
    await user.type(screen.getByLabelText(/Tên vai trò/), ' khối 7');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('patch', 's/roles/7')[0]!.body).toEqual({ name: 'Tổ trưởng khối 7', permissionIds: [permissionId('school_student.view')] });
  });

  it('lets a role manager who is not an administrator grant only what she holds, never role management', async () => {
    const grants: Grants = {
      superAdmin: false,
      schoolAdmin: false,
      permissionIds: [permissionId('school_role.create'), permissionId('mission.view')],
    };
    renderForm(null, grants, 3);
    const roles = await screen.findByRole('group', { name: 'Vai trò trong trường' });
    expect(within(roles).getByRole('checkbox', { name: 'Thêm' })).toBeDisabled();
    expect(within(roles).getByRole('checkbox', { name: 'Chọn tất cả: Vai trò trong trường' })).toBeDisabled();
    const missions = screen.getByRole('group', { name: 'Nhiệm vụ' });
    expect(within(missions).getByRole('checkbox', { name: 'Xem' })).toBeEnabled();
    expect(within(missions).getByRole('checkbox', { name: 'Thêm' })).toBeDisabled();
  });

  it('says a role that cannot be found, with a retry', async () => {
    api.on('get', 's/roles/99', refusal(404, MSG.notFound));
    renderForm(99);
    expect(await screen.findByText(MSG.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
