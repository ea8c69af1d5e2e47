// The change-password dialog: §5 messages exactly, a fresh form on every opening, and after a submit the dialog
// closes with the outcome told by a toast (success, or the server's wrong-old-password message).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { dismissToast, subscribeToasts } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

const api = mockApi();

function renderDialog(open = true) {
  const onClose = vi.fn();
  const client = new QueryClient();
  const ui = (isOpen: boolean) => (
    <QueryClientProvider client={client}>
      <ChangePasswordDialog open={isOpen} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(ui(open));
  return { onClose, rerender: (isOpen: boolean) => view.rerender(ui(isOpen)) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fill(oldPassword: string, password: string, confirmation: string) {
  if (oldPassword) await userEvent.type(field('Mật khẩu cũ'), oldPassword);
  if (password) await userEvent.type(field('Mật khẩu mới'), password);
  if (confirmation) await userEvent.type(field('Nhập lại mật khẩu mới'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  const unsubscribe = subscribeToasts((all) => all.forEach((t) => dismissToast(t.id)));
  unsubscribe();
});

describe('ChangePasswordDialog', () => {
  it('shows the three required messages on an empty submit and stays open', async () => {
    const { onClose } = renderDialog();
    await fill('', '', '');
    expect(await screen.findByText(MSG.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText('Mât khẩu không khớp')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('rejects a short password with the rule message', async () => {
    renderDialog();
    await fill('Hoc@2026', 'abc12', 'abc12');
    expect(await screen.findByText('Mật khẩu ít nhất 8 kí tự')).toBeInTheDocument();
    expect(field('Mật khẩu mới')).toHaveValue('abc12');
  });

  it('rejects a confirmation that differs', async () => {
    renderDialog();
    await fill('Hoc@2026', 'MatKhau@2027', 'MatKhau@2028');
    expect(await screen.findByText('Mât khẩu không khớp')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('changes the password, keeps the new token, toasts and closes', async () => {
    api.on('patch', 'current_user/change_password', data({ accessToken: 'fresh-token' }));
    localStorage.setItem(STORAGE_KEYS.accessToken, 'old-token');
    const { onClose } = renderDialog();
    await fill('Hoc@2026', 'MatKhau@2027', 'MatKhau@2027');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [call] = api.callsTo('patch', 'current_user/change_password');
    expect(call!.body).toEqual({ oldPassword: 'Hoc@2026', password: 'MatKhau@2027', passwordConfirmation: 'MatKhau@2027' });
    expect(call!.headers.get('Authorization')).toBe('Bearer old-token');
    expect(screen.getByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh-token');
  });

  it('closes after a wrong old password and shows the server message as an error toast', async () => {
    api.on('patch', 'current_user/change_password', refusal(422, MSG.oldPasswordWrong, { oldPassword: [MSG.oldPasswordWrong] }));
    localStorage.setItem(STORAGE_KEYS.accessToken, 'old-token');
    const { onClose } = renderDialog();
    await fill('SaiMatKhau1', 'MatKhau@2027', 'MatKhau@2027');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.oldPasswordWrong);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('old-token');
  });

  it('opens with an empty form each time', async () => {
    const { rerender } = renderDialog();
    await userEvent.type(field('Mật khẩu cũ'), 'Hoc@2026');
    await fill('', '', '');
    act(() => rerender(false));
    await waitFor(() => expect(screen.queryByLabelText('Mật khẩu cũ')).not.toBeInTheDocument());
    act(() => rerender(true));
    expect(await screen.findByLabelText('Mật khẩu cũ')).toHaveValue('');
    expect(screen.queryByText(MSG.passwordRequired)).not.toBeInTheDocument();
  });
});
