// The profile page: details formatted as the spec says (phone 4-3-3, gender label, dd/MM/yyyy), editing with the
// shared rules, server messages under their fields, and a saved profile shown at once.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MSG } from '@/shared/messages.ts';
import type { CurrentUser, SessionData } from '@/shared/session.ts';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { ProfilePage } from './profile-page.tsx';

const api = mockApi();

const user = {
  id: 4,
  email: 'gv.lan@nguyendu.edu.vn',
  first_name: 'Thị Lan',
  last_name: 'Phạm',
  avatar: null,
  phone: '0987654321',
  gender: 0,
  birthday: '1990-03-07',
  userType: 'teacher',
  schoolRoleId: null,
  schoolRole: null,
} as CurrentUser;
const session = { user, userSchools: [{ school: { id: 1, name: 'Trường THCS Nguyễn Du' } }] } as SessionData;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['session', 'root'], session);
  render(
    <QueryClientProvider client={client}>
      <ProfilePage />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ProfilePage', () => {
  it('shows the formatted details and the schools', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Phạm Thị Lan' })).toBeInTheDocument();
    expect(screen.getByText('0987-654-321')).toBeInTheDocument();
    expect(screen.getByText('Nữ')).toBeInTheDocument();
    expect(screen.getByText('07/03/1990')).toBeInTheDocument();
    expect(screen.getByText('Trường THCS Nguyễn Du')).toBeInTheDocument();
  });

  it('rejects a malformed phone with the shared message and sends nothing', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Chỉnh sửa' }));
    const phone = screen.getByLabelText('Số điện thoại');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.phoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveValue('12ab');
    expect(api.calls).toEqual([]);
  });

  it('shows a server field message under its field and keeps the input', async () => {
    api.on('patch', 'current_user', refusal(422, MSG.lastNameRequired, { last_name: [MSG.lastNameRequired] }));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Chỉnh sửa' }));
    await userEvent.type(screen.getByLabelText('Tên'), ' B');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Tên')).toHaveValue('Thị Lan B');
  });

  it('saves the profile and shows the new details', async () => {
    api.on('patch', 'current_user', (call) => data({ ...user, ...(call.body as object) }));
    const client = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Chỉnh sửa' }));
    const phone = screen.getByLabelText('Số điện thoại');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0912 345 678');
    await userEvent.selectOptions(screen.getByLabelText('Giới tính'), 'Khác');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByText('0912-345-678')).toBeInTheDocument());
    expect(api.callsTo('patch', 'current_user').map((c) => c.body)).toEqual([
      { last_name: 'Phạm', first_name: 'Thị Lan', phone: '0912345678', gender: 2, birthday: '1990-03-07' },
    ]);
    expect(screen.getByText('Khác')).toBeInTheDocument();
    expect(client.getQueryData<SessionData>(['session', 'root'])?.user.phone).toBe('0912345678');
  });
});
