// The teacher and student lists: phone grouped 4-3-3, groups listed, search after a pause, pages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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

function renderPage(kind: 'teacher' | 'student', total = 1) {
  api.on('get', kind === 'teacher' ? 's/teachers' : 's/students', data([lan], { pagination: { total, page: 1, perPage: 12 } }));
  const onSearchChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MembersPage schoolId={1} kind={kind} page={1} name="" onSearchChange={onSearchChange} />
    </QueryClientProvider>,
  );
  return { onSearchChange };
}

afterEach(() => {
  cleanup();
});

describe('MembersPage', () => {
  it('lists teachers with phone 4-3-3, position and groups', async () => {
    renderPage('teacher');
    expect(screen.getByRole('heading', { name: 'Giáo viên' })).toBeInTheDocument();
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
    await userEvent.type(screen.getByLabelText('Tìm theo tên hoặc email'), 'nguyen');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ page: 1, name: 'nguyen' }));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('offers pages when there are more rows than fit', async () => {
    const { onSearchChange } = renderPage('student', 30);
    await userEvent.click(await screen.findByRole('button', { name: '3' }));
    expect(onSearchChange).toHaveBeenCalledWith({ page: 3, name: '' });
  });
});
