// English content: a teacher makes a lesson in her own English library, imports its sentences from an .xlsx (a file
// with a bad row is refused whole, each problem shown), sees which words will get a generated pronunciation, and
// sends the lesson to the school; the principal approves it with the review checkboxes; a student then finds it in
// the practice lists of "Luyện phát âm AI", reads one of its new sentences into the microphone (Chromium's fake one,
// espeak-ng reading it) and gets the server's score. A lesson waiting for review is not offered to students.
import ExcelJS from 'exceljs';
import { useFakeMicrophone } from './fake-microphone.ts';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

const MINH = 'gv.minh@nguyendu.edu.vn';
const PRINCIPAL = 'hieutruong@nguyendu.edu.vn';
const STUDENT = 'hs28@nguyendu.edu.vn';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// An imported sentence with a word the scorer's dictionary lacks (Tet): scored all the same.
const PRACTISED = 'We watch fireworks at Tet.';
useFakeMicrophone('lhs-english-content-e2e', PRACTISED);

async function sheet(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Bài 9');
  ws.addRow(['Từ/câu tiếng Anh', 'Nghĩa tiếng Việt', 'Phiên âm (IPA)', 'Ví dụ', 'Địa chỉ hình ảnh', 'Địa chỉ âm thanh mẫu']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('a teacher imports a lesson from Excel and sends it; the principal approves it; a student practises it and is scored', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(210_000);
  const { schoolId } = await apiLogin(request, MINH);
  const name = `Unit 9 – Festivals ${Date.now()}`;
  await uiLogin(page, MINH);
  await page.goto(`/${schoolId}/person-library/elsa`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Nội dung tiếng Anh của tôi' })).toBeVisible();

  await page.getByRole('button', { name: 'Thêm bài tiếng Anh' }).click();
  const add = page.getByRole('dialog', { name: 'Thêm bài tiếng Anh' });
  await add.getByLabel(/^Tên/).fill(name);
  await add.getByRole('button', { name: 'Lưu' }).click();
  // The series and the grade are what practice lists lessons by: asked for, the name kept.
  await expect(add.getByText('Vui lòng chọn bộ sách')).toBeVisible();
  await expect(add.getByText('Vui lòng chọn khối lớp')).toBeVisible();
  await expect(add.getByLabel(/^Tên/)).toHaveValue(name);
  await add.getByLabel('Khối lớp').selectOption({ label: 'Khối 7' });
  await add.getByLabel('Bộ sách').selectOption({ label: 'Global Success' });
  await add.getByRole('button', { name: 'Lưu' }).click();

  const editor = page.getByRole('dialog', { name: `Nội dung bài “${name}”` });
  await expect(editor.getByText('Bài chưa có mục nào. Hãy thêm dòng hoặc nhập từ Excel.')).toBeVisible();
  await editor.getByLabel('Unit').fill('Unit 9');
  await editor.getByLabel('Loại nội dung').selectOption({ label: 'Mẫu câu' });
  await editor.getByRole('button', { name: 'Lưu nội dung' }).click();
  await expect(page.getByText('Đã lưu nội dung bài')).toBeVisible();

  await editor.getByRole('button', { name: 'Nhập từ Excel' }).click();
  const importer = page.getByRole('dialog', { name: 'Nhập nội dung từ Excel' });
  const file = importer.getByLabel('Danh sách mục (.xlsx)');
  await file.setInputFiles({
    name: 'bai-9.xlsx',
    mimeType: XLSX,
    buffer: await sheet([
      ['We watch fireworks at Tet.', 'Chúng tôi xem pháo hoa dịp Tết.', '', '', '', ''],
      ['', 'Dòng thiếu câu', '', '', '', ''],
      ['My grandma makes banh chung.', '', '', '', '', 'tep-am-thanh.mp3'],
    ]),
  });
  await expect(importer.getByText('Vui lòng nhập từ, câu hoặc đoạn văn')).toBeVisible();
  await expect(importer.getByText('Địa chỉ phải bắt đầu bằng http://, https:// hoặc /')).toBeVisible();
  await expectAccessible(page, 'english import preview with errors');

  await file.setInputFiles({
    name: 'bai-9.xlsx',
    mimeType: XLSX,
    buffer: await sheet([
      ['We watch fireworks at Tet.', 'Chúng tôi xem pháo hoa dịp Tết.', '', '', '', ''],
      ['My grandma makes zorblat cakes.', 'Bà tôi làm bánh.', '', '', '', 'https://example.com/grandma.mp3'],
    ]),
  });
  await importer.getByRole('button', { name: 'Nhập 2 mục' }).click();
  await expect(page.getByText('Đã nhập 2 mục vào bài.')).toBeVisible();
  await expect(importer).toBeHidden();
  await expect(editor.getByRole('textbox', { name: 'Từ/câu dòng 2' })).toHaveValue('My grandma makes zorblat cakes.');
  // Words the scorer's dictionary lacks are marked on their item.
  const second = editor.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'Từ/câu dòng 2' }) });
  await expect(second.getByText('Phát âm tự sinh')).toBeVisible();
  await expect(second.getByText('zorblat')).toBeVisible();
  await expectAccessible(page, 'english lesson editor');
  await editor.getByRole('button', { name: 'Huỷ' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Mẫu câu')).toBeVisible();
  await row.getByRole('button', { name: /^Chia sẻ/ }).click();
  await page.getByRole('menuitem', { name: 'Gửi lên thư viện trường' }).click();
  await expect(page.getByText('Đã gửi lên thư viện trường, đang chờ duyệt')).toBeVisible();

  // Waiting for review, the lesson is not offered to students.
  const studentContext = await browser.newContext({ permissions: ['microphone'] });
  const student = await studentContext.newPage();
  await uiLogin(student, STUDENT);
  await student.goto(`/${schoolId}/learning-with-ai`);
  await expect(student.getByRole('heading', { name: 'Luyện phát âm AI' })).toBeVisible();
  const lessons = student.getByRole('list', { name: 'Bài học' });
  await expect(lessons.getByRole('button', { name: /Hobbies – mẫu câu/ })).toBeVisible();
  await expect(lessons.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);

  const principalContext = await browser.newContext();
  const principal = await principalContext.newPage();
  await uiLogin(principal, PRINCIPAL);
  await principal.goto(`/${schoolId}/library/elsa?name=${encodeURIComponent('Festivals')}&status=pending`);
  await settled(principal);
  await expect(principal.getByRole('heading', { name: 'Nội dung tiếng Anh của trường' })).toBeVisible();
  await principal.getByRole('checkbox', { name: `Chọn “${name}”` }).check();
  await expectAccessible(principal, 'school english library with review');
  await principal.getByRole('toolbar', { name: 'Duyệt nội dung' }).getByRole('button', { name: 'Duyệt', exact: true }).click();
  await principal.goto(`/${schoolId}/library/elsa?name=${encodeURIComponent('Festivals')}`);
  await expect(principal.getByRole('row').filter({ hasText: name }).getByText('Đã duyệt')).toBeVisible();

  await student.reload();
  await expect(student.getByRole('heading', { name: 'Luyện phát âm AI' })).toBeVisible();
  await student
    .getByRole('list', { name: 'Bài học' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const items = student.getByRole('list', { name: 'Nội dung luyện đọc' });
  await expect(items.getByRole('button', { name: /We watch fireworks at Tet\./ })).toBeVisible();
  await expect(items.getByRole('button', { name: /My grandma makes zorblat cakes\./ })).toBeVisible();

  // She reads the new sentence aloud: recorded, sent, and scored by the server.
  await items.getByRole('button', { name: /We watch fireworks at Tet\./ }).click();
  await student.getByRole('button', { name: /Bắt đầu ghi âm/ }).click();
  await expect(student.getByRole('meter', { name: 'Mức âm thanh micrô' })).toBeVisible();
  await student.waitForTimeout(4500);
  await student.getByRole('button', { name: /Dừng ghi âm/ }).click();
  const result = student.getByRole('region', { name: 'Kết quả chấm phát âm' });
  await expect(result.getByText('Điểm chính thức', { exact: true })).toBeVisible({ timeout: 60_000 });
  const label = await result.getByLabel(/^Điểm: \d+\/100$/).getAttribute('aria-label');
  expect(Number(/(\d+)\/100/.exec(label ?? '')![1])).toBeGreaterThan(0);
  await expect(result.getByRole('button', { name: /^fireworks: \d+ điểm/ })).toBeVisible();
  await expect(result.getByRole('button', { name: /^Tet: \d+ điểm/ })).toBeVisible();
  const student28 = await apiLogin(request, STUDENT);
  const history = (await (await request.get('/api/s/elsa/speaking_histories', { headers: headers(student28) })).json()) as {
    data: { sentence: string; status: string }[];
  };
  expect(history.data.find((h) => h.sentence === PRACTISED)).toMatchObject({ status: 'scored' });
  await principalContext.close();
  await studentContext.close();
});

test('a student has no English library and is refused its API', async ({ page, request }) => {
  const user = await apiLogin(request, STUDENT);
  const { schoolId } = user;
  await uiLogin(page, STUDENT);
  await page.goto(`/${schoolId}/person-library/elsa`);
  await expect(page.getByRole('heading', { name: 'Nội dung tiếng Anh của tôi' })).toHaveCount(0);
  const res = await request.get('/api/s/personal/english_lessons', { headers: headers(user) });
  expect(res.status()).toBe(403);
});
