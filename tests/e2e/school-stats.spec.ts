// A school's statistics with their charts: the school administrator finds them on the school's home at 1024×768, picks
// another range and reads a chart's figures as a table (checked with axe); on a touch tablet a finger on a column names
// its figures; a teacher sees them too, a student neither sees nor may ask for them. The system administrator finds
// them on a school's details; a school's own administrator may not read another school's through the system path.
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

const SCHOOL = 'Trường THCS Nguyễn Du';

test("the school's staff read its statistics on its home, at 1024×768, in another range and as tables", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await uiLogin(page, 'quantri@nguyendu.edu.vn');
  await expect(page.getByRole('heading', { name: SCHOOL, level: 1 })).toBeVisible();
  const board = page.getByRole('region', { name: 'Thống kê của trường' });
  await expect(board).toBeVisible();
  await settled(page);
  await expect(board.getByRole('region', { name: 'Thành viên và nhóm học tập' }).getByRole('figure', { name: 'Sĩ số các nhóm' })).toBeVisible();
  await expect(board.getByRole('progressbar', { name: 'Dung lượng lưu trữ' }).or(board.getByText(/không đặt hạn mức/).first())).toBeVisible();

  // Ninety days hold the seeded test of a month ago: counted per month, and its scores spread in bands.
  await board.getByLabel('Khoảng thời gian').selectOption({ label: '90 ngày qua' });
  await expect(board.getByRole('region', { name: 'Hoạt động học tập (90 ngày qua)' })).toBeVisible();
  const activity = board.getByRole('figure', { name: 'Hoạt động theo tháng' });
  await expect(activity).toBeVisible();
  await expect(board.getByRole('figure', { name: 'Phân bố điểm bài thi' })).toBeVisible();
  await settled(page);
  await activity.getByText('Xem số liệu').click();
  await expect(activity.getByRole('table', { name: 'Hoạt động theo tháng' }).getByRole('columnheader', { name: 'Bài thi đã nộp' })).toBeVisible();
  const groups = board.getByRole('figure', { name: 'Sĩ số các nhóm' });
  await groups.getByText('Xem số liệu').click();
  await expect(groups.getByRole('rowheader', { name: 'Lớp 7A1' })).toBeVisible();
  // The drawing arrives with its own chunk, named as one image; a mouse over a column names its month's figures.
  const drawing = activity.getByRole('img', { name: /^Hoạt động theo tháng: Bài thi đã nộp \d+/ });
  await expect(drawing.locator('svg.recharts-surface')).toBeVisible();
  await drawing.hover();
  await expect(drawing.locator('.recharts-tooltip-wrapper')).toContainText(/Tháng \d{2}\/\d{4}\s*Bài thi đã nộp: \d+/);
  // Nothing wider than the screen: the charts draw at the width they are given.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectAccessible(page, "school home: the school's statistics, tables open");
});

test.describe('on a touch tablet', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test("a finger on a chart's column names its month and figures", async ({ page }) => {
    // A teacher of two schools starts on the overview and chooses hers.
    await uiLogin(page, 'gv.lan@nguyendu.edu.vn');
    await page.getByRole('region', { name: 'Trường học của tôi' }).getByRole('button', { name: SCHOOL }).tap();
    const joined = page.getByRole('figure', { name: 'Thành viên mới theo tháng' });
    const drawing = joined.getByRole('img', { name: /^Thành viên mới theo tháng: Học sinh \d+, Giáo viên, cán bộ \d+$/ });
    await expect(drawing.locator('svg.recharts-surface')).toBeVisible({ timeout: 15_000 });
    await expect(drawing.locator('.recharts-yAxis-tick-labels')).toContainText('0');
    const box = (await drawing.boundingBox())!;
    // This month, the last of the twelve, at the right end of the plot; the tooltip stays after the finger lifts.
    await drawing.tap({ position: { x: box.width - 20, y: box.height / 2 } });
    const tip = drawing.locator('.recharts-tooltip-wrapper');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(/Tháng \d{2}\/\d{4}/);
    await expect(tip).toContainText(/Học sinh: \d+/);
    await expect(tip).toContainText(/Giáo viên, cán bộ: \d+/);
    await page.waitForTimeout(500);
    await expect(tip).toBeVisible();
  });
});

test('a teacher reads them too; a student neither sees nor may ask for them', async ({ page, request }) => {
  const teacher = await apiLogin(request, 'gv.minh@nguyendu.edu.vn');
  const own = await request.get('/api/s/statistics/members', { headers: headers(teacher) });
  expect(own.status()).toBe(200);
  expect((await own.json()).data.groupCount).toBeGreaterThanOrEqual(2);

  const student = await apiLogin(request, 'hs01@nguyendu.edu.vn');
  for (const type of ['activity', 'learning', 'members', 'usage']) {
    expect((await request.get(`/api/s/statistics/${type}`, { headers: headers(student) })).status(), type).toBe(403);
  }
  await uiLogin(page, 'hs01@nguyendu.edu.vn');
  await expect(page.getByText('Đây là những việc của em.')).toBeVisible();
  await settled(page);
  await expect(page.getByRole('region', { name: 'Thống kê của trường' })).toHaveCount(0);
});

test("the system administrator reads a school's statistics on its details; a school's administrator may not", async ({ page, request }) => {
  test.setTimeout(90_000);
  await uiLogin(page, 'admin@lophocso.vn');
  await page.goto('/school?name=NGUYENDU');
  await settled(page);
  await page.getByRole('button', { name: `Thao tác: ${SCHOOL}` }).click();
  await page.getByRole('menuitem', { name: 'Xem' }).click();
  await expect(page.getByRole('heading', { name: SCHOOL, level: 1 })).toBeVisible();
  const board = page.getByRole('region', { name: 'Thống kê' });
  await expect(board.getByRole('figure', { name: 'Thành viên mới theo tháng' })).toBeVisible();
  const usage = board.getByRole('region', { name: 'Sử dụng hạn mức và nội dung' });
  await expect(usage.getByText('Lượt chấm phát âm', { exact: true })).toBeVisible();
  await expect(usage.getByText('Đề thi', { exact: true })).toBeVisible();
  await board.getByLabel('Khoảng thời gian').selectOption({ label: '12 tháng qua' });
  await expect(board.getByRole('region', { name: 'Kết quả học tập (12 tháng qua)' })).toBeVisible();
  await expect(board.getByRole('figure', { name: 'Phân bố điểm bài thi' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, "schools: a school's details with its statistics");

  const schoolId = Number(/\/school\/details\/(\d+)$/.exec(page.url())![1]);
  const admin = await apiLogin(request, 'quantri@nguyendu.edu.vn');
  expect((await request.get(`/api/schools/${schoolId}/statistics/members`, { headers: headers(admin) })).status()).toBe(403);
});
