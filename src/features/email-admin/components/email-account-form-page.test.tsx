// The account form: the saved password is never shown and an empty field keeps it, the test mail sends the settings
// as typed and shows the SMTP server's answer (or its refusal), and refusals land under their fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { EMAIL_MSG } from '@/shared/schemas/email.ts';
import type { EmailAccount } from '../api/get-email-accounts.ts';
import { EmailAccountFormPage } from './email-account-form-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const saved: EmailAccount = {
  id: 4,
  name: 'Gmail trường',
  host: 'smtp.gmail.com',
  port: 587,
  security: 'starttls',
  username: 'thu@lophocso.vn',
  hasPassword: true,
  fromName: 'Lớp học số',
  fromAddress: 'thu@lophocso.vn',
  isActive: true,
  isDefault: true,
  actionCount: 0,
  updatedAt: '2026-05-01T00:00:00Z',
};

function renderPage(accountId: number | null) {
  const onDone = vi.fn();
  renderInApp(() => (
    <>
      <EmailAccountFormPage accountId={accountId} onDone={onDone} />
      <Toaster />
    </>
  ));
  return { onDone };
}

describe('EmailAccountFormPage', () => {
  it('editing: the password field is empty, says it is saved, and an empty field is sent as empty (kept)', async () => {
    const user = userEvent.setup();
    api.on('get', 'email_accounts/4', data(saved));
    api.on('patch', 'email_accounts/4', data({ ...saved, name: 'Gmail' }));
    const { onDone } = renderPage(4);
    const password = await screen.findByLabelText('Mật khẩu');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', 'đã lưu');
    expect(screen.getByText(/Mật khẩu đã lưu\. Để trống để giữ nguyên/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Tên tài khoản/));
    await user.type(screen.getByLabelText(/Tên tài khoản/), 'Gmail');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('patch', 'email_accounts/4')[0]!.body).toMatchObject({ name: 'Gmail', password: '', port: 587, security: 'starttls', isDefault: true });
  });

  it('a new account: checked before sending, messages under the fields', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await user.clear(await screen.findByLabelText(/Cổng/));
    await user.type(screen.getByLabelText(/Cổng/), '99999');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(EMAIL_MSG.accountNameRequired)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_MSG.hostRequired)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_MSG.portInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/Cổng/)).toHaveValue(99999);
    expect(api.calls).toHaveLength(0);
  });

  it('the test mail: sent with the settings as typed, the server’s answer shown; a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    api.on('get', 'email_accounts/4', data(saved));
    api.on('post', 'email_accounts/test', data({ ok: true, response: '250 2.0.0 OK  1717000000 queued' }), { once: true });
    renderPage(4);
    await user.click(await screen.findByRole('button', { name: 'Gửi thư thử' }));
    expect(await screen.findByText(EMAIL_MSG.testToRequired)).toBeInTheDocument();
    expect(api.callsTo('post', 'email_accounts/test')).toHaveLength(0);

    await user.type(screen.getByLabelText('Gửi tới'), 'kiemtra@lophocso.vn');
    await user.click(screen.getByRole('button', { name: 'Gửi thư thử' }));
    expect(await screen.findByText('250 2.0.0 OK  1717000000 queued', { normalizer: (s) => s })).toBeInTheDocument();
    expect(api.callsTo('post', 'email_accounts/test')[0]!.body).toMatchObject({ id: 4, to: 'kiemtra@lophocso.vn', host: 'smtp.gmail.com', password: '' });

    const refused = 'Máy chủ SMTP từ chối đăng nhập (sai tên đăng nhập hoặc mật khẩu?): 535 5.7.8 Username and Password not accepted';
    api.on('post', 'email_accounts/test', data({ ok: false, message: refused }));
    await user.type(screen.getByLabelText('Mật khẩu'), 'sai');
    await user.click(screen.getByRole('button', { name: 'Gửi thư thử' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(api.callsTo('post', 'email_accounts/test').at(-1)!.body).toMatchObject({ password: 'sai' });
  });

  it('a refusal of the server lands under its field, nothing typed lost', async () => {
    const user = userEvent.setup();
    const message = 'Máy chủ chưa được đặt khoá mã hoá SECRETS_KEY nên chưa lưu hay dùng được mật khẩu SMTP.';
    api.on('post', 'email_accounts', refusal(422, message, { password: [message] }));
    renderPage(null);
    await user.type(await screen.findByLabelText(/Tên tài khoản/), 'Máy chủ trường');
    await user.type(screen.getByLabelText(/Máy chủ \(host\)/), 'mail.truong.edu.vn');
    await user.type(screen.getByLabelText('Tên đăng nhập'), 'thu');
    await user.type(screen.getByLabelText('Mật khẩu'), 'bimat');
    await user.type(screen.getByLabelText(/Địa chỉ gửi/), 'thu@truong.edu.vn');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('bimat');
    expect(screen.getByLabelText(/Tên tài khoản/)).toHaveValue('Máy chủ trường');
  });
});
