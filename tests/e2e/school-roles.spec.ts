// School roles: the school administrator opens "Vai trò" from the menu, creates a role with a whole group of
// permissions and one more, finds it by its name without accents, edits its permissions, turns it off and deletes
// it. A teacher may not create a role, on the server.
import { test, expect, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { openFromMenu, settled } from './screens.ts';

const ADMIN = 'quantri@nguyendu.edu.vn';

async function openRoles(page: Page, schoolId: number, name: string) {
  await page.goto(`/${schoolId}/system/role?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Vai trò', level: 1 })).toBeVisible();
  await settled(page);
}

test('the administrator creates a role with permissions, edits it, turns it off and deletes it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, ADMIN);
  const stamp = Date.now();
  const name = `Tổ trưởng chuyên môn ${stamp}`;
  await uiLogin(page, ADMIN);
  // The sidebar is read once the school's home it belongs to has loaded.
  await settled(page);
  await openFromMenu(page, `/${admin.schoolId}/system/role`);
  await expect(page.getByRole('heading', { name: 'Vai trò', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Thêm vai trò' }).click();
  await expect(page.getByRole('heading', { name: 'Thêm vai trò' })).toBeVisible();
  await settled(page);
  await page.getByLabel(/Tên vai trò/).fill(name);
  await page.getByRole('group', { name: 'Giáo viên' }).getByRole('checkbox', { name: 'Chọn tất cả: Giáo viên' }).check();
  const requests = page.getByRole('group', { name: 'Yêu cầu tham gia' });
  await requests.getByRole('checkbox', { name: 'Xem' }).check();
  await expect(page.getByText('Đã chọn 6 quyền')).toBeVisible();
  await expectAccessible(page, 'roles: add a role');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(new RegExp(`/${admin.schoolId}/system/role$`));
  await expect(page.getByText(`Thêm mới thành công: ${name}`)).toBeVisible();

  // Found without its accents; nobody holds it yet.
  await openRoles(page, admin.schoolId, `to truong chuyen mon ${stamp}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Đang dùng');
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');
  await row.getByRole('button', { name: `Thao tác: ${name}` }).click();
  await expectAccessible(page, 'roles: a role’s actions');
  await page.getByRole('menuitem', { name: 'Sửa' }).click();

  await expect(page.getByRole('heading', { name: `Sửa vai trò: ${name}` })).toBeVisible();
  await settled(page);
  await expect(requests.getByRole('checkbox', { name: 'Xem' })).toBeChecked();
  await requests.getByRole('checkbox', { name: 'Xem' }).uncheck();
  await page.getByRole('group', { name: 'Nhiệm vụ' }).getByRole('checkbox', { name: 'Xem' }).check();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();
  const list = await request.get(`/api/s/roles?name=${encodeURIComponent(name)}`, { headers: headers(admin) });
  const [saved] = (await list.json()).data as { id: number; permissionIds: number[] }[];
  const catalogue = (await (await request.get('/api/selections/school_permissions', { headers: headers(admin) })).json()).data as {
    id: number;
    action: string;
    group: { key: string };
  }[];
  const keys = saved!.permissionIds.map((id) => catalogue.find((p) => p.id === id)!).map((p) => `${p.group.key}.${p.action}`);
  expect(keys.sort()).toEqual(['mission.view', ...['view', 'create', 'update', 'delete', 'approve'].map((a) => `school_teacher.${a}`)].sort());

  await openRoles(page, admin.schoolId, name);
  const edited = page.getByRole('row').filter({ hasText: name });
  await edited.getByRole('button', { name: `Thao tác: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Tắt' }).click();
  await expect(edited).toContainText('Đã tắt');
  await expect(page.getByText(`Đã tắt vai trò ${name}`)).toBeVisible();

  await edited.getByRole('button', { name: `Thao tác: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Xoá' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xoá vai trò' });
  await confirm.getByRole('button', { name: 'Xoá' }).click();
  await expect(page.getByText('Không tìm thấy kết quả phù hợp')).toBeVisible();
  expect((await request.get(`/api/s/roles/${saved!.id}`, { headers: headers(admin) })).status()).toBe(404);
});

test('a teacher may not create a role', async ({ request }) => {
  const teacher = await apiLogin(request, TEACHER);
  const res = await request.post('/api/s/roles', { headers: headers(teacher), data: { name: 'Vai trò tự tạo', permissionIds: [] } });
  expect(res.status()).toBe(403);
});
