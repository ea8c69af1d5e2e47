// The sign-in form: the shared validation messages, the server's wrong-password message under the password field
// with everything typed kept, and a successful sign-in storing the token and session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { MSG } from '@/shared/messages.ts';
import type { LoginData } from '@/shared/session.ts';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { LoginForm } from './login-form.tsx';

const api = mockApi();

function renderForm() {
  const onSuccess = vi.fn();
  const queryClient = new QueryClient();
  const rootRoute = createRootRoute({ component: () => <LoginForm onSuccess={onSuccess} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/login'] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSuccess, queryClient };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('LoginForm', () => {
  it('shows the required messages and sends nothing when empty', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows a malformed email message', async () => {
    renderForm();
    await userEvent.type(await screen.findByLabelText('Email'), 'khong-phai-email');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
  });

  it('shows the server message under the password field and keeps what was typed', async () => {
    api.on('post', 'sessions', refusal(422, MSG.loginFailed, { password: [MSG.loginFailed] }));
    const { onSuccess } = renderForm();
    await userEvent.type(await screen.findByLabelText('Email'), 'gv.lan@nguyendu.edu.vn');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const password = screen.getByLabelText('Mật khẩu');
    expect(await screen.findByText(MSG.loginFailed)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(MSG.loginFailed);
    expect(password).toHaveValue('sai-mat-khau');
    expect(screen.getByLabelText('Email')).toHaveValue('gv.lan@nguyendu.edu.vn');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('stores the token and the session on success', async () => {
    const session = { user: { id: 7, email: 'gv.lan@nguyendu.edu.vn' }, userSchools: [] } as unknown as Omit<LoginData, 'accessToken'>;
    api.on('post', 'sessions', data({ ...session, accessToken: 'tok-1' }));
    const { onSuccess, queryClient } = renderForm();
    await userEvent.type(await screen.findByLabelText('Email'), '  gv.lan@nguyendu.edu.vn ');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'Hoc@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.callsTo('post', 'sessions').map((c) => c.body)).toEqual([{ email: 'gv.lan@nguyendu.edu.vn', password: 'Hoc@2026' }]);
    // The browser names itself, so the server's failed-login limit counts this tablet apart from a classmate's.
    const signInId = api.callsTo('post', 'sessions')[0]!.headers.get('x-device-id');
    expect(signInId).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(STORAGE_KEYS.signInId)).toBe(signInId);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('tok-1');
    expect(queryClient.getQueryData(['session', 'root'])).toEqual(session);
  });
});
