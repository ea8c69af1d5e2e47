// "Tạo nhóm": the form sends numbers and nulls (not the selects' strings) with the ticked teachers, keeps what was
// typed when the server refuses the name (its message under the field), and hands the created group on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { SchoolGroupDetail } from '@/shared/schemas/school-group.ts';
import { CreateGroupButton } from './create-group-button.tsx';

const api = mockApi();
afterEach(() => cleanup());

const me = { id: 2, first_name: 'Quốc Bảo', last_name: 'Trịnh', email: 'quantri@nguyendu.edu.vn' };

function catalogues() {
  api.on('get', 'selections/grades', data([{ id: 6, name: 'Khối 6' }]));
  api.on('get', 'selections/subjects', data([{ id: 1, name: 'Toán' }]));
  api.on(
    'get',
    's/selections/colleagues',
    data([
      { id: 4, first_name: 'Thị Lan', last_name: 'Phạm' },
      { id: 5, first_name: 'Văn Minh', last_name: 'Lê' },
    ]),
  );
}

describe('CreateGroupButton', () => {
  it('creates a group with a grade and a teacher, after the server refused a name the school has', async () => {
    const user = userEvent.setup();
    catalogues();
    api.on('post', 's/school_groups', refusal(422, MSG.groupNameExists, { name: [MSG.groupNameExists] }), { once: true });
    const onCreated = vi.fn();
    renderInApp(() => <CreateGroupButton schoolId={1} me={me} onCreated={onCreated} />);
    await user.click(await screen.findByRole('button', { name: 'Tạo nhóm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo nhóm' });
    await user.type(await within(dialog).findByLabelText(/Tên nhóm/), 'Lớp 7A1');
    await user.selectOptions(within(dialog).getByLabelText('Khối lớp'), 'Khối 6');
    await user.click(within(dialog).getByLabelText('Phạm Thị Lan'));
    await user.click(within(dialog).getByRole('button', { name: 'Tạo nhóm' }));
    expect(await within(dialog).findByText(MSG.groupNameExists)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Tên nhóm/)).toHaveValue('Lớp 7A1');
    expect(api.callsTo('post', 's/school_groups')[0]!.body).toEqual({ name: 'Lớp 7A1', gradeId: 6, subjectId: null, teacherIds: [4] });

    const created: SchoolGroupDetail = {
      id: 9,
      name: 'Lớp 6A',
      grade: { id: 6, name: 'Khối 6' },
      subject: null,
      isLocked: false,
      teachers: [{ id: 4, first_name: 'Thị Lan', last_name: 'Phạm', email: 'gv.lan@nguyendu.edu.vn' }],
      studentCount: 0,
      may: { update: true, delete: true },
    };
    api.on('post', 's/school_groups', data(created));
    await user.clear(within(dialog).getByLabelText(/Tên nhóm/));
    await user.type(within(dialog).getByLabelText(/Tên nhóm/), 'Lớp 6A');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo nhóm' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
  });

  it('checks the name on the device, and shows the server’s message when no teacher was chosen', async () => {
    const user = userEvent.setup();
    catalogues();
    api.on('post', 's/school_groups', refusal(422, MSG.groupTeacherRequired, { teacherIds: [MSG.groupTeacherRequired] }));
    renderInApp(() => <CreateGroupButton schoolId={1} me={me} onCreated={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Tạo nhóm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo nhóm' });
    await within(dialog).findByLabelText(/Tên nhóm/);
    await user.click(within(dialog).getByRole('button', { name: 'Tạo nhóm' }));
    expect(await within(dialog).findByText(MSG.groupNameRequired)).toBeInTheDocument();
    expect(api.callsTo('post', 's/school_groups')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Tên nhóm/), 'Lớp 6B');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo nhóm' }));
    expect(await within(dialog).findByText(MSG.groupTeacherRequired)).toBeInTheDocument();
  });
});
