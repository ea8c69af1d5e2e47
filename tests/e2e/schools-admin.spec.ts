// Schools run by the system administrator: she adds a school with its address (province then ward), contract, quotas
// and first administrator, whose mail sets a password and who then lands in the new school; she extends the contract,
// switches the school off (its administrator is then told "Trường học đã hết hạn!") and on again, deletes the fresh
// school, and is refused the demo school's deletion with what it holds. A teacher may not create a school.
import { test, expect, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { TEACHER, apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { passwordLinkFor } from './mail.ts';
import { settled } from './screens.ts';

const SYSADMIN = 'admin@lophocso.vn';

/** Signs in through the login screen with this password (a new administrator's own). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function openSchools(page: Page, name: string) {
  await page.goto(`/school?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Hệ thống trường học', level: 1 })).toBeVisible();
  await settled(page);
}

test('the system administrator adds a school whose administrator signs in to it; extends, switches off and on, deletes it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const name = `Trường THCS Thử ${stamp}`;
  const code = `THU-${stamp}`;
  const adminEmail = `quantri.${stamp}@thcsthu.edu.vn`;
  await uiLogin(page, SYSADMIN);
  await openSchools(page, '');
  await page.getByRole('link', { name: 'Thêm trường' }).click();
  await expect(page.getByRole('heading', { name: 'Thêm trường' })).toBeVisible();
  await settled(page);
  await page.getByLabel(/^Tên trường/).fill(name);
  await page.getByLabel(/^Mã trường/).fill(code);
  await page.getByLabel(/^Tỉnh\/Thành phố/).selectOption({ label: 'Thành phố Hà Nội' });
  await expect(page.getByRole('option', { name: 'Phường Ba Đình' })).toBeAttached();
  await page.getByLabel(/^Phường\/Xã/).selectOption({ label: 'Phường Ba Đình' });
  await page.getByLabel(/^Số nhà, đường/).fill('1 Hoàng Diệu');
  await page.getByLabel('Số điện thoại').fill('024 3825 1234');
  await page.getByLabel(/^Ngày bắt đầu hợp đồng/).fill('01/09/2026');
  // An expiry before the start is refused under its field, nothing typed lost.
  await page.getByLabel(/^Ngày hết hạn/).fill('31/08/2026');
  await page.getByLabel(/^Dung lượng lưu trữ/).fill('20480');
  await page.getByLabel(/^Lượt chấm phát âm/).fill('50000');
  await page.getByLabel(/^Họ và tên đệm/).fill('Vũ');
  await page.getByLabel(/^Tên \*$|^Tên$/).fill('Thị Thu');
  await page.getByLabel(/^Email quản trị viên/).fill(adminEmail);
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Ngày hết hạn phải sau ngày bắt đầu hợp đồng')).toBeVisible();
  await expect(page.getByLabel(/^Tên trường/)).toHaveValue(name);
  await expectAccessible(page, 'schools: add a school, with an error');
  await page.getByLabel(/^Ngày hết hạn/).fill('31/08/2030');
  await page.getByRole('button', { name: 'Lưu' }).click();

  // The details: status, address, contract, quotas, members and the administrator.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/school\/details\/\d+$/);
  const schoolId = Number(/\/school\/details\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText('1 Hoàng Diệu, Phường Ba Đình, Thành phố Hà Nội')).toBeVisible();
  // The quota as set (the statistics under it also show it, against the use).
  await expect(page.getByText('31/08/2030', { exact: true })).toBeVisible();
  await expect(page.getByText('20.480 MB', { exact: true })).toBeVisible();
  await expect(page.getByText(adminEmail, { exact: true })).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'schools: a school’s details');

  // The administrator's mail sets her password; signed in, she lands in the new school.
  const adminPage = await browser.newPage();
  await adminPage.goto(await passwordLinkFor(adminEmail));
  await adminPage.getByLabel('Mật khẩu mới', { exact: true }).fill('QuanTri@2026');
  await adminPage.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('QuanTri@2026');
  await adminPage.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(adminPage.getByText('Đặt lại mật khẩu thành công')).toBeVisible();
  await signIn(adminPage, adminEmail, 'QuanTri@2026');
  await expect(adminPage).toHaveURL(new RegExp(`/${schoolId}$`));
  await adminPage.close();

  // The contract extended from the list.
  await openSchools(page, code);
  const row = page.getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: `Thao tác: ${name}` }).click();
  await expectAccessible(page, 'schools: a school’s actions');
  await page.getByRole('menuitem', { name: 'Gia hạn' }).click();
  const extend = page.getByRole('dialog', { name: `Gia hạn hợp đồng: ${name}` });
  await extend.getByLabel(/Ngày hết hạn mới/).fill('31/08/2031');
  await extend.getByRole('button', { name: 'Gia hạn' }).click();
  await expect(row).toContainText('31/08/2031');

  // Switched off: its administrator, signing in again, is told the school has expired.
  await row.getByRole('button', { name: `Thao tác: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Tắt' }).click();
  await expect(row).toContainText('Hết hạn');
  const context = await browser.newContext();
  const offPage = await context.newPage();
  await signIn(offPage, adminEmail, 'QuanTri@2026');
  await expect(offPage.getByText('Trường học đã hết hạn!')).toBeVisible();
  await context.close();
  await row.getByRole('button', { name: `Thao tác: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Bật' }).click();
  await expect(row).toContainText('Đang hoạt động');

  // Only its administrator in it: deleted after confirming.
  await row.getByRole('button', { name: `Thao tác: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Xoá' }).click();
  await page.getByRole('dialog', { name: 'Xoá trường' }).getByRole('button', { name: 'Xoá' }).click();
  await expect(page.getByText(`Đã xoá trường: ${name}`)).toBeVisible();
  await expect(page.getByText('Không tìm thấy trường học phù hợp')).toBeVisible();

  // The demo school holds people and work: refused, saying so.
  await openSchools(page, 'NGUYENDU');
  await page.getByRole('button', { name: 'Thao tác: Trường THCS Nguyễn Du' }).click();
  await page.getByRole('menuitem', { name: 'Xoá' }).click();
  await page.getByRole('dialog', { name: 'Xoá trường' }).getByRole('button', { name: 'Xoá' }).click();
  const refused = page.getByRole('dialog', { name: 'Không xoá được trường' });
  await expect(refused.getByRole('alert')).toContainText(/Không thể xoá trường vì trường đã có \d+ học sinh/);
  await expectAccessible(page, 'schools: a refused deletion');
});

test('a teacher may not create a school', async ({ request }) => {
  const teacher = await apiLogin(request, TEACHER);
  const res = await request.post('/api/schools', {
    headers: headers(teacher),
    data: {
      name: 'Trường của giáo viên',
      code: `GV-${Date.now()}`,
      province_code: '01',
      ward_code: '00004',
      contract_start: '2026-09-01',
      contract_end: '2027-08-31',
      admin: { last_name: 'Phạm', first_name: 'Lan', email: TEACHER },
    },
  });
  expect(res.status()).toBe(403);
});
