// Users' feedback: a teacher sends a bug report from the avatar menu's help dialog; the system administrator finds it in
// /feedbacks (searched without accents), sets it to "Đang xử lý" and replies; the teacher's bell shows the reply, which
// opens the help dialog at it. A school administrator neither sees the screen nor may read the list.
import { test, expect, type Page } from './fixtures.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { openFromMenu, sidebar } from './screens.ts';

const TEACHER = 'gv.lan@nguyendu.edu.vn';
const ADMIN = 'admin@lophocso.vn';
const SCHOOL = 'Trường THCS Nguyễn Du';
const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo/ });

test('a teacher’s feedback is found, handled and answered by the system administrator, and the reply reaches her', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = String(Date.now() % 100_000);
  const subject = `Không xuất được bảng điểm lớp 7A1 (${run})`;
  const reply = 'Chào cô Lan, lỗi xuất bảng điểm đã được sửa. Cô tải lại trang rồi xuất lại giúp chúng tôi nhé.';

  // The teacher, in her school, writes from the avatar menu.
  await uiLogin(page, TEACHER);
  await page.getByRole('button', { name: SCHOOL }).first().click();
  await expect(page).toHaveURL(/\/\d+$/);
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Liên hệ / Trợ giúp' }).click();
  const help = page.getByRole('dialog', { name: 'Liên hệ / Trợ giúp' });
  await expect(help).toContainText('phiên bản ứng dụng');
  await help.getByRole('button', { name: 'Gửi góp ý' }).click();
  await expect(help.getByText('Vui lòng nhập tiêu đề')).toBeVisible();
  await help.getByRole('radio', { name: 'Báo lỗi' }).check();
  await help.getByLabel(/Tiêu đề/).fill(subject);
  await help.getByLabel(/Nội dung/).fill('Bấm "Xuất Excel" ở bảng điểm lớp 7A1 thì không tải được tệp nào.');
  await help.getByRole('button', { name: 'Gửi góp ý' }).click();
  await expect(page.getByText('Đã gửi góp ý. Cảm ơn bạn!')).toBeVisible();
  await expect(help.getByRole('tab', { name: 'Góp ý của tôi', selected: true })).toBeVisible();
  await expect(help.getByRole('listitem').filter({ hasText: subject })).toContainText('Mới');
  await page.keyboard.press('Escape');

  // The system administrator, from the menu.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await uiLogin(admin, ADMIN);
  await openFromMenu(admin, '/feedbacks');
  await expect(admin.getByRole('heading', { name: 'Góp ý của người dùng' })).toBeVisible();
  await admin.getByLabel('Tìm theo tiêu đề, nội dung, người gửi, trường').fill(`khong xuat duoc bang diem lop 7a1 (${run})`);
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Phạm Thị Lan');
  await expect(row).toContainText(SCHOOL);
  await expect(row).toContainText('Mới');
  await row.getByRole('button', { name: subject }).click();
  const detail = admin.getByRole('dialog', { name: subject });
  await expect(detail).toContainText('gv.lan@nguyendu.edu.vn');
  await detail.getByRole('radio', { name: 'Đang xử lý' }).check();
  await detail.getByLabel('Trả lời người gửi').fill(reply);
  await detail.getByRole('button', { name: 'Lưu' }).click();
  await expect(admin.getByText('Đã lưu và gửi câu trả lời tới người gửi')).toBeVisible();
  await expect(detail).toHaveCount(0);
  await admin.getByRole('button', { name: /^Đang xử lý/ }).click();
  await expect(admin).toHaveURL(/status=in_progress/);
  await expect(admin.getByRole('row').filter({ hasText: subject })).toContainText('Đang xử lý');
  await adminContext.close();

  // The teacher's bell: the reply opens the help dialog at her feedback.
  await page.reload();
  await expect(page.getByTestId('notification-count')).toBeVisible();
  await bell(page).click();
  await page.getByRole('button', { name: new RegExp(`đã trả lời góp ý “${subject.replace(/[()]/g, '\\$&')}”`) }).click();
  await expect(help.getByRole('tab', { name: 'Góp ý của tôi', selected: true })).toBeVisible();
  const answered = help.locator('li[aria-current="true"]');
  await expect(answered).toContainText(subject);
  await expect(answered).toContainText('Đang xử lý');
  await expect(answered).toContainText(reply);
});

test('the feedback screen is the system administrator’s only', async ({ page, request }) => {
  const schoolAdmin = await apiLogin(request, 'quantri@nguyendu.edu.vn');
  expect((await request.get('/api/a/feedbacks', { headers: headers(schoolAdmin) })).status()).toBe(403);
  await uiLogin(page, 'quantri@nguyendu.edu.vn');
  // The system menu (outside a school) offers it only to holders of the feedback permissions.
  await page.goto('/');
  await expect(sidebar(page).getByRole('link', { name: 'Tổng quan' }).first()).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Góp ý' })).toHaveCount(0);
  await page.goto('/feedbacks');
  await expect(page).not.toHaveURL(/\/feedbacks/);
  await expect(page.getByRole('heading', { name: 'Góp ý của người dùng' })).toHaveCount(0);
});
