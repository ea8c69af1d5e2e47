// The app shell as each role sees it: menus, 404, notifications, school choice (seed accounts, password Hoc@2026).
import { test, expect, type Page } from './fixtures.ts';
import { uiLogin as login } from './exam-api-helpers.ts';

/** Opens the user's school from the overview cards and returns its id. */
async function openSchool(page: Page, name: string): Promise<number> {
  await page.getByRole('button', { name }).click();
  return schoolShown(page, name);
}

/** The school's home is shown (a user of one school lands there after signing in); returns its id. */
async function schoolShown(page: Page, name: string): Promise<number> {
  await expect(page).toHaveURL(/\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return Number(new URL(page.url()).pathname.slice(1));
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu chính' });

test('system administrator: the system menu outside a school, no school items', async ({ page }) => {
  await login(page, 'admin@lophocso.vn');
  const menu = sidebar(page);
  await expect(menu.getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Hệ thống trường học' })).toBeVisible();
  await expect(menu.getByText('Nhóm của tôi')).toHaveCount(0);
  await expect(menu.getByText('Thành viên')).toHaveCount(0);
});

test('school administrator: school dashboard with every count, school menu', async ({ page }) => {
  await login(page, 'quantri@nguyendu.edu.vn');
  await schoolShown(page, 'Trường THCS Nguyễn Du');
  // The count cards come first; the statistics under them use some of the same words.
  const cards = page.getByRole('main').getByRole('list').first();
  for (const label of ['Giáo viên', 'Học sinh', 'Nhóm học tập', 'Yêu cầu tham gia chờ duyệt']) {
    await expect(cards.getByText(label, { exact: true })).toBeVisible();
  }
  const menu = sidebar(page);
  await expect(menu.getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  await menu.getByRole('button', { name: 'Thành viên' }).click();
  for (const label of ['Giáo viên', 'Học sinh', 'Đã mời', 'Yêu cầu tham gia']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
});

test('breadcrumb: the menu trail of the page; clicking the school trims the trail and goes there', async ({ page }) => {
  await login(page, 'quantri@nguyendu.edu.vn');
  const schoolId = await schoolShown(page, 'Trường THCS Nguyễn Du');
  const menu = sidebar(page);
  await menu.getByRole('button', { name: 'Thành viên' }).click();
  await menu.getByRole('link', { name: 'Giáo viên', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${schoolId}/member/teacher$`));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toHaveText(/Trường THCS Nguyễn Du\s*\/\s*Thành viên\s*\/\s*Giáo viên/);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('lhs.breadcrumb') ?? '[]'));
  expect(saved).toEqual([{ label: 'Thành viên' }, { label: 'Giáo viên', to: `/${schoolId}/member/teacher` }]);
  await crumbs.getByRole('link', { name: 'Trường THCS Nguyễn Du' }).click();
  await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
  expect(await page.evaluate(() => localStorage.getItem('lhs.breadcrumb'))).toBe('[]');
});

test('teacher: no member management, and a forbidden page sends her back to the school root', async ({ page }) => {
  await login(page, 'gv.lan@nguyendu.edu.vn');
  const schoolId = await openSchool(page, 'Trường THCS Nguyễn Du');
  const menu = sidebar(page);
  await expect(menu.getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  // She may see students (school_student.view) but not the other member pages.
  await menu.getByRole('button', { name: 'Thành viên' }).click();
  await expect(menu.getByRole('link', { name: 'Học sinh', exact: true })).toBeVisible();
  for (const hidden of ['Giáo viên', 'Đã mời', 'Yêu cầu tham gia', 'Vai trò']) await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  await page.goto(`/${schoolId}/member/request`);
  await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
});

test('student: only learning items; management paths are refused', async ({ page }) => {
  await login(page, 'hs01@nguyendu.edu.vn');
  const schoolId = await schoolShown(page, 'Trường THCS Nguyễn Du');
  const menu = sidebar(page);
  await expect(menu.getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  for (const hidden of ['Nhóm học tập', 'Thành viên', 'Câu hỏi', 'Đề thi', 'Giáo án', 'Quản trị hệ thống']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  // Their missions of every group (the seed's mission of their class), with the status filter.
  await menu.getByRole('link', { name: 'Nhiệm vụ' }).click();
  await expect(page.getByRole('heading', { name: 'Nhiệm vụ của tôi' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ôn tập Unit 1' })).toBeVisible();
  await page.goto(`/${schoolId}/member/request`);
  await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
});

test('an unknown address shows the 404 page and the button leads home', async ({ page }) => {
  await page.goto('/khong-co-trang-nay');
  await expect(page.getByText('Xin lỗi, trang bạn đang tìm kiếm không tồn tại.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  await login(page, 'gv.lan@nguyendu.edu.vn');
  await page.goto('/khong-co-trang-nay/nua');
  await expect(page.getByText('Xin lỗi, trang bạn đang tìm kiếm không tồn tại.')).toBeVisible();
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Xin chào/ })).toBeVisible();
});

test('student: clicking a new-mission notification opens its group and lowers the unread count', async ({ page }) => {
  await login(page, 'hs01@nguyendu.edu.vn');
  const bell = page.getByRole('button', { name: /^Thông báo/ });
  const count = page.getByTestId('notification-count');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.textContent());
  await bell.click();
  await page.getByRole('button', { name: /Giáo viên đã giao nhiệm vụ mới "Ôn tập Unit 1"/ }).click();
  await expect(page).toHaveURL(/\/\d+\/my-learning-group\/\d+\?type=mission$/);
  await page.goto('/');
  await expect(count).toHaveText(String(before - 1));
});

test('teacher: choosing the expired school warns and stays', async ({ page }) => {
  await login(page, 'gv.lan@nguyendu.edu.vn');
  await page.getByRole('button', { name: 'Mở danh sách trường học' }).click();
  await page.getByRole('option', { name: 'Trường Tiểu học Hoà Bình' }).click();
  await expect(page.getByText('Trường học đã hết hạn!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a student of one school lands in it on signing in, and when the app is opened again', async ({ page }) => {
  await login(page, 'hs05@nguyendu.edu.vn');
  const schoolId = await schoolShown(page, 'Trường THCS Nguyễn Du');
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
});

test('a teacher of two schools chooses on a new device; the next sign-in opens the school she chose', async ({ page }) => {
  await login(page, 'gv.lan@nguyendu.edu.vn');
  await expect(page.getByRole('heading', { name: /^Xin chào/ })).toBeVisible();
  await openSchool(page, 'Trường THCS Nguyễn Du');
  await logout(page);
  await login(page, 'gv.lan@nguyendu.edu.vn');
  await schoolShown(page, 'Trường THCS Nguyễn Du');
});

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('avatar menu: profile, change password, help, and logout', async ({ page }) => {
  await login(page, 'gv.lan@nguyendu.edu.vn');
  const account = page.getByRole('button', { name: 'Tài khoản' });
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Thư viện media' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Thông tin cá nhân' }).click();
  await expect(page).toHaveURL(/\/profiles\/\d+$/);

  await account.click();
  await page.getByRole('menuitem', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await account.click();
  await page.getByRole('menuitem', { name: 'Liên hệ / Trợ giúp' }).click();
  await expect(page.getByRole('dialog', { name: 'Liên hệ / Trợ giúp' })).toContainText('1900 6868');
  await page.keyboard.press('Escape');

  await account.click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lhs.accessToken'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the sidebar folds away and stays folded after a reload', async ({ page }) => {
  await login(page, 'hs01@nguyendu.edu.vn');
  await expect(sidebar(page)).toBeVisible();
  await page.getByRole('button', { name: 'Thu gọn menu' }).click();
  await expect(sidebar(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mở rộng menu' })).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
});
