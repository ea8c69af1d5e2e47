// Usage limits end to end: a teacher of a new school uploads a 3 MB file; the system administrator finds the school
// on /system/limits, gives its teachers their own, lower storage limit (2 MB) and sees that teacher over it; the
// teacher, signing in afterwards, is shown the over-limit dialog sending them to the hotline. Everything here is
// new (names carry the run's stamp), so no other test's limits change.
import { test, expect, type APIRequestContext } from './fixtures.ts';
import { uiLogin } from './exam-api-helpers.ts';
import { passwordLinkFor } from './mail.ts';
import { settled } from './screens.ts';
import { expectAccessible } from './axe.ts';

const SYSADMIN = 'admin@lophocso.vn';
const PASSWORD = 'Hoc@2026';
const MB = 1024 * 1024;

async function token(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/sessions', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.accessToken as string;
}

/** A tus upload of `data` into the school, as the app's uploader sends it: create, then one PATCH. */
async function uploadFile(request: APIRequestContext, auth: Record<string, string>, data: Buffer, name: string) {
  const meta = `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`;
  const created = await request.post('/api/s/uploads', {
    headers: { ...auth, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(data.length), 'Upload-Metadata': meta },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = new URL(created.headers()['location']!, 'http://x').pathname;
  const sent = await request.patch(location, {
    headers: { ...auth, 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data,
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

test("a school's teacher limit lowered below a teacher's use: the teacher is told at the next sign-in", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const schoolName = `Trường THCS Hạn Mức ${stamp}`;
  const teacherEmail = `gv.hanmuc.${stamp}@hanmuc.edu.vn`;

  // A new school with one teacher, made through the API as the system administrator.
  const admin = await token(request, SYSADMIN);
  const school = await request.post('/api/schools', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      name: schoolName,
      code: `HM-${stamp}`,
      province_code: '01',
      ward_code: '00004',
      contract_start: '2026-01-01',
      contract_end: '2030-12-31',
      admin: { last_name: 'Quản', first_name: 'Lý', email: `ql.hanmuc.${stamp}@hanmuc.edu.vn` },
    },
  });
  expect(school.status(), await school.text()).toBe(201);
  const schoolId = (await school.json()).data.id as number;
  const teacher = await request.post('/api/s/teachers', {
    headers: { Authorization: `Bearer ${admin}`, 'X-SCHOOL-ID': String(schoolId) },
    data: { last_name: 'Đỗ', first_name: 'Hạn Mức', email: teacherEmail, position: 'teacher' },
  });
  expect(teacher.status(), await teacher.text()).toBe(201);

  // The teacher sets a password from the mailed link and uploads a 3 MB document.
  const teacherPage = await (await browser.newContext()).newPage();
  await teacherPage.goto(await passwordLinkFor(teacherEmail));
  await teacherPage.getByLabel('Mật khẩu mới', { exact: true }).fill(PASSWORD);
  await teacherPage.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill(PASSWORD);
  await teacherPage.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(teacherPage.getByText('Đặt lại mật khẩu thành công')).toBeVisible();
  const teacherToken = await token(request, teacherEmail);
  await uploadFile(
    request,
    { Authorization: `Bearer ${teacherToken}`, 'X-SCHOOL-ID': String(schoolId) },
    Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * MB, 32)]),
    'giáo án.pdf',
  );

  // The system administrator finds the school and lowers its teachers' storage to 2 MB.
  await uiLogin(page, SYSADMIN);
  await page.goto('/system/limits');
  await expect(page.getByRole('heading', { level: 1, name: 'Giới hạn sử dụng' })).toBeVisible();
  await page.getByLabel('Tìm trường').fill(schoolName);
  const row = page.getByRole('row').filter({ hasText: schoolName });
  await expect(row.getByText('Giáo viên: mặc định')).toBeVisible();
  await row.getByRole('button', { name: `Sửa giới hạn của ${schoolName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Giới hạn sử dụng – ${schoolName}` });
  const teachers = dialog.getByRole('group', { name: 'Mỗi giáo viên' });
  await teachers.getByRole('checkbox').check();
  await teachers.getByLabel('Dung lượng tải lên (MB)').fill('-2');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(teachers.getByText('Nhập một số nguyên từ 0 trở lên')).toBeVisible();
  await expect(teachers.getByLabel('Dung lượng tải lên (MB)')).toHaveValue('-2');
  await expectAccessible(page, 'usage limits: a school’s limits with an error');
  await teachers.getByLabel('Dung lượng tải lên (MB)').fill('2');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Đã lưu giới hạn của trường')).toBeVisible();
  await expect(row.getByText('Giáo viên: riêng')).toBeVisible();

  // Its users: the teacher is over the new limit.
  await row.getByRole('button', { name: `Xem người dùng của ${schoolName}` }).click();
  const users = page.getByRole('region', { name: `Người dùng của ${schoolName}` });
  const teacherRow = users.getByRole('row').filter({ hasText: teacherEmail });
  await expect(teacherRow.getByText('Vượt giới hạn')).toBeVisible();
  await expect(teacherRow.getByText('4 MB / 2 MB')).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'usage limits: schools and a school’s users');

  // The teacher signs in afterwards and is told, with the hotline to buy more.
  await teacherPage.goto('/login');
  await teacherPage.getByLabel('Email').fill(teacherEmail);
  await teacherPage.getByLabel('Mật khẩu').fill(PASSWORD);
  await teacherPage.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  const over = teacherPage.getByRole('dialog', { name: 'Đã vượt giới hạn sử dụng' });
  await expect(over).toBeVisible();
  await expect(over).toContainText('Vui lòng liên hệ hotline');
  await expect(over.getByRole('progressbar', { name: 'Dung lượng tải lên' })).toBeVisible();
  await teacherPage.context().close();
});

test('usage over a range of days: refused ranges keep the typed dates, the figures export to Excel', async ({ page }) => {
  await uiLogin(page, SYSADMIN);
  await page.goto('/system/limits?tab=usage');
  await expect(page.getByRole('heading', { level: 2, name: 'Theo trường' })).toBeVisible();
  const from = page.getByLabel('Từ ngày');
  const to = page.getByLabel('Đến ngày');
  await from.fill('01/03/2026');
  await to.fill('01/02/2026');
  await page.getByRole('button', { name: 'Xem thống kê' }).click();
  await expect(page.getByText('Ngày kết thúc không được trước ngày bắt đầu')).toBeVisible();
  await expect(to).toHaveValue('01/02/2026');
  await to.fill('15/03/2026');
  await page.getByRole('button', { name: 'Xem thống kê' }).click();
  await expect(page).toHaveURL(/from=2026-03-01&to=2026-03-15|to=2026-03-15.*from=2026-03-01|from=2026-03-01.*to=2026-03-15/);
  await expect(page.getByRole('table', { name: 'Sử dụng theo trường trong khoảng thời gian' }).getByText('Trường THCS Nguyễn Du')).toBeVisible();
  await expectAccessible(page, 'usage limits: usage over a range');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  await expect(page.getByText('Thống kê sử dụng 01-03-2026 đến 15-03-2026.xlsx')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải xuống' }).click();
  expect((await download).suggestedFilename()).toBe('Thống kê sử dụng 01-03-2026 đến 15-03-2026.xlsx');
});
