// "Thêm học sinh": ticks kept across searches, someone already in the group not offered again, the chosen students
// sent together, and the server's refusal (a group locked meanwhile) shown in the dialog with the ticks kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal, type ApiCall } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { SchoolStudent } from '../api/get-school-students.ts';
import { AddStudentsDialog } from './add-students-dialog.tsx';

const api = mockApi();
afterEach(() => cleanup());

const student = (id: number, first: string, last: string, n: number, groups: { id: number; name: string }[] = []): SchoolStudent => ({
  id,
  first_name: first,
  last_name: last,
  email: `hs${n}@nguyendu.edu.vn`,
  isActive: true,
  groups,
});
const all = [
  student(40, 'Tâm', 'Ngô', 28),
  student(41, 'Thảo', 'Dương', 29),
  student(42, 'Trang', 'Lý', 30, [{ id: 7, name: 'Lớp 6A' }]),
  { ...student(43, 'Sơn', 'Hồ', 27), isActive: false },
];

/** Filters like the server: by the email's number. */
const students = (call: ApiCall) => {
  const rows = all.filter((s) => !call.query.name || s.email.includes(call.query.name));
  return data(rows, { pagination: { total: rows.length, page: 1, perPage: 20 } }) as Response;
};

describe('AddStudentsDialog', () => {
  it('adds the students ticked across two searches; one already in the group or locked cannot be ticked', async () => {
    const user = userEvent.setup();
    api.on('get', 's/students', students);
    api.on('post', 's/school_groups/7/users', data({ added: 2 }));
    const onClose = vi.fn();
    renderInApp(() => <AddStudentsDialog onClose={onClose} schoolId={1} groupId={7} groupName="Lớp 6A" />);
    expect(await screen.findByRole('checkbox', { name: /Lý Trang.*Đã ở trong nhóm/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Hồ Sơn.*Đã bị khoá trong trường/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Thêm học sinh' })).toBeDisabled();

    await user.type(screen.getByLabelText('Tìm học sinh theo tên hoặc email'), 'hs28');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Dương Thảo/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: /Ngô Tâm/ }));
    await user.clear(screen.getByLabelText('Tìm học sinh theo tên hoặc email'));
    await user.type(screen.getByLabelText('Tìm học sinh theo tên hoặc email'), 'hs29');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Ngô Tâm/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: /Dương Thảo/ }));
    expect(screen.getByText('Đã chọn: Ngô Tâm, Dương Thảo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thêm 2 học sinh' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('post', 's/school_groups/7/users')[0]!.body).toEqual({ userIds: [40, 41], role: 'student' });
  });

  it('shows why the server refused, keeping the ticks', async () => {
    const user = userEvent.setup();
    api.on('get', 's/students', students);
    api.on('post', 's/school_groups/7/users', refusal(422, MSG.groupLocked, { userIds: [MSG.groupLocked] }));
    const onClose = vi.fn();
    renderInApp(() => <AddStudentsDialog onClose={onClose} schoolId={1} groupId={7} groupName="Lớp 6A" />);
    await user.click(await screen.findByRole('checkbox', { name: /Ngô Tâm/ }));
    await user.click(screen.getByRole('button', { name: 'Thêm 1 học sinh' }));
    expect(await screen.findByText(MSG.groupLocked)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ngô Tâm/ })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when no student matches', async () => {
    const user = userEvent.setup();
    api.on('get', 's/students', students);
    renderInApp(() => <AddStudentsDialog onClose={() => undefined} schoolId={1} groupId={7} groupName="Lớp 6A" />);
    await user.type(await screen.findByLabelText('Tìm học sinh theo tên hoặc email'), 'khong-co');
    expect(await screen.findByText('Không có học sinh nào khớp với tìm kiếm')).toBeInTheDocument();
  });
});
