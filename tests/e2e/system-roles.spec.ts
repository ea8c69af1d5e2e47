// System roles: the system administrator opens "Vai trò" from the menu, creates a role granting 'Xem trường học'
// (school.view), enrols a user found by her name without accents; that user, signed in all along in her own browser,
// sees 'Hệ thống trường học' in her menu on her next navigation without signing out, and opens it; unenrolled, the
// item goes at her next navigation and the server refuses her the schools. The role is then deleted. Non-system users
// are refused the roles API.
import { test, expect, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { openFromMenu, settled, sidebar } from './screens.ts';

const PASSWORD = 'Hoc@2026';

/** Moves inside the app (profile, then the overview), as a user clicking around does: no reload, no new sign-in. */
async function navigateAround(page: Page) {
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Thông tin cá nhân' }).click();
  await expect(page).toHaveURL(/\/profiles\/\d+$/);
  await sidebar(page).getByRole('link', { name: 'Tổng quan' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Her menu shows `present` (or not) after some navigations: the session is re-read when a few seconds old. */
async function expectSchoolsItem(page: Page, present: boolean) {
  const item = sidebar(page).getByRole('link', { name: 'Hệ thống trường học' });
  await expect(async () => {
    await navigateAround(page);
    await expect(item).toHaveCount(present ? 1 : 0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('a new system role enrolled to a signed-in user changes her menu at her next navigation, and unenrolling takes it away', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const email = `vaitro.${stamp}@lophocso.vn`;
  const reg = await request.post('/api/registrations', {
    data: { last_name: 'Đặng', first_name: 'Thuỳ Dương', email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(reg.ok()).toBe(true);
  const userToken = (await reg.json()).data.accessToken as string;

  // She signs in first and stays signed in throughout.
  const herContext = await browser.newContext();
  const her = await herContext.newPage();
  await uiLogin(her, email);
  await settled(her);
  await expect(sidebar(her).getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  await expect(sidebar(her).getByRole('link', { name: 'Hệ thống trường học' })).toHaveCount(0);

  await uiLogin(page, 'admin@lophocso.vn');
  await settled(page);
  await openFromMenu(page, '/system/role');
  await expect(page.getByRole('heading', { name: 'Vai trò hệ thống', level: 1 })).toBeVisible();
  await expectAccessible(page, 'system roles: list');

  const name = `Xem trường học ${stamp}`;
  await page.getByRole('link', { name: 'Thêm vai trò' }).click();
  await expect(page.getByRole('heading', { name: 'Thêm vai trò hệ thống' })).toBeVisible();
  await settled(page);
  await page.getByLabel(/Tên vai trò/).fill(name);
  await page.getByRole('group', { name: 'Trường học' }).getByRole('checkbox', { name: 'Xem' }).check();
  await expect(page.getByText('Đã chọn 1 quyền')).toBeVisible();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(`Thêm mới thành công: ${name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quyền' })).toContainText('Trường họcXem');
  const roleId = Number(new URL(page.url()).pathname.split('/').pop());

  await page.getByRole('link', { name: 'Người dùng (0)' }).click();
  await expect(page.getByRole('heading', { name: `Người dùng: ${name}` })).toBeVisible();
  await expect(page.getByText('Chưa có ai giữ vai trò này')).toBeVisible();
  await page.getByRole('button', { name: 'Thêm người dùng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm người dùng' });
  // Found without her name's accents.
  await dialog.getByLabel('Tìm người dùng theo tên hoặc email').fill('dang thuy duong');
  const list = dialog.getByRole('list', { name: 'Người dùng của hệ thống' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('checkbox', { name: /Đặng Thuỳ Dương/ }).check();
  await dialog.getByRole('button', { name: 'Thêm 1 người dùng' }).click();
  await expect(page.getByText(`Đã thêm 1 người dùng vào vai trò ${name}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();

  // Her next navigations, without signing out, bring the item; it opens the schools.
  await expectSchoolsItem(her, true);
  await openFromMenu(her, '/school');
  await expect(her.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect((await request.get('/api/schools', { headers: { Authorization: `Bearer ${userToken}` } })).status()).toBe(200);

  await row.getByRole('button', { name: /^Gỡ/ }).click();
  await page.getByRole('dialog', { name: 'Gỡ khỏi vai trò' }).getByRole('button', { name: 'Gỡ' }).click();
  await expect(page.getByText(`Đã gỡ Đặng Thuỳ Dương khỏi vai trò ${name}`)).toBeVisible();
  expect((await request.get('/api/schools', { headers: { Authorization: `Bearer ${userToken}` } })).status()).toBe(403);
  await sidebar(her).getByRole('link', { name: 'Tổng quan' }).click();
  await expectSchoolsItem(her, false);
  await herContext.close();

  // Nobody holds it now: it is deleted from its page.
  await page.getByRole('link', { name: `← ${name}` }).click();
  await page.getByRole('button', { name: `Thao tác: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Xoá' }).click();
  await page.getByRole('dialog', { name: 'Xoá vai trò' }).getByRole('button', { name: 'Xoá' }).click();
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(page.getByText(`Đã xoá vai trò ${name}`)).toBeVisible();
  const admin = await request.post('/api/sessions', { data: { email: 'admin@lophocso.vn', password: PASSWORD } });
  const adminToken = (await admin.json()).data.accessToken as string;
  expect((await request.get(`/api/roles/${roleId}`, { headers: { Authorization: `Bearer ${adminToken}` } })).status()).toBe(404);
});

test('the super administrator’s role offers neither turning off nor deleting, and keeps every permission', async ({ page }) => {
  await uiLogin(page, 'admin@lophocso.vn');
  await page.goto('/system/role/22');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expect(page.getByText(/luôn có mọi quyền/)).toBeVisible();
  await page.getByRole('button', { name: /^Thao tác: / }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Người dùng', 'Sửa']);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Sửa', exact: true }).click();
  await settled(page);
  await expect(page.getByRole('checkbox', { name: 'Chọn tất cả: Trường học' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Chọn tất cả: Trường học' })).toBeDisabled();
});

test('the spec’s addresses of a school’s roles under /system/role lead to the school’s role screens', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'admin@lophocso.vn');
  await page.goto(`/system/role/${schoolId}/create`);
  await expect(page).toHaveURL(new RegExp(`/school/role/${schoolId}/create$`));
  await expect(page.getByRole('heading', { name: 'Thêm vai trò', level: 1 })).toBeVisible();
  const roles = await request.get('/api/selections/school_roles', { headers: headers(await apiLogin(request, 'quantri@nguyendu.edu.vn')) });
  const role = (await roles.json()).data[0] as { id: number; name: string };
  await page.goto(`/system/role/${schoolId}/${role.id}`);
  await expect(page).toHaveURL(new RegExp(`/school/role/${schoolId}/${role.id}$`));
  await expect(page.getByRole('heading', { name: `Sửa vai trò: ${role.name}`, level: 1 })).toBeVisible();
});

test('a school administrator and a teacher are refused the system roles', async ({ request }) => {
  for (const email of ['quantri@nguyendu.edu.vn', TEACHER]) {
    const user = await apiLogin(request, email);
    expect((await request.get('/api/roles', { headers: headers(user) })).status()).toBe(403);
    expect((await request.post('/api/roles', { headers: headers(user), data: { name: 'Tự cấp', permissionIds: [] } })).status()).toBe(403);
  }
});
