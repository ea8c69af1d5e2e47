// Members: the school administrator adds a student to a class from the students' page (a bad phone is refused under
// its field, nothing typed lost); the new account's mail sets a password and the student finds the class; the
// administrator edits her, locks her (the school then refuses her) and takes her out of the school. A teacher may
// read the lists but neither add nor change anyone, on screen and on the server. The administrator imports students
// from the school's own spreadsheet: its problems listed first, then all rows at once. The administrator exports one
// class sorted by email (a task with its progress) and the downloaded .xlsx holds its rows. Choosing a class and sorting
// a column at once, before the slow list has answered, keeps both in the address.
import { test, expect, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { passwordLinkFor } from './mail.ts';
import { settled } from './screens.ts';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';

const ADMIN = 'quantri@nguyendu.edu.vn';
const CLASS = 'Lớp 7A1';

async function openStudents(page: Page, schoolId: number, name = '') {
  await page.goto(`/${schoolId}/member/student${name ? `?name=${encodeURIComponent(name)}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Học sinh', level: 1 })).toBeVisible();
  await settled(page);
}

test('the administrator adds a student to a class, who sets her password and finds it; then edits, locks and removes her', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, ADMIN);
  const email = `hs.moi.${Date.now()}@nguyendu.edu.vn`;
  await uiLogin(page, ADMIN);
  await openStudents(page, admin.schoolId);
  await page.getByRole('link', { name: 'Thêm học sinh' }).click();
  await expect(page.getByRole('heading', { name: 'Thêm học sinh' })).toBeVisible();
  await page.getByLabel(/Họ và tên đệm/).fill('Đỗ Thị');
  await page.getByLabel(/^Tên/).fill('Mai Anh');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel('Số điện thoại').fill('09123');
  await page.getByLabel('Giới tính').selectOption('Nữ');
  await page.getByLabel('Lớp').selectOption(CLASS);
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Nhập đúng định dạng số điện thoại')).toBeVisible();
  await expect(page.getByLabel(/Họ và tên đệm/)).toHaveValue('Đỗ Thị');
  await expectAccessible(page, 'members: add a student, with an error');
  await page.getByLabel('Số điện thoại').fill('0912 345 678');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(new RegExp(`/${admin.schoolId}/member/student$`));
  await expect(page.getByText('Thêm mới thành công: Đỗ Thị Mai Anh')).toBeVisible();

  // The new account's mail sets her password; signed in, she is in the school and in her class.
  const student = await browser.newPage();
  await student.goto(await passwordLinkFor(email));
  await student.getByLabel('Mật khẩu mới', { exact: true }).fill('MaiAnh@2026');
  await student.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('MaiAnh@2026');
  await student.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(student.getByText('Đặt lại mật khẩu thành công')).toBeVisible();
  const signedIn = await request.post('/api/sessions', { data: { email, password: 'MaiAnh@2026' } });
  expect(signedIn.status()).toBe(200);
  const token = (await signedIn.json()).data.accessToken as string;
  const mine = { token, schoolId: admin.schoolId };
  const groups = await request.get('/api/s/personal/learning_groups', { headers: headers(mine) });
  expect(((await groups.json()).data as { name: string }[]).map((g) => g.name)).toContain(CLASS);
  await student.close();

  // Found by name without its accents; edited; locked (the school then refuses her), unlocked, then taken out.
  await openStudents(page, admin.schoolId, 'do thi mai anh');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('0912-345-678');
  await expect(row).toContainText(CLASS);
  await row.getByRole('button', { name: 'Thao tác: Đỗ Thị Mai Anh' }).click();
  await expectAccessible(page, 'members: a student’s actions');
  await page.getByRole('menuitem', { name: 'Sửa thông tin' }).click();
  await expect(page.getByRole('heading', { name: 'Sửa thông tin học sinh: Đỗ Thị Mai Anh' })).toBeVisible();
  await expect(page.getByLabel('Lớp')).toHaveValue(/\d+/);
  await page.getByLabel(/^Tên/).fill('Mai Chi');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();
  await openStudents(page, admin.schoolId, email);
  const edited = page.getByRole('row').filter({ hasText: email });
  await expect(edited).toContainText('Đỗ Thị Mai Chi');

  await edited.getByRole('button', { name: 'Thao tác: Đỗ Thị Mai Chi' }).click();
  await page.getByRole('menuitem', { name: 'Khoá trong trường' }).click();
  await expect(edited).toContainText('Đã khoá');
  const locked = await request.get('/api/s/personal/learning_groups', { headers: headers(mine) });
  expect(locked.status()).toBeGreaterThanOrEqual(400);
  // Opening the school, she is told it locked her.
  const lockedOut = await browser.newPage();
  await lockedOut.goto('/login');
  await lockedOut.getByLabel('Email').fill(email);
  await lockedOut.getByLabel('Mật khẩu').fill('MaiAnh@2026');
  await lockedOut.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(lockedOut).not.toHaveURL(/\/login/);
  await lockedOut.goto(`/${admin.schoolId}`);
  await expect(lockedOut.getByText('Tài khoản của bạn ở trường này đã bị khoá. Vui lòng liên hệ quản trị viên của trường.')).toBeVisible();
  await expect(lockedOut).toHaveURL(/\/$/);
  await lockedOut.close();

  await edited.getByRole('button', { name: 'Thao tác: Đỗ Thị Mai Chi' }).click();
  await page.getByRole('menuitem', { name: 'Xoá khỏi trường' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xoá khỏi trường' });
  await confirm.getByRole('button', { name: 'Xoá khỏi trường' }).click();
  await expect(page.getByText('Không tìm thấy kết quả phù hợp')).toBeVisible();
});

/** A school's own spreadsheet of students (columns in its own order, one "Họ và tên" column). */
async function studentsFile(rows: string[][]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Danh sách');
  sheet.addRow(['STT', 'Họ và tên', 'Email', 'Lớp', 'Giới tính']);
  rows.forEach((r, i) => sheet.addRow([String(i + 1), ...r]));
  return {
    name: 'danh-sach.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

test('the administrator imports students from the school’s spreadsheet: problems first, then all of them at once', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  const stamp = Date.now();
  const emails = [`nhap.a.${stamp}@nguyendu.edu.vn`, `nhap.b.${stamp}@nguyendu.edu.vn`];
  await uiLogin(page, ADMIN);
  await openStudents(page, admin.schoolId);
  await page.getByRole('button', { name: 'Nhập từ Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập học sinh từ Excel' });
  const file = dialog.getByLabel('Danh sách học sinh (.xlsx)');
  await file.setInputFiles(
    await studentsFile([
      ['Vũ Minh Khang', emails[0]!, 'lop 7a2', 'Nam'],
      ['Vũ Thu Hà', emails[1]!, 'Lớp 9Z', 'Nữ'],
    ]),
  );
  const problems = dialog.getByRole('table', { name: 'Các dòng có lỗi' });
  await expect(problems.getByRole('row').nth(1)).toContainText('Trường chưa có lớp này');
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(dialog.getByRole('button', { name: 'Nhập học sinh' })).toBeDisabled();
  await expectAccessible(page, 'members: import preview with problems');

  await file.setInputFiles(
    await studentsFile([
      ['Vũ Minh Khang', emails[0]!, 'lop 7a2', 'Nam'],
      ['Vũ Thu Hà', emails[1]!, 'Lớp 7A2', 'Nữ'],
    ]),
  );
  await expect(dialog.getByRole('status')).toContainText('2 học sinh trong tệp · 2 tài khoản mới');
  await dialog.getByRole('button', { name: 'Nhập 2 học sinh' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Đã nhập 2 học sinh: 2 tài khoản mới được gửi thư đặt mật khẩu, 0 tài khoản đã có.')).toBeVisible();
  await openStudents(page, admin.schoolId, String(stamp));
  await expect(page.getByRole('row').filter({ hasText: emails[0]! })).toContainText('Lớp 7A2');
  await expect(page.getByRole('row').filter({ hasText: emails[1]! })).toContainText('Vũ Thu Hà');
  expect(await passwordLinkFor(emails[1]!)).toMatch(/^\/new-password\?token=/);
});

test('a teacher reads the lists but cannot add or change a member, on screen or on the server', async ({ page, request }) => {
  const teacher = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await openStudents(page, teacher.schoolId);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Thêm học sinh' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Thao tác/ })).toHaveCount(0);
  const refused = await request.post('/api/s/students', {
    headers: headers(teacher, { 'Idempotency-Key': randomUUID() }),
    data: { last_name: 'Thử', first_name: 'Học sinh', email: `thu.${Date.now()}@nguyendu.edu.vn` },
  });
  expect(refused.status()).toBe(403);
});

test('the administrator exports a class’s students sorted by email, and the downloaded .xlsx holds their rows', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  await uiLogin(page, ADMIN);
  await openStudents(page, admin.schoolId);
  await expect(page.getByRole('heading', { name: 'Tổng số học sinh' })).toBeVisible();
  const a2 = page.getByLabel('Lớp', { exact: true }).locator('option', { hasText: 'Lớp 7A2' });
  await page.getByLabel('Lớp', { exact: true }).selectOption((await a2.getAttribute('value'))!);
  await page.getByRole('button', { name: /^Email/ }).click();
  await expect(page).toHaveURL(/group=\d+/);
  await expect(page).toHaveURL(/sort=email/);
  await expect(page.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').nth(1)).toContainText('hs16@nguyendu.edu.vn');

  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const ready = page.getByRole('button', { name: 'Tải tệp Excel' });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'members: a class’s students, its export ready');
  const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  expect(download.suggestedFilename()).toMatch(/^Danh sách học sinh – Trường THCS Nguyễn Du – Lớp 7A2\.xlsx$/);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Học sinh')!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: 9 }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  expect(rows[0]).toEqual(['STT', 'Họ và tên đệm', 'Tên', 'Email', 'Số điện thoại', 'Giới tính', 'Ngày sinh', 'Lớp', 'Trạng thái']);
  const emails = rows.slice(1).map((r) => r[3]!);
  expect(emails).toEqual([...emails].sort());
  for (let n = 16; n <= 30; n++) expect(emails).toContain(`hs${n}@nguyendu.edu.vn`);
  expect(emails).not.toContain('hs01@nguyendu.edu.vn');
  expect(rows.slice(1).every((r) => r[7]!.includes('Lớp 7A2'))).toBe(true);
  expect(rows[1]![0]).toBe('1');
});

test('a class chosen and a column sorted at once, on a slow network, both stay: the second change builds on the first', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  await uiLogin(page, ADMIN);
  await openStudents(page, admin.schoolId);
  await expect(page.getByRole('heading', { name: 'Tổng số học sinh' })).toBeVisible();
  // The list's requests are held: the class is chosen and the Email header clicked while the first one is on its way,
  // so the page on screen still shows the list before the class.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/s/students',
    async (route) => {
      await held;
      // A request the page gave up on while it was held is gone; nothing to pass on.
      await route.continue().catch(() => {});
    },
  );
  const classList = page.getByLabel('Lớp', { exact: true });
  const a2 = await classList.locator('option', { hasText: 'Lớp 7A2' }).getAttribute('value');
  const first = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/s/students');
  await classList.selectOption(a2!);
  expect(new URL((await first).url()).searchParams.get('group')).toBe(a2);
  await page.getByRole('button', { name: /^Email/ }).click();
  release();

  await expect(page).toHaveURL(new RegExp(`group=${a2}(&|$)`));
  await expect(page).toHaveURL(/sort=email/);
  await expect(classList).toHaveValue(a2!);
  await expect(page.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
  const rows = page.getByRole('row').filter({ hasText: /@nguyendu\.edu\.vn/ });
  await expect(rows.first()).toContainText('hs16@nguyendu.edu.vn');
  const texts = await rows.allInnerTexts();
  expect(texts.length).toBeGreaterThan(1);
  expect(texts.every((t) => t.includes('Lớp 7A2'))).toBe(true);
  const emails = texts.map((t) => t.match(/[\w.+-]+@nguyendu\.edu\.vn/)![0]);
  expect(emails).toEqual([...emails].sort());
});
