// A teacher as an exam author: an exam built in the editor from bank questions and a question written in place (with
// a formula and a picture), previewed as a student sees it, given to her group with a closing time; a student of the
// group then finds it and takes it on the real taking screen, and the teacher sees per question how the class answered.
import { test, expect, type APIRequestContext } from './fixtures.ts';
import { apiLogin, TEACHER, uiLogin } from './exam-api-helpers.ts';

/** A 4×4 red PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWN4KOsBRwzEcQAbohRhvJrrAAAAAABJRU5ErkJggg==';

const schoolId = async (request: APIRequestContext) => (await apiLogin(request, TEACHER)).schoolId;
const login = uiLogin;

test('a teacher builds an exam from her bank, previews it, gives it to her group; a student takes it and the teacher sees each question’s statistics', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const school = await schoolId(request);
  await login(page, 'gv.lan@nguyendu.edu.vn');
  await page.goto(`/${school}/person-library/exam`);
  await page.getByRole('link', { name: 'Thêm đề thi' }).click();
  await expect(page.getByRole('heading', { name: 'Tạo đề thi' })).toBeVisible();

  // Saving without a title or questions says what is missing, and keeps the page as it is.
  await page.getByRole('button', { name: 'Lưu đề thi' }).click();
  await expect(page.getByText('Vui lòng nhập tên')).toBeVisible();
  await page.getByLabel('Tên đề thi').fill('Kiểm tra 15 phút – Số hữu tỉ (tự tạo)');
  await page.getByLabel('Thời gian làm bài').selectOption({ label: 'Tuỳ chỉnh' });
  await page.getByLabel('Số phút').fill('15');
  await page.getByLabel('Tên phần 1').fill('Phần I. Trắc nghiệm');

  // Two questions from her bank.
  await page.getByRole('button', { name: 'Thêm từ ngân hàng vào phần 1' }).click();
  const picker = page.getByRole('dialog', { name: 'Thêm câu hỏi từ ngân hàng' });
  await picker.getByLabel('Ngân hàng câu hỏi').selectOption({ label: 'Toán 7 – Số hữu tỉ và phương trình (5 câu)' });
  await picker.getByLabel('Chọn câu 1', { exact: true }).check();
  await picker.getByLabel('Chọn câu 3').check();
  await picker.getByRole('button', { name: 'Thêm 2 câu' }).click();
  await expect(page.getByText('Số nào sau đây là số hữu tỉ âm?')).toBeVisible();
  await page.getByLabel('Điểm câu 1').fill('4');

  // One written in place, in a second part.
  await page.getByRole('button', { name: 'Thêm phần' }).click();
  await page.getByRole('button', { name: 'Viết câu hỏi mới trong phần 2' }).click();
  const writer = page.getByRole('dialog', { name: 'Viết câu hỏi mới' });
  await writer.getByLabel('Loại câu hỏi').selectOption({ label: 'Tự luận' });
  await writer.getByLabel('Nội dung câu hỏi').fill('So sánh hai số hữu tỉ −2/3 và −3/4, giải thích cách làm. Gợi ý: ');
  // A formula: one that does not parse is refused with a Vietnamese reason, then a good one goes in.
  await writer.getByRole('button', { name: 'Chèn công thức' }).first().click();
  const formula = page.getByRole('dialog', { name: 'Chèn công thức' });
  await formula.getByLabel('Công thức (LaTeX)').fill('\\frac{-2}{3');
  await expect(formula.getByRole('alert')).toHaveText('Công thức không hợp lệ: thiếu “}”');
  await formula.getByLabel('Công thức (LaTeX)').fill('\\frac{-2}{3} = \\frac{-8}{12}');
  await expect(formula.getByTestId('formula-preview').locator('math')).toBeVisible();
  await formula.getByRole('button', { name: 'Chèn', exact: true }).click();
  // A picture, sent through the resumable uploads.
  await writer
    .getByLabel('Tệp hình ảnh')
    .first()
    .setInputFiles({ name: 'truc-so.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  await expect(writer.locator('.ProseMirror img[src^="/api/files/"]')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
  await writer.getByLabel('Điểm').fill('5');
  await writer.getByRole('button', { name: 'Xong' }).click();
  await expect(page.getByText('Tổng điểm: 10')).toBeVisible();
  await page.getByRole('button', { name: 'Lưu đề thi' }).click();

  // The exam's page: its parts with the points given.
  await expect(page.getByRole('heading', { name: 'Kiểm tra 15 phút – Số hữu tỉ (tự tạo)' })).toBeVisible();
  await expect(page.getByText('Câu 1 · 4 điểm')).toBeVisible();
  await expect(page.getByText('Câu 3 · 5 điểm')).toBeVisible();

  // Previewed as a student sees it, without answer keys.
  await page.getByRole('link', { name: 'Xem trước' }).click();
  await expect(page.getByText('Xem trước đề thi như học sinh sẽ thấy')).toBeVisible();
  await expect(page.getByText('Số nào sau đây là số hữu tỉ âm?')).toBeVisible();
  await expect(page.getByText('(đúng)')).toHaveCount(0);
  await page.goBack();

  // Given to her group, closing tomorrow.
  await page.getByRole('button', { name: 'Giao cho nhóm' }).click();
  const give = page.getByRole('dialog', { name: 'Giao đề thi cho nhóm' });
  await give.getByLabel('Nhóm học tập').selectOption({ label: 'Lớp 7A1' });
  await give.getByLabel('Số lần làm bài').selectOption('2');
  await give.getByRole('button', { name: 'Giao đề' }).click();
  await expect(page.getByText('Đã giao đề thi cho nhóm')).toBeVisible();

  const studentPage = await browser.newPage();
  await login(studentPage, 'hs07@nguyendu.edu.vn');
  await studentPage.goto(`/${school}/my-learning-group`);
  await studentPage
    .getByRole('link', { name: /Lớp 7A1/ })
    .first()
    .click();
  await studentPage.getByRole('link', { name: /Kiểm tra 15 phút – Số hữu tỉ \(tự tạo\)/ }).click();
  await expect(studentPage.getByText('Đã làm 0/2 lần, lần có điểm cao nhất được tính.')).toBeVisible();
  await studentPage.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(studentPage.getByText('Số nào sau đây là số hữu tỉ âm?')).toBeVisible();
  await studentPage.getByRole('radio', { name: /−2\/5/ }).check();
  // The written question shows its formula typeset and its picture.
  await studentPage.getByRole('button', { name: /^Câu 3, / }).click();
  await expect(studentPage.getByText('So sánh hai số hữu tỉ')).toBeVisible();
  await expect(studentPage.getByRole('region', { name: 'Câu hỏi' }).locator('math')).toBeVisible();
  const picture = studentPage.getByRole('region', { name: 'Câu hỏi' }).locator('img');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
  await studentPage.getByRole('button', { name: 'Nộp bài' }).click();
  await studentPage.getByRole('dialog').getByRole('button', { name: 'Nộp bài' }).click();
  await expect(studentPage).toHaveURL(/ket-qua/);

  // The teacher sees how the class answered each question, and which option was chosen.
  await page.goto(`/${school}/school-group`);
  await page
    .getByRole('link', { name: /Lớp 7A1/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Kiểm tra 15 phút – Số hữu tỉ (tự tạo)' }).click();
  const stats = page.getByRole('region', { name: 'Thống kê theo câu hỏi' });
  await expect(stats.getByText('Tính trên 1 bài đã nộp.')).toBeVisible();
  await expect(stats.getByRole('listitem').filter({ hasText: /^Câu 1\./ })).toContainText('Đúng 100% (1/1)');
  await expect(stats.getByRole('list', { name: 'Lựa chọn của học sinh ở câu 1' })).toContainText('B. −2/5 (đúng)1 (100%)');
});
