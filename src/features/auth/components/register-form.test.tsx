// The registration form: shared rule messages, a taken email under the email field with every input kept, and
// an optional phone sent only when typed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { MSG } from '@/shared/messages.ts';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { RegisterForm } from './register-form.tsx';

const api = mockApi();

function renderForm() {
  const onSuccess = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RegisterForm onSuccess={onSuccess} />
    </QueryClientProvider>,
  );
  return onSuccess;
}

const input = (name: RegExp) => screen.getByLabelText(name);

async function fillAll(phone = '') {
  await userEvent.type(input(/^Họ/), 'Trần');
  await userEvent.type(input(/^Tên/), 'Thu Hà');
  await userEvent.type(input(/^Email/), 'tran.ha@example.com');
  if (phone) await userEvent.type(input(/^Số điện thoại/), phone);
  await userEvent.type(input(/^Mật khẩu/), 'Hoc@2026x');
  await userEvent.type(input(/^Nhập lại mật khẩu/), 'Hoc@2026x');
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('RegisterForm', () => {
  it('shows the required messages when empty', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText(MSG.lastNameRequired)).toBeInTheDocument();
    for (const m of [MSG.firstNameRequired, MSG.emailRequired, MSG.passwordRequired, MSG.passwordMismatch]) {
      expect(screen.getByText(m)).toBeInTheDocument();
    }
    expect(api.calls).toEqual([]);
  });

  it('shows a taken email under the email field and keeps every input', async () => {
    api.on('post', 'registrations', refusal(422, MSG.emailTaken, { email: [MSG.emailTaken] }));
    const onSuccess = renderForm();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
    expect(input(/^Email/)).toHaveAccessibleDescription(MSG.emailTaken);
    expect(input(/^Họ/)).toHaveValue('Trần');
    expect(input(/^Mật khẩu/)).toHaveValue('Hoc@2026x');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('signs in with the new account, sending the phone without separators', async () => {
    api.on('post', 'registrations', data({ user: { id: 9 }, accessToken: 'new-token' }));
    const onSuccess = renderForm();
    await fillAll('0912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.callsTo('post', 'registrations').map((c) => c.body)).toEqual([
      {
        last_name: 'Trần',
        first_name: 'Thu Hà',
        email: 'tran.ha@example.com',
        phone: '0912345678',
        password: 'Hoc@2026x',
        passwordConfirmation: 'Hoc@2026x',
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-token');
  });
});
