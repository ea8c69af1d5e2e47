// The library's doors for those who may not pass them: a teacher without the right to edit the school's exams is sent
// back from an exam's editor to the exam; a shared exam waiting for review shows its author no review toolbar and is
// not found by a colleague; a Word file over 20 MB is refused before it is read.
import { test, expect } from './fixtures.ts';
import { apiLogin, TEACHER, uiLogin } from './exam-api-helpers.ts';

const APPROVED = 'Đề ôn tập giữa học kì I – Tiếng Anh 7 (tổ Ngoại ngữ)';
const PENDING = 'Kiểm tra 15 phút – Số hữu tỉ';

test('a teacher who may not edit the school’s exams is sent back from the editor to the exam', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'gv.minh@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/library/exam`);
  await page.getByRole('link', { name: 'Xem đề thi theo danh mục →' }).click();
  await page.getByRole('link', { name: 'Kiểm tra giữa kì' }).click();
  await page.getByRole('link', { name: APPROVED }).click();
  await expect(page).toHaveURL(/\/library\/exam\/category\/\d+\/\d+$/);
  const examUrl = page.url();
  await page.goto(`${examUrl}/edit`);
  await expect(page).toHaveURL(examUrl);
  await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
});

test('a shared exam waiting for review: its author sees it without the review toolbar, a colleague does not find it', async ({ page, browser, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'gv.lan@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/library/exam`);
  await page.getByRole('link', { name: PENDING, exact: true }).click();
  await expect(page).toHaveURL(/\/library\/exam\/shared\/\d+$/);
  await expect(page.getByRole('heading', { name: PENDING })).toBeVisible();
  await expect(page.getByText('Chờ duyệt').first()).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Duyệt nội dung' })).toHaveCount(0);
  const shared = new URL(page.url()).pathname;

  const colleague = await (await browser.newContext()).newPage();
  await uiLogin(colleague, 'gv.minh@nguyendu.edu.vn');
  await colleague.goto(`/${schoolId}/library/exam`);
  await expect(colleague.getByRole('link', { name: APPROVED })).toBeVisible();
  await expect(colleague.getByRole('link', { name: PENDING, exact: true })).toHaveCount(0);
  await colleague.goto(shared);
  await expect(colleague.getByRole('heading', { name: PENDING })).toHaveCount(0);
  await expect(colleague.getByText('Không tìm thấy').first()).toBeVisible();
});

test('a Word file over 20 MB is refused with its reason and nothing is read', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'gv.lan@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/person-library/question`);
  await page.getByRole('link', { name: 'Toán 7 – Số hữu tỉ và phương trình' }).click();
  await page.getByRole('button', { name: 'Nhập câu hỏi' }).click();
  await page.getByRole('menuitem', { name: 'Nhập từ Word' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'de-cuong-rat-lon.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.alloc(21 * 1024 * 1024, 1),
  });
  await expect(dialog.getByText('Tệp quá lớn: tối đa 20 MB')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Lưu/ })).toHaveCount(0);
});
