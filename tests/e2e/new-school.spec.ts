// A school run from the app alone, from nothing: the system administrator imports a new school from a spreadsheet
// (a wrong province first, shown by its line); its administrator sets a password from the mail, imports two teachers
// and then four students, creates two classes with a homeroom teacher each; a teacher copies her class's join link; a
// student the import put in no class opens it, asks to join and is let in; the school's dashboard counts them all.
// Everything here is new (names carry the run's stamp), so no other test's data changes.
import ExcelJS from 'exceljs';
import { test, expect, type Browser, type Page } from './fixtures.ts';
import { uiLogin } from './exam-api-helpers.ts';
import { passwordLinkFor } from './mail.ts';
import { settled } from './screens.ts';
import { expectAccessible } from './axe.ts';
import { SCHOOL_COLUMNS } from '../../src/shared/school-sheet.ts';

const SYSADMIN = 'admin@lophocso.vn';
const PASSWORD = 'Truong@2026';

async function xlsx(name: string, header: string[], rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Danh sách');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

/** A new account's first sign-in: the mailed link sets the password, then the login screen. */
async function firstSignIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(await passwordLinkFor(email));
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByText('Đặt lại mật khẩu thành công')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

async function importMembers(page: Page, kind: 'giáo viên' | 'học sinh', file: Awaited<ReturnType<typeof xlsx>>, count: number) {
  await page.getByRole('button', { name: 'Nhập từ Excel' }).click();
  const dialog = page.getByRole('dialog', { name: `Nhập ${kind} từ Excel` });
  await dialog.getByLabel(`Danh sách ${kind} (.xlsx)`).setInputFiles(file);
  await expect(dialog.getByRole('status')).toContainText(`${count} ${kind} trong tệp · ${count} tài khoản mới`);
  await dialog.getByRole('button', { name: `Nhập ${count} ${kind}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Đã nhập ${count} ${kind}`)).toBeVisible();
}

test('a new school from nothing: imported, filled from spreadsheets, two classes, a student joins by the link', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const code = `MOI-${stamp}`;
  const schoolName = `Trường THCS Mới ${stamp}`;
  const mail = (who: string) => `${who}.${stamp}@thcsmoi.edu.vn`;
  const schoolRow = (province: string) => [
    schoolName,
    code,
    province,
    'Phường Ba Đình',
    '5 Hoàng Văn Thụ',
    '02438001122',
    '',
    '01/09/2026',
    '31/08/2030',
    '10240',
    '',
    'Đỗ Thị',
    'Hạnh',
    mail('quantri'),
  ];
  const header = SCHOOL_COLUMNS.map((c) => c.title);

  // The system administrator imports the school: a province that does not exist is shown on its line, nothing saved.
  await uiLogin(page, SYSADMIN);
  await page.goto('/school');
  await expect(page.getByRole('heading', { name: 'Hệ thống trường học', level: 1 })).toBeVisible();
  await settled(page);
  await page.getByRole('button', { name: 'Nhập từ Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập trường học từ Excel' });
  const file = dialog.getByLabel('Danh sách trường (.xlsx)');
  await file.setInputFiles(await xlsx('truong.xlsx', header, [schoolRow('Tỉnh Hà Tây')]));
  const problems = dialog.getByRole('table', { name: 'Các dòng có lỗi' });
  await expect(problems.getByRole('row').nth(1)).toContainText('2Tỉnh/Thành phố');
  await expect(dialog.getByRole('button', { name: 'Nhập trường' })).toBeDisabled();
  await expectAccessible(page, 'schools: import preview with problems');
  await file.setInputFiles(await xlsx('truong.xlsx', header, [schoolRow('ha noi')]));
  await expect(dialog.getByRole('status')).toContainText('1 trường trong tệp · 1 tài khoản quản trị mới · 0 lỗi');
  await dialog.getByRole('button', { name: 'Nhập 1 trường' }).click();
  await expect(page.getByText('Đã nhập 1 trường học.')).toBeVisible();
  await page.getByRole('searchbox').fill(code);
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(schoolName);

  // Its administrator sets her password from the mail and lands in the new, empty school.
  const admin = await firstSignIn(browser, mail('quantri'));
  await expect(admin.getByRole('heading', { name: schoolName, level: 1 })).toBeVisible();
  const schoolId = Number(new URL(admin.url()).pathname.slice(1));
  expect(schoolId).toBeGreaterThan(0);

  // Two teachers, from the school's spreadsheet.
  await admin.goto(`/${schoolId}/member/teacher`);
  await settled(admin);
  await importMembers(
    admin,
    'giáo viên',
    await xlsx(
      'giao-vien.xlsx',
      ['Họ và tên', 'Email', 'Giới tính', 'Chức vụ'],
      [
        ['Nguyễn Thị Thu', mail('gv.thu'), 'Nữ', 'Giáo viên'],
        ['Trần Văn Đức', mail('gv.duc'), 'Nam', ''],
      ],
    ),
    2,
  );

  // Two classes, each with its homeroom teacher.
  await admin.goto(`/${schoolId}/school-group`);
  await expect(admin.getByRole('heading', { name: 'Nhóm học tập', level: 1 })).toBeVisible();
  await settled(admin);
  let classId = 0;
  for (const [name, teacher] of [
    ['Lớp 6A', 'Nguyễn Thị Thu'],
    ['Lớp 6B', 'Trần Văn Đức'],
  ] as const) {
    await admin.getByRole('button', { name: 'Tạo nhóm' }).click();
    const create = admin.getByRole('dialog', { name: 'Tạo nhóm' });
    await create.getByLabel(/Tên nhóm/).fill(name);
    await create.getByLabel('Khối lớp').selectOption('Khối 6');
    await create.getByLabel(teacher).check();
    await create.getByRole('button', { name: 'Tạo nhóm' }).click();
    await expect(admin.getByText(`Đã tạo nhóm "${name}"`)).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`/${schoolId}/school-group/\\d+$`));
    if (name === 'Lớp 6A') classId = Number(/\/(\d+)$/.exec(admin.url())![1]);
    await admin.goto(`/${schoolId}/school-group`);
    await settled(admin);
  }

  // Four students: three into their classes by the class names, one into none (she joins by the link).
  await admin.goto(`/${schoolId}/member/student`);
  await settled(admin);
  await importMembers(
    admin,
    'học sinh',
    await xlsx(
      'hoc-sinh.xlsx',
      ['Họ và tên', 'Email', 'Lớp', 'Giới tính'],
      [
        ['Lê Minh An', mail('hs.an'), 'lop 6a', 'Nam'],
        ['Phạm Thu Bình', mail('hs.binh'), 'Lớp 6A', 'Nữ'],
        ['Hoàng Gia Cường', mail('hs.cuong'), 'Lớp 6B', 'Nam'],
        ['Vũ Ngọc Dung', mail('hs.dung'), '', 'Nữ'],
      ],
    ),
    4,
  );

  // The homeroom teacher of 6A copies her class's join link.
  const teacher = await firstSignIn(browser, mail('gv.thu'));
  await teacher.goto(`/${schoolId}/school-group/${classId}`);
  const invite = teacher.getByRole('region', { name: 'Mời vào nhóm' });
  const link = await invite.getByRole('textbox', { name: 'Đường dẫn vào nhóm' }).inputValue();
  expect(link).toMatch(new RegExp(`/school-group-invitation/${classId}$`));

  // The student in no class opens it, asks, and is let in.
  const student = await firstSignIn(browser, mail('hs.dung'));
  await student.goto(new URL(link).pathname);
  const card = student.getByRole('region', { name: 'Lớp 6A' });
  await expect(card).toContainText(schoolName);
  await card.getByRole('button', { name: 'Xin vào nhóm' }).click();
  await expect(card.getByText('Đã gửi yêu cầu, chờ giáo viên duyệt')).toBeVisible();
  await teacher.reload();
  const requests = teacher.getByRole('table', { name: 'Yêu cầu vào nhóm Lớp 6A' });
  await requests
    .getByRole('row')
    .filter({ hasText: mail('hs.dung') })
    .getByRole('button', { name: /^Duyệt / })
    .click();
  await expect(teacher.getByText(/Đã nhận học sinh vào nhóm/)).toBeVisible();
  await student.goto(`/${schoolId}/my-learning-group`);
  await expect(student.getByRole('link', { name: /Lớp 6A/ })).toBeVisible();

  // The dashboard counts the school: its administrator and two teachers, four students, two classes.
  await admin.goto(`/${schoolId}`);
  // The count cards come first (charts under them have legends with the same words).
  const cards = admin.getByRole('main').getByRole('list').first();
  const count = (label: string) => cards.getByRole('listitem').filter({ hasText: new RegExp(`^${label}\\s*\\d+$`) });
  await expect(count('Giáo viên')).toHaveText(/3$/);
  await expect(count('Học sinh')).toHaveText(/4$/);
  await expect(count('Nhóm học tập')).toHaveText(/2$/);
});
