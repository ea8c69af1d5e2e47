// "Quản lý nhóm" on a group's page: its details and lock state, locking it, a delete the server refuses (its reason
// shown in the dialog) and then one it allows, removing a member after confirming, and the section absent for
// someone who may not manage the group.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { GroupMember, SchoolGroupDetail } from '@/shared/schemas/school-group.ts';
import { GroupAdminSection } from './group-admin-section.tsx';

const api = mockApi();
afterEach(() => cleanup());

const me = { id: 4, first_name: 'Thị Lan', last_name: 'Phạm', email: 'gv.lan@nguyendu.edu.vn' };
const group: SchoolGroupDetail = {
  id: 7,
  name: 'Lớp 6A',
  grade: { id: 6, name: 'Khối 6' },
  subject: null,
  isLocked: false,
  teachers: [me],
  studentCount: 1,
  may: { update: true, delete: true },
};
const members: GroupMember[] = [
  { ...me, role: 'teacher', isActive: true },
  { id: 40, first_name: 'Tâm', last_name: 'Ngô', email: 'hs28@nguyendu.edu.vn', role: 'student', isActive: true },
];
const page = (rows: GroupMember[]) => data(rows, { pagination: { total: rows.length, page: 1, perPage: 20 } });

function renderSection(onDeleted = vi.fn()) {
  renderInApp(() => (
    <>
      <GroupAdminSection schoolId={1} groupId={7} me={me} onDeleted={onDeleted} />
      <Toaster />
    </>
  ));
  return onDeleted;
}

describe('GroupAdminSection', () => {
  it('shows the group and its members, and locks it: adding is then closed, with the reason', async () => {
    const user = userEvent.setup();
    let locked = false;
    api.on('get', 's/school_groups/7', () => data({ ...group, isLocked: locked }) as Response);
    api.on('get', 's/school_groups/7/users', page(members));
    api.on('patch', 's/school_groups/7/lock', () => {
      locked = true;
      return data({ ...group, isLocked: true }) as Response;
    });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Quản lý nhóm' })).toBeInTheDocument();
    expect(await screen.findByText('Đang mở: nhận thêm thành viên')).toBeInTheDocument();
    expect(screen.getByText('Khối 6')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Thành viên của nhóm Lớp 6A' });
    expect(await within(table).findByText('Ngô Tâm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm học sinh' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Khoá nhóm' }));
    expect(await screen.findByText('Đã khoá: không nhận thêm thành viên')).toBeInTheDocument();
    expect(api.callsTo('patch', 's/school_groups/7/lock')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Thêm học sinh' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mở khoá nhóm' })).toBeInTheDocument();
  });

  it('shows the server’s refusal to delete a group with work in the dialog, then deletes it once allowed', async () => {
    const user = userEvent.setup();
    const reason = MSG.groupHasWork.replace('{}', 'đề thi được giao');
    api.on('get', 's/school_groups/7', data(group));
    api.on('get', 's/school_groups/7/users', page(members));
    api.on('delete', 's/school_groups/7', refusal(422, reason, { id: [reason] }), { once: true });
    const onDeleted = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Xoá nhóm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá nhóm' });
    await user.click(within(dialog).getByRole('button', { name: 'Xoá nhóm' }));
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();

    api.on('delete', 's/school_groups/7', data({ id: 7 }));
    await user.click(within(dialog).getByRole('button', { name: 'Xoá nhóm' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(await screen.findByText('Đã xoá nhóm Lớp 6A')).toBeInTheDocument();
  });

  it('removes a member after confirming', async () => {
    const user = userEvent.setup();
    api.on('get', 's/school_groups/7', data(group));
    api.on('get', 's/school_groups/7/users', page(members));
    api.on('delete', 's/school_groups/7/users/40', data({ id: 40 }));
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Xoá khỏi nhóm: Ngô Tâm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá khỏi nhóm' });
    expect(within(dialog).getByText(/vẫn được giữ/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Xoá khỏi nhóm' }));
    expect(await screen.findByText('Đã xoá Ngô Tâm khỏi nhóm')).toBeInTheDocument();
    expect(api.callsTo('delete', 's/school_groups/7/users/40')).toHaveLength(1);
  });

  it('says when the members could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    api.on('get', 's/school_groups/7', data(group));
    api.on('get', 's/school_groups/7/users', refusal(500, MSG.generic), { once: true });
    renderSection();
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    api.on('get', 's/school_groups/7/users', page([]));
    await user.click(retry);
    expect(await screen.findByText('Nhóm chưa có thành viên nào')).toBeInTheDocument();
  });

  it('is not there for a group the caller may not manage', async () => {
    api.on('get', 's/school_groups/7', refusal(403, MSG.forbidden));
    renderSection();
    await waitFor(() => expect(api.callsTo('get', 's/school_groups/7')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Quản lý nhóm' })).not.toBeInTheDocument());
  });
});
