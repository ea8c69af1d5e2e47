// The system administrator's email settings against a real SMTP server started here (smtp-server, asking for a
// login): an account is added and its test mail arrives, the password-reset mail's subject is edited, and a "quên mật
// khẩu" request then arrives through that account with the new subject. Afterwards the account and the text are
// removed through the API, so the other browser tests' mails go to the mail folder again.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { test, expect } from './fixtures.ts';
import { uiLogin } from './exam-api-helpers.ts';
import { menuLinks, openFromMenu } from './screens.ts';

const SMTP_USER = 'guithu@lophocso.test';
const SMTP_PASSWORD = 'Thu-SMTP@2026';
const ADMIN = 'admin@lophocso.vn';
const USER = 'gv.minh@nguyendu.edu.vn';

let smtp: SMTPServer;
let port = 0;
const delivered: ParsedMail[] = [];

test.beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Sai thông tin đăng nhập'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          delivered.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

test.afterAll(async ({ request }) => {
  const login = await request.post('/api/sessions', { data: { email: ADMIN, password: 'Hoc@2026' } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.accessToken as string}` };
  const accounts = (await (await request.get('/api/email_accounts', { headers })).json()).data as { id: number }[];
  for (const a of accounts) await request.delete(`/api/email_accounts/${a.id}`, { headers });
  const action = (await (await request.get('/api/email_actions/password_reset', { headers })).json()).data as { defaults: { subject: string; body: string } };
  await request.patch('/api/email_actions/password_reset', { headers, data: { ...action.defaults, isEnabled: true, accountId: null } });
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (to: string) => delivered.filter((m) => (m.to as { text: string } | undefined)?.text === to);

test('an SMTP account, its test mail, an edited password-reset subject arriving through it', async ({ page, browser }) => {
  await uiLogin(page, ADMIN);
  await openFromMenu(page, '/system/email/account');
  await expect(page.getByRole('heading', { name: 'Tài khoản email SMTP', level: 1 })).toBeVisible();
  await expect(page.getByText('Chưa có tài khoản email nào')).toBeVisible();
  await page.getByRole('link', { name: 'Thêm tài khoản' }).click();

  await page.getByLabel(/Tên tài khoản/).fill('Máy chủ thư thử');
  await page.getByLabel(/Máy chủ \(host\)/).fill('127.0.0.1');
  await page.getByLabel(/Bảo mật/).selectOption({ label: 'Không mã hoá' });
  await page.getByLabel(/Cổng/).fill(String(port));
  await page.getByLabel('Tên đăng nhập').fill(SMTP_USER);
  await page.getByLabel('Mật khẩu').fill('sai-mat-khau');
  await page.getByLabel(/Địa chỉ gửi/).fill('no-reply@lophocso.test');
  await page.getByLabel('Gửi tới').fill('kiemtra@lophocso.test');
  await page.getByRole('button', { name: 'Gửi thư thử' }).click();
  // The SMTP server's own words, in the Vietnamese sentence.
  await expect(page.getByRole('alert')).toContainText('Máy chủ SMTP từ chối đăng nhập');
  await expect(page.getByRole('alert')).toContainText('Sai thông tin đăng nhập');

  await page.getByLabel('Mật khẩu').fill(SMTP_PASSWORD);
  await page.getByRole('button', { name: 'Gửi thư thử' }).click();
  await expect(page.getByText('Máy chủ SMTP đã nhận thư.')).toBeVisible();
  await expect.poll(() => mailTo('kiemtra@lophocso.test').map((m) => m.subject)).toEqual(['Thư thử từ Lớp học số']);

  await page.getByRole('button', { name: 'Lưu' }).click();
  const row = page.getByRole('row', { name: /Máy chủ thư thử/ });
  await expect(row).toContainText('Mặc định');
  await expect(row).toContainText('mật khẩu đã lưu');
  // The saved password is never shown again.
  await row.getByRole('link', { name: 'Máy chủ thư thử' }).click();
  await expect(page.getByLabel('Mật khẩu')).toHaveValue('');
  await expect(page.getByLabel('Mật khẩu')).toHaveAttribute('placeholder', 'đã lưu');

  await openFromMenu(page, '/system/email');
  await page.getByRole('link', { name: 'Sửa thư Đặt lại mật khẩu' }).click();
  await expect(page.getByRole('heading', { name: 'Đặt lại mật khẩu', level: 1 })).toBeVisible();
  const subject = page.getByLabel(/Tiêu đề/);
  await subject.fill('Khôi phục mật khẩu cho {{ho_ten}}');
  await expect(page.getByText('Không có biến {{ho_ten}} trong thư này.', { exact: false })).toBeVisible();
  await subject.fill('Khôi phục mật khẩu cho {{ten}}');
  await expect(page.getByTestId('email-preview-subject')).toHaveText('Khôi phục mật khẩu cho Phạm Thị Lan');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('row', { name: /Đặt lại mật khẩu/ })).toContainText('Khôi phục mật khẩu cho {{ten}}');

  const visitor = await browser.newPage();
  await visitor.goto('/forgot-password');
  await visitor.getByLabel('Email').fill(USER);
  await visitor.getByRole('button', { name: 'Gửi hướng dẫn' }).click();
  await expect(visitor.getByText('Nếu email tồn tại trong hệ thống, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu')).toBeVisible();
  await expect.poll(() => mailTo(USER).map((m) => m.subject), { timeout: 30_000 }).toEqual(['Khôi phục mật khẩu cho Lê Văn Minh']);
  const mail = mailTo(USER)[0]!;
  expect(mail.from?.value[0]?.address).toBe('no-reply@lophocso.test');
  expect(mail.text).toMatch(/\/new-password\?token=\S+/);
  await visitor.close();
});

test('a school administrator has no email settings in the menu and is sent away from them', async ({ page }) => {
  await uiLogin(page, 'quantri@nguyendu.edu.vn');
  expect((await menuLinks(page)).map((l) => l.href).filter((h) => h.startsWith('/system/email'))).toEqual([]);
  await page.goto('/system/email/account');
  await expect(page).not.toHaveURL(/\/system\/email/);
  await page.goto('/system/email/password_reset');
  await expect(page).not.toHaveURL(/\/system\/email/);
});
