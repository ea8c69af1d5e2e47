// The system administrator's overview at '/': the schools by contract with their ring, read as a table, and the expired
// number opening the school list filtered to the expired school; the quota bars and the weekly activity of the seeded
// school; a teacher at '/' keeps the ordinary overview, and the overview's figures are refused to her.
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

test('the system administrator reads the overview at 1024×768 and opens the expired schools from it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await uiLogin(page, 'admin@lophocso.vn');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan hệ thống' })).toBeVisible();

  const schools = page.getByRole('region', { name: 'Trường học' });
  // The demo: Nguyễn Du, Lê Lợi and Chu Văn An open (Chu Văn An ending within 30 days), Hoà Bình expired.
  await expect(schools.getByRole('link', { name: /^Sắp hết hạn \(30 ngày tới\): [1-9]/ })).toBeVisible();
  const ring = schools.getByRole('figure', { name: 'Trường học theo thời hạn hợp đồng' });
  await expect(ring.getByRole('img').locator('svg.recharts-surface')).toBeVisible();
  await ring.getByText('Xem số liệu').click();
  const expiredRow = ring.getByRole('table', { name: 'Trường học theo thời hạn hợp đồng' }).getByRole('row', { name: /^Hết hạn / });
  await expect(expiredRow).toBeVisible();
  const expiredCount = (await expiredRow.getByRole('cell').first().textContent())!.trim();
  expect(Number(expiredCount)).toBeGreaterThanOrEqual(1);

  // The other sections, from the demo: quotas of the expiring school in amber, twelve weeks of its practice.
  const usage = page.getByRole('region', { name: 'Sử dụng hạn mức' });
  const calls = usage.getByRole('progressbar', { name: /^Lượt chấm phát âm gần hạn mức nhất: Trường THCS Chu Văn An \d+%$/ });
  await expect(calls.locator('div')).toHaveClass(/bg-amber-500/);
  await expect(usage.getByRole('link', { name: 'Xem giới hạn sử dụng của từng trường và người dùng' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Hoạt động 12 tuần qua' });
  await expect(activity.getByRole('figure', { name: 'Bài thi và luyện phát âm theo tuần' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Nội dung chờ duyệt' })
      .getByRole('link', { name: /chờ duyệt của Trường THCS Nguyễn Du/ })
      .first(),
  ).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'system overview');
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

  await schools.getByRole('link', { name: `Hết hạn: ${expiredCount}` }).click();
  await expect(page).toHaveURL(/\/school\?status=expired$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hệ thống trường học' })).toBeVisible();
  await expect(page.getByLabel('Trạng thái')).toHaveValue('expired');
  const list = page.getByRole('table', { name: 'Danh sách trường học' });
  await expect(list.getByText('Trường Tiểu học Hoà Bình')).toBeVisible();
  await expect(list.getByText('Trường THCS Nguyễn Du')).toHaveCount(0);

  // A school's waiting lectures open its library list filtered to what waits.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Nội dung chờ duyệt' })
    .getByRole('link', { name: /^Bài giảng chờ duyệt của Trường THCS Nguyễn Du: \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/\d+\/library\/lecture\?status=pending$/);
  await expect(page.getByRole('link', { name: 'Số hữu tỉ và biểu diễn trên trục số', exact: true })).toBeVisible();
});

test('a teacher at / keeps the ordinary overview, and may not read the system figures', async ({ page, request }) => {
  await uiLogin(page, 'gv.lan@nguyendu.edu.vn');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Xin chào/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trường học của tôi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tổng quan hệ thống' })).toHaveCount(0);
  const teacher = await apiLogin(request, 'gv.lan@nguyendu.edu.vn');
  expect((await request.get('/api/dashboard/system', { headers: headers(teacher) })).status()).toBe(403);
});
