// The school's information page at /{schoolId}/school: the school administrator opens it from the menu at 1024×768
// and reads the contract and the quotas (checked with axe), then follows the link to the statistics on the home; a
// student has no such menu item, the address sends her back to the school's home, and the API refuses her.
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { SCHOOL, apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { menuLinks, openFromMenu, settled, sidebar } from './screens.ts';

test('the school administrator reads the contract and the quotas from the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await uiLogin(page, 'quantri@nguyendu.edu.vn');
  await expect(page).toHaveURL(/\/\d+$/);
  const schoolId = new URL(page.url()).pathname.slice(1);
  await settled(page);
  await openFromMenu(page, `/${schoolId}/school`);

  await expect(page.getByRole('heading', { name: SCHOOL, level: 1 })).toBeVisible();
  const contract = page.getByRole('region', { name: 'Hợp đồng' });
  await expect(contract.getByText('Ngày hết hạn', { exact: true })).toBeVisible();
  await expect(contract.locator('dd').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  // The demo school's contract runs a year from the seed.
  await expect(contract.getByText(/^Còn \d{3} ngày$/)).toBeVisible();
  const quotas = page.getByRole('region', { name: 'Hạn mức sử dụng' });
  await expect(quotas.getByText('Dung lượng lưu trữ', { exact: true })).toBeVisible();
  await expect(quotas.getByText('Lượt chấm phát âm', { exact: true })).toBeVisible();
  await expect(quotas.getByText(/ lượt( \/ [\d.]+ lượt| · không đặt hạn mức)$/)).toBeVisible();
  const admins = page.getByRole('region', { name: 'Quản trị viên của trường' });
  await expect(admins.getByRole('link', { name: 'quantri@nguyendu.edu.vn' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectAccessible(page, "the school's information");

  // The way to the figures: the home, scrolled to its statistics.
  await quotas.getByRole('link', { name: 'Xem thống kê của trường' }).click();
  await expect(page).toHaveURL(new RegExp(`/${schoolId}#thong-ke$`));
  await expect(page.getByRole('region', { name: 'Thống kê của trường' }).getByRole('heading', { name: 'Thống kê của trường' })).toBeInViewport();
});

test('a student has no such item, is sent back from the address, and is refused by the API', async ({ page, request }) => {
  const student = await apiLogin(request, 'hs01@nguyendu.edu.vn');
  expect((await request.get('/api/s/school', { headers: headers(student) })).status()).toBe(403);

  await uiLogin(page, 'hs01@nguyendu.edu.vn');
  await expect(page.getByText('Đây là những việc của em.')).toBeVisible();
  await settled(page);
  expect((await menuLinks(page)).map((l) => l.href)).not.toContain(`/${student.schoolId}/school`);
  await expect(sidebar(page).getByRole('link', { name: 'Thông tin trường' })).toHaveCount(0);
  await page.goto(`/${student.schoolId}/school`);
  await expect(page).toHaveURL(new RegExp(`/${student.schoolId}$`));
  await expect(page.getByText('Đây là những việc của em.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hợp đồng' })).toHaveCount(0);
});
