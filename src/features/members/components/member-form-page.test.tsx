// The member form on its page: a new student put in a class (the API gets numbers and nulls, not the selects'
// strings), the server's field message under its field with everything typed kept, a teacher's position and role,
// and an account shared with another school whose email cannot be changed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { MemberDetail } from '@/shared/member.ts';
import { MemberFormPage } from './member-form-page.tsx';

const api = mockApi();

afterEach(() => cleanup());

const classes = data([
  { id: 11, name: 'Lớp 7A1', grade: null, subject: null, studentCount: 0, examCount: 0, toGradeCount: 0 },
  { id: 12, name: 'Lớp 7A2', grade: null, subject: null, studentCount: 0, examCount: 0, toGradeCount: 0 },
]);
const roles = data([
  { id: 3, name: 'Giáo viên', position: 'teacher' },
  { id: 4, name: 'Hiệu trưởng', position: 'officer' },
  { id: 5, name: 'Học sinh', position: 'student' },
]);
const lan: MemberDetail = {
  id: 4,
  first_name: 'Thị Lan',
  last_name: 'Phạm',
  email: 'gv.lan@nguyendu.edu.vn',
  phone: null,
  gender: 0,
  birthday: null,
  position: 'teacher',
  schoolRoleId: 3,
  isActive: true,
  groups: [],
  sharedAccount: true,
};

describe('MemberFormPage', () => {
  it('adds a student to a class, keeping what was typed when the server refuses the email', async () => {
    const user = userEvent.setup();
    api.on('get', 's/school_groups', classes);
    api.on('post', 's/students', refusal(422, MSG.memberEmailExists, { email: [MSG.memberEmailExists] }), { once: true });
    const onDone = vi.fn();
    renderInApp(() => <MemberFormPage schoolId={1} kind="student" memberId={null} isAdmin={false} onDone={onDone} />);
    expect(await screen.findByRole('heading', { name: 'Thêm học sinh' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Họ và tên đệm/), 'Trần');
    await user.type(screen.getByLabelText(/^Tên/), 'Minh Khoa');
    await user.type(screen.getByLabelText(/^Email/), 'khoa@nguyendu.edu.vn');
    await user.type(screen.getByLabelText('Số điện thoại'), '0912 345 678');
    await user.selectOptions(screen.getByLabelText('Lớp'), 'Lớp 7A2');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.memberEmailExists)).toBeInTheDocument();
    expect(screen.getByLabelText(/Họ và tên đệm/)).toHaveValue('Trần');
    expect(api.callsTo('post', 's/students')[0]!.body).toMatchObject({
      last_name: 'Trần',
      first_name: 'Minh Khoa',
      phone: '0912345678',
      gender: null,
      group_id: 12,
    });
    expect(onDone).not.toHaveBeenCalled();

    api.on('post', 's/students', data({ ...lan, id: 9, first_name: 'Minh Khoa', last_name: 'Trần', position: 'student' }));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'khoa2@nguyendu.edu.vn');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('checks the phone on the device before sending', async () => {
    const user = userEvent.setup();
    api.on('get', 's/school_groups', classes);
    renderInApp(() => <MemberFormPage schoolId={1} kind="student" memberId={null} isAdmin={false} onDone={() => undefined} />);
    await user.type(await screen.findByLabelText(/Họ và tên đệm/), 'Trần');
    await user.type(screen.getByLabelText(/^Tên/), 'An');
    await user.type(screen.getByLabelText(/^Email/), 'an@nguyendu.edu.vn');
    await user.type(screen.getByLabelText('Số điện thoại'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.phoneInvalid)).toBeInTheDocument();
    expect(api.callsTo('post', 's/students')).toHaveLength(0);
  });

  it("edits a teacher's role; a shared account's email is read only", async () => {
    const user = userEvent.setup();
    api.on('get', 's/teachers/4', data(lan));
    api.on('get', 'selections/school_roles', roles);
    api.on('patch', 's/teachers/4', data(lan));
    const onDone = vi.fn();
    renderInApp(() => <MemberFormPage schoolId={1} kind="teacher" memberId={4} isAdmin onDone={onDone} />);
    expect(await screen.findByRole('heading', { name: 'Sửa thông tin giáo viên: Phạm Thị Lan' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Email/)).toHaveAttribute('readonly');
    const role = screen.getByLabelText('Vai trò');
    expect(role).toHaveValue('3');
    // The administrator is offered to an administrator; a student role never is.
    expect([...(role as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Theo chức vụ', 'Quản trị viên (toàn quyền)', 'Giáo viên', 'Hiệu trưởng']);
    await user.selectOptions(screen.getByLabelText(/^Chức vụ/), 'Hiệu trưởng');
    await user.selectOptions(role, 'Hiệu trưởng');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('patch', 's/teachers/4')[0]!.body).toMatchObject({ position: 'officer', school_role_id: 4, email: 'gv.lan@nguyendu.edu.vn' });
  });

  it("edits a student's name without moving her out of her club: an unchanged class is not sent", async () => {
    const user = userEvent.setup();
    const an: MemberDetail = {
      ...lan,
      id: 7,
      position: 'student',
      schoolRoleId: 5,
      sharedAccount: false,
      groups: [
        { id: 11, name: 'Lớp 7A1' },
        { id: 30, name: 'CLB Tiếng Anh' },
      ],
    };
    api.on('get', 's/students/7', data(an));
    api.on('get', 's/school_groups', classes);
    api.on('patch', 's/students/7', data(an));
    const onDone = vi.fn();
    renderInApp(() => <MemberFormPage schoolId={1} kind="student" memberId={7} isAdmin={false} onDone={onDone} />);
    expect(await screen.findByText(/Đang ở: Lớp 7A1, CLB Tiếng Anh/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Tên/));
    await user.type(screen.getByLabelText(/^Tên/), 'Thu An');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('patch', 's/students/7')[0]!.body).not.toHaveProperty('group_id');
  });
});
