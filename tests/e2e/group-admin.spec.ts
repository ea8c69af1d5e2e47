// School groups: the school administrator creates a class with a teacher, adds two students picked from the school's
// list, locks it (the server then refuses anyone new, with its message) and unlocks it, takes a student out and
// deletes the class, which has no work. A student may not create a group. The students picked (hs20, hs27) are ones
// no other browser test uses, and the class is new, so nothing another test reads changes.
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

const ADMIN = 'quantri@nguyendu.edu.vn';
/** hs20 and hs27: "hs2" finds them (and hs21–hs29, which other tests use and this one leaves alone). */
const PICKED = [
  { email: 'hs20@nguyendu.edu.vn', name: 'Phạm Nam' },
  { email: 'hs27@nguyendu.edu.vn', name: 'Hồ Sơn' },
];
const LOCKED = 'Nhóm đã khoá: không nhận thêm thành viên. Hãy mở khoá nhóm trước.';

test('the administrator creates a class, fills it, locks and unlocks it, takes a student out and deletes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, ADMIN);
  const name = `Lớp 6A${Date.now()}`;
  await uiLogin(page, ADMIN);
  await page.goto(`/${admin.schoolId}/school-group`);
  await expect(page.getByRole('heading', { name: 'Nhóm học tập', level: 1 })).toBeVisible();
  await settled(page);

  await page.getByRole('button', { name: 'Tạo nhóm' }).click();
  const create = page.getByRole('dialog', { name: 'Tạo nhóm' });
  await create.getByLabel(/Tên nhóm/).fill(name);
  await create.getByLabel('Khối lớp').selectOption('Khối 6');
  await create.getByLabel('Phạm Thị Lan').check();
  await expectAccessible(page, 'groups: create dialog');
  await create.getByRole('button', { name: 'Tạo nhóm' }).click();
  await expect(page.getByText(`Đã tạo nhóm "${name}"`)).toBeVisible();

  // The new class's page opens with its management section.
  await expect(page).toHaveURL(new RegExp(`/${admin.schoolId}/school-group/\\d+$`));
  const groupId = Number(/\/(\d+)$/.exec(page.url())![1]);
  const section = page.getByRole('region', { name: 'Quản lý nhóm' });
  await expect(section.getByText('Đang mở: nhận thêm thành viên')).toBeVisible();
  const members = section.getByRole('table', { name: `Thành viên của nhóm ${name}` });
  await expect(members.getByRole('row').filter({ hasText: 'gv.lan@nguyendu.edu.vn' })).toContainText('Giáo viên');
  await expect(members.getByRole('row')).toHaveCount(2);
  await settled(page);
  await expectAccessible(page, 'groups: management section');

  await section.getByRole('button', { name: 'Thêm học sinh' }).click();
  const add = page.getByRole('dialog', { name: 'Thêm học sinh' });
  await add.getByLabel('Tìm học sinh theo tên hoặc email').fill('hs2');
  await expect(add.getByRole('checkbox', { name: new RegExp(PICKED[1]!.name) })).toBeVisible();
  await expect(add.getByRole('checkbox')).toHaveCount(10);
  for (const s of PICKED) await add.getByRole('checkbox', { name: new RegExp(s.name) }).check();
  await expectAccessible(page, 'groups: add students dialog');
  await add.getByRole('button', { name: 'Thêm 2 học sinh' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText(`Đã thêm 2 học sinh vào nhóm ${name}`)).toBeVisible();
  for (const s of PICKED) await expect(members.getByRole('row').filter({ hasText: s.email })).toContainText('Học sinh');

  // Locked: nobody new, on screen and on the server; its students stay.
  await section.getByRole('button', { name: 'Khoá nhóm' }).click();
  await expect(section.getByText('Đã khoá: không nhận thêm thành viên')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Thêm học sinh' })).toBeDisabled();
  await expect(members.getByRole('row')).toHaveCount(4);
  const students = await request.get(`/api/s/students?name=hs05`, { headers: headers(admin) });
  const hs05 = ((await students.json()).data as { id: number }[])[0]!.id;
  const refused = await request.post(`/api/s/school_groups/${groupId}/users`, { headers: headers(admin), data: { userIds: [hs05], role: 'student' } });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toBe(LOCKED);
  await expectAccessible(page, 'groups: a locked group');
  await section.getByRole('button', { name: 'Mở khoá nhóm' }).click();
  await expect(section.getByText('Đang mở: nhận thêm thành viên')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Thêm học sinh' })).toBeEnabled();

  // A student taken out (their work would stay); then the class, which has no work, is deleted.
  await members.getByRole('button', { name: `Xoá khỏi nhóm: ${PICKED[0]!.name}` }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Xoá khỏi nhóm' });
  await expect(confirmRemove).toContainText('vẫn được giữ');
  await expectAccessible(page, 'groups: remove a member');
  await confirmRemove.getByRole('button', { name: 'Xoá khỏi nhóm' }).click();
  await expect(members.getByRole('row').filter({ hasText: PICKED[0]!.email })).toHaveCount(0);
  await expect(members.getByRole('row')).toHaveCount(3);

  await section.getByRole('button', { name: 'Xoá nhóm' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Xoá nhóm' });
  await expectAccessible(page, 'groups: delete a group');
  await confirmDelete.getByRole('button', { name: 'Xoá nhóm' }).click();
  await expect(page).toHaveURL(new RegExp(`/${admin.schoolId}/school-group$`));
  await expect(page.getByText(`Đã xoá nhóm ${name}`)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  expect((await request.get(`/api/s/school_groups/${groupId}`, { headers: headers(admin) })).status()).toBe(404);
});

test('a student may not create a group', async ({ request }) => {
  const student = await apiLogin(request, 'hs05@nguyendu.edu.vn');
  const res = await request.post('/api/s/school_groups', { headers: headers(student), data: { name: `Nhóm của em ${Date.now()}` } });
  expect(res.status()).toBe(403);
});
