// Account screens against the real server: sign-in errors and success, registration, the change-password and
// join-school dialogs opened from the header, and the password reset mail round trip (seed password Hoc@2026).
import { test, expect, type APIRequestContext, type Page } from './fixtures.ts';
import { expectSignedIn } from './exam-api-helpers.ts';
import { latestMailTo } from './mail.ts';

const PASSWORD = 'Hoc@2026';
const STUDENT = { email: 'hs01@nguyendu.edu.vn', name: 'Nguyễn An' };
const NEWCOMER = 'khach@lophocso.vn';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expectSignedIn(page);
}

async function openChangePassword(page: Page) {
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đổi mật khẩu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(dialog.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeVisible();
  return dialog;
}

async function openJoinSchool(page: Page) {
  await page.getByRole('button', { name: 'Mở danh sách trường học' }).click();
  await page.getByRole('option', { name: /Tham gia trường học/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tham gia trường học' });
  await expect(dialog.getByRole('heading', { name: 'Tham gia trường học' })).toBeVisible();
  return dialog;
}

test('a wrong password shows the server message under the field and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(STUDENT.email);
  await page.getByLabel('Mật khẩu').fill('SaiMatKhau1');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Email hoặc mật khẩu không đúng')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email')).toHaveValue(STUDENT.email);
  await expect(page.getByLabel('Mật khẩu')).toHaveValue('SaiMatKhau1');
});

test('the student signs in, and /login then sends them on to ?redirect', async ({ page }) => {
  await signIn(page, STUDENT.email);
  await expect(page.getByText(STUDENT.name).first()).toBeVisible();
  await page.goto('/login?redirect=%2Fprofiles');
  await expect(page).toHaveURL(/\/profiles\/\d+$/);
  await expect(page.getByRole('heading', { name: STUDENT.name })).toBeVisible();
  await expect(page.getByText(STUDENT.email).first()).toBeVisible();
});

test('change-password dialog: required, rule and mismatch messages', async ({ page }) => {
  await signIn(page, STUDENT.email);
  const dialog = await openChangePassword(page);
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(dialog.getByText('Vui lòng nhập mật khẩu cũ')).toBeVisible();
  await expect(dialog.getByText('Vui lòng nhập mật khẩu', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Mât khẩu không khớp')).toBeVisible();

  await dialog.getByLabel('Mật khẩu cũ', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill('abc12');
  await dialog.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('abc12');
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(dialog.getByText('Mật khẩu ít nhất 8 kí tự')).toBeVisible();

  await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill('MatKhau@2027');
  await dialog.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('MatKhau@2028');
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(dialog.getByText('Mât khẩu không khớp')).toBeVisible();
  await expect(dialog.getByText('Mật khẩu ít nhất 8 kí tự')).toHaveCount(0);

  // A wrong old password still closes the dialog; the server's message arrives as an error toast.
  await dialog.getByLabel('Mật khẩu cũ', { exact: true }).fill('SaiMatKhau1');
  await dialog.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('MatKhau@2027');
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Mật khẩu cũ không đúng' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Reopening starts from an empty form.
  const again = await openChangePassword(page);
  await expect(again.getByLabel('Mật khẩu cũ', { exact: true })).toHaveValue('');
});

test('join-school dialog: sent, already requested, unknown code', async ({ page }) => {
  await signIn(page, NEWCOMER);
  let dialog = await openJoinSchool(page);
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(dialog.getByText('Vui lòng nhập mã trường học')).toBeVisible();
  await expect(dialog.getByText('Vui lòng chọn chức vụ')).toBeVisible();

  await dialog.getByLabel('Mã trường học').fill('LELOI');
  await dialog.getByLabel('Chức vụ').selectOption({ label: 'Giáo viên' });
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.getByText('Đã gửi yêu cầu tham gia trường thành công')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  dialog = await openJoinSchool(page);
  await expect(dialog.getByLabel('Mã trường học')).toHaveValue('');
  await dialog.getByLabel('Mã trường học').fill('LELOI');
  await dialog.getByLabel('Chức vụ').selectOption({ label: 'Giáo viên' });
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bạn đã gửi yêu cầu tham gia trường này, vui lòng chờ phê duyệt' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  dialog = await openJoinSchool(page);
  await dialog.getByLabel('Mã trường học').fill('KHONGCO');
  await dialog.getByLabel('Chức vụ').selectOption({ label: 'Giáo viên' });
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  const warning = page.getByRole('status').filter({ hasText: 'Trường học không tồn tại hoặc đã hết hạn' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Cảnh báo');
  await expect(dialog).toHaveCount(0);
});

test('register, change the password, then reset it by mail and sign in with the new one', async ({ page }) => {
  const email = `giaovien.${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Đăng ký ngay' }).click();
  await expect(page).toHaveURL(/tab=register/);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByText('Vui lòng nhập họ')).toBeVisible();
  await page.getByLabel('Họ').fill('Trần');
  await page.getByLabel('Tên').fill('Thu Hà');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Số điện thoại').fill('0912 345 678');
  await page.getByLabel(/^Mật khẩu/).fill(PASSWORD);
  await page.getByLabel(/^Nhập lại mật khẩu/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByRole('heading', { name: 'Xin chào, Trần Thu Hà!' })).toBeVisible();

  const dialog = await openChangePassword(page);
  await dialog.getByLabel('Mật khẩu cũ', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill('MatKhau@2027');
  await dialog.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('MatKhau@2027');
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Đổi mật khẩu thành công')).toBeVisible();
  // The fresh token from the response keeps this device signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Xin chào, Trần Thu Hà!' })).toBeVisible();

  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
  // The sign-in form, with its own Email field, stays on screen while the next screen's code loads.
  await expect(page.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Gửi hướng dẫn' }).click();
  await expect(page.getByText('Nếu email tồn tại trong hệ thống, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu')).toBeVisible();

  const link = (await latestMailTo(email)).match(/https?:\/\/\S+\/new-password\?token=\S+/)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('DatLai@2028');
  await page.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('DatLai@2028');
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByText('Đặt lại mật khẩu thành công')).toBeVisible();
  await page.getByRole('link', { name: 'Đăng nhập ngay' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill('DatLai@2028');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Xin chào, Trần Thu Hà!' })).toBeVisible();
});

test('a reset link with a bad token says so and offers a new mail', async ({ page }) => {
  await page.goto('/new-password?token=khong-hop-le');
  await expect(page.getByText('Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã hết hạn')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gửi lại email đặt lại mật khẩu' })).toBeVisible();
});

test('an invitation link sends a signed-out visitor to sign in first, and a bad code says so', async ({ page }) => {
  await page.goto('/accept-invitation-join-school?code=KHONGCO');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(NEWCOMER);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/accept-invitation-join-school\?code=KHONGCO/);
  await expect(page.getByText('Lời mời không hợp lệ hoặc đã được sử dụng')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Về trang chủ' })).toBeVisible();
});

async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/sessions', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as { accessToken: string; userSchools: { school: { id: number; name: string } }[] };
}

test('accepting an invitation by mail link leads to the congratulation and into the school', async ({ page, request }) => {
  // A fresh account, so that joining a school changes nothing other tests rely on.
  const email = `moi.${Date.now()}@example.com`;
  const reg = await request.post('/api/registrations', {
    data: { last_name: 'Vũ', first_name: 'Hải Yến', email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(reg.ok()).toBe(true);
  const admin = await apiLogin(request, 'quantri@nguyendu.edu.vn');
  const school = admin.userSchools[0]!.school;
  const invite = await request.post('/api/s/join_school_invitations', {
    headers: { Authorization: `Bearer ${admin.accessToken}`, 'X-SCHOOL-ID': String(school.id) },
    data: { email, roleType: 'teacher' },
  });
  expect(invite.ok()).toBe(true);
  const link = (await latestMailTo(email, '/accept-invitation-join-school?code=')).match(/https?:\/\/\S+\/accept-invitation-join-school\?code=\S+/)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Chúc mừng!' })).toBeVisible();
  await expect(page.getByText(school.name)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/success-join-school\\?schoolId=${school.id}`));
  await page.getByRole('link', { name: 'Vào trường' }).click();
  await expect(page).toHaveURL(new RegExp(`/${school.id}$`));
});

test('the profile opens from the avatar menu and saves edits', async ({ page, request }) => {
  const email = `hoso.${Date.now()}@example.com`;
  const reg = await request.post('/api/registrations', {
    data: { last_name: 'Lê', first_name: 'Minh Châu', email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(reg.ok()).toBe(true);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Thông tin cá nhân' }).click();
  await expect(page).toHaveURL(/\/profiles\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Lê Minh Châu' })).toBeVisible();

  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  await page.getByLabel('Số điện thoại').fill('12ab');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Nhập đúng định dạng số điện thoại')).toBeVisible();
  await page.getByLabel('Số điện thoại').fill('0912.345.678');
  await page.getByLabel('Giới tính').selectOption({ label: 'Nam' });
  await page.getByLabel('Ngày sinh').fill('21/08/1995');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();
  await expect(page.getByText('0912-345-678')).toBeVisible();
  await expect(page.getByText('21/08/1995')).toBeVisible();
  await page.reload();
  await expect(page.getByText('0912-345-678')).toBeVisible();
  await expect(page.getByText('Nam', { exact: true })).toBeVisible();
});
