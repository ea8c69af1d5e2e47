// Joining a school end to end: a newcomer asks through the API, the school administrator approves in the app, and the
// school appears in the newcomer's shortcuts. Also the member lists and the system school list as users see them.
import { test, expect, type APIRequestContext, type Page } from './fixtures.ts';

const PASSWORD = 'Hoc@2026';
const SCHOOL = 'Trường THCS Nguyễn Du';

async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/sessions', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.accessToken;
}

async function shortcuts(request: APIRequestContext, token: string): Promise<{ school: { id: number; name: string } }[]> {
  const res = await request.get('/api/shortcuts', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.userSchools;
}

async function uiLogin(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function schoolIdOf(request: APIRequestContext, email: string): Promise<number> {
  const list = await shortcuts(request, await apiLogin(request, email));
  return list.find((s) => s.school.name === SCHOOL)!.school.id;
}

test('a newcomer’s join request is approved by the school administrator and the school becomes hers', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const newcomer = await apiLogin(request, 'khach@lophocso.vn');
  expect(await shortcuts(request, newcomer)).toEqual([]);
  const sent = await request.post('/api/join_school_requests', {
    headers: { Authorization: `Bearer ${newcomer}` },
    data: { schoolCode: 'NGUYENDU', roleType: 'teacher' },
  });
  expect(sent.status()).toBe(200);

  // Her overview says the request waits, with its school.
  const newcomerContext = await browser.newContext();
  const newcomerPage = await newcomerContext.newPage();
  await uiLogin(newcomerPage, 'khach@lophocso.vn');
  const waiting = newcomerPage.getByRole('region', { name: 'Yêu cầu tham gia trường học' }).getByRole('listitem').filter({ hasText: SCHOOL });
  await expect(waiting).toContainText('Chờ duyệt');
  await expect(waiting).toContainText('Giáo viên · gửi ngày');

  const schoolId = await schoolIdOf(request, 'quantri@nguyendu.edu.vn');
  await uiLogin(page, 'quantri@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/member/request`);
  await expect(page.getByRole('heading', { name: 'Yêu cầu tham gia' })).toBeVisible();
  const row = page.getByRole('row', { name: /Đinh Thu Trang/ });
  await expect(row).toContainText('khach@lophocso.vn');
  await expect(row).toContainText('Giáo viên');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await row.getByRole('button', { name: 'Duyệt Đinh Thu Trang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duyệt yêu cầu tham gia' });
  await expect(dialog.getByLabel('Vai trò trong trường')).toHaveValue(/\d+/);
  await dialog.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Đinh Thu Trang/ })).toHaveCount(0);

  await page.getByLabel('Trạng thái').selectOption({ label: 'Đã duyệt' });
  await expect(page.getByRole('row', { name: /Đinh Thu Trang/ })).toContainText('Đã duyệt');

  const mine = await shortcuts(request, newcomer);
  expect(mine.map((s) => s.school)).toEqual([{ id: schoolId, name: SCHOOL, expired: false }]);

  // Her open overview asks again while a request waits: the school appears without a reload.
  await expect(newcomerPage.getByRole('button', { name: new RegExp(SCHOOL) })).toBeVisible({ timeout: 45_000 });
  await expect(waiting).toHaveCount(0);
  await newcomerContext.close();
});

test('rejecting asks for a reason first, then records it', async ({ page, request }) => {
  // A fresh account, so this test does not depend on the others.
  const email = `gv.${Date.now()}@lophocso.vn`;
  const registered = await request.post('/api/registrations', {
    data: { first_name: 'Văn Tú', last_name: 'Hồ', email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  const token = (await registered.json()).data.accessToken;
  const asked = await request.post('/api/join_school_requests', {
    headers: { Authorization: `Bearer ${token}` },
    data: { schoolCode: 'NGUYENDU', roleType: 'officer' },
  });
  expect(asked.status()).toBe(200);

  const schoolId = await schoolIdOf(request, 'quantri@nguyendu.edu.vn');
  await uiLogin(page, 'quantri@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/member/request`);
  const row = page.getByRole('row', { name: /Hồ Văn Tú/ });
  await expect(row).toContainText('Hiệu trưởng');
  await row.getByRole('button', { name: 'Từ chối Hồ Văn Tú' }).click();
  const dialog = page.getByRole('dialog', { name: 'Từ chối yêu cầu tham gia' });
  await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(dialog.getByText('Vui lòng nhập lý do')).toBeVisible();
  await dialog.getByLabel('Lý do').fill('Trường chưa có nhu cầu tuyển thêm');
  await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();
  await expect(page.getByRole('row', { name: /Hồ Văn Tú/ })).toHaveCount(0);

  await page.getByLabel('Trạng thái').selectOption({ label: 'Đã từ chối' });
  await expect(page.getByRole('row', { name: /Hồ Văn Tú/ })).toContainText('Lý do: Trường chưa có nhu cầu tuyển thêm');
  expect(await shortcuts(request, token)).toEqual([]);
});

test('the school administrator searches the teachers, and the student list pages', async ({ page, request }) => {
  const schoolId = await schoolIdOf(request, 'quantri@nguyendu.edu.vn');
  await uiLogin(page, 'quantri@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/member/teacher`);
  await page.getByRole('searchbox', { name: 'Tìm theo tên hoặc email' }).fill('lan');
  const lan = page.getByRole('row', { name: /Phạm Thị Lan/ });
  await expect(lan).toContainText('0987-654-321');
  await expect(lan).toContainText('Lớp 7A1');
  await expect(page).toHaveURL(/name=lan/);

  await page.goto(`/${schoolId}/member/student`);
  await expect(page.getByText('Tổng số: 30')).toBeVisible();
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(7);
});

test('the system administrator sees every school with its status', async ({ page }) => {
  await uiLogin(page, 'admin@lophocso.vn');
  await page.goto('/school');
  await expect(page.getByRole('heading', { name: 'Hệ thống trường học' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Trường Tiểu học Hoà Bình/ })).toContainText('Hết hạn');
  await expect(page.getByRole('row', { name: /Trường THCS Nguyễn Du/ })).toContainText('Đang hoạt động');
  await page.getByLabel('Trạng thái').selectOption({ label: 'Hết hạn' });
  await expect(page.getByRole('row', { name: /Trường THCS Nguyễn Du/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Hoà Bình/ })).toBeVisible();
});

test('the school administrator invites by email, sees field errors, and withdraws an invitation', async ({ page, request }) => {
  const schoolId = await schoolIdOf(request, 'quantri@nguyendu.edu.vn');
  await uiLogin(page, 'quantri@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/member/Invited`);
  await expect(page.getByRole('heading', { name: 'Đã mời' })).toBeVisible();
  await page.getByRole('button', { name: 'Mời thành viên' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mời thành viên' });
  await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(dialog.getByText('Vui lòng nhập email')).toBeVisible();
  await expect(dialog.getByText('Vui lòng chọn chức vụ')).toBeVisible();

  await dialog.getByLabel('Email').fill('gv.lan@nguyendu.edu.vn');
  await dialog.getByLabel('Chức vụ').selectOption({ label: 'Giáo viên' });
  await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(dialog.getByText('Người dùng với email này đã là thành viên của trường')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('gv.lan@nguyendu.edu.vn');

  const email = `moi.${Date.now()}@nguyendu.edu.vn`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(page.getByText(`Đã gửi lời mời tới ${email}`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Chờ chấp nhận');

  await row.getByRole('button', { name: `Xoá lời mời ${email}` }).click();
  await page.getByRole('dialog', { name: 'Xoá lời mời' }).getByRole('button', { name: 'Xoá', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toHaveCount(0);
});
