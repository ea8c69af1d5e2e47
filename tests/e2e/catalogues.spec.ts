// The system administrator's catalogues: a topic added from the "Chủ đề" screen, found without its accents, renamed,
// moved above another with its button and back by dragging with the keyboard (the selection every library form reads
// following both moves), then deleted; deleting a subject in use is refused with how many things use it. A school
// administrator has no catalogue in the menu, is sent away from /system/subjects and refused by the server.
import { test, expect, type APIRequestContext, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { PASSWORD, uiLogin } from './exam-api-helpers.ts';
import { menuLinks, openFromMenu, settled, sidebar } from './screens.ts';

const ADMIN = 'admin@lophocso.vn';
const SCHOOL_ADMIN = 'quantri@nguyendu.edu.vn';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/sessions', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { accessToken: string }).accessToken;
}

interface Entry {
  id: number;
  name: string;
  position: number;
  usage: number;
}

async function find(request: APIRequestContext, token: string, kind: string, name: string): Promise<Entry[]> {
  const res = await request.get(`/api/${kind}?name=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as Entry[];
}

async function selectionOrder(request: APIRequestContext, token: string, ids: number[]): Promise<number[]> {
  const res = await request.get('/api/selections/topics', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()).data as { id: number }[]).map((t) => t.id).filter((id) => ids.includes(id));
}

const row = (page: Page, name: string) => page.getByRole('region', { name: 'Danh sách chủ đề' }).getByRole('listitem').filter({ hasText: name });

test('the system administrator adds, renames, reorders and deletes a topic; a subject in use is not deleted', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, ADMIN);
  const stamp = Date.now();
  const first = `Hàm số ${stamp} bậc nhất`;
  const second = `Hàm số ${stamp} bậc hai`;
  const renamed = `Hàm số ${stamp} y = ax + b`;

  await uiLogin(page, ADMIN);
  await settled(page);
  await openFromMenu(page, '/system/topic');
  await expect(page.getByRole('heading', { name: 'Chủ đề', level: 1 })).toBeVisible();

  for (const name of [first, second]) {
    await page.getByRole('button', { name: 'Thêm chủ đề' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Thêm chủ đề' });
    await dialog.getByLabel(/Tên chủ đề/).fill(name);
    await dialog.getByLabel('Môn học').selectOption({ label: 'Toán' });
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Thêm mới thành công: ${name}`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  // The same name again, without accents: refused under the field, what was typed kept.
  await page.getByRole('button', { name: 'Thêm chủ đề' }).first().click();
  const again = page.getByRole('dialog', { name: 'Thêm chủ đề' });
  await again.getByLabel(/Tên chủ đề/).fill(`ham so ${stamp} bac nhat`);
  await again.getByLabel('Môn học').selectOption({ label: 'Toán' });
  await again.getByRole('button', { name: 'Lưu' }).click();
  await expect(again.getByText(`Đã có chủ đề “${first}”`, { exact: false })).toBeVisible();
  await expect(again.getByLabel(/Tên chủ đề/)).toHaveValue(`ham so ${stamp} bac nhat`);
  await expectAccessible(page, 'topics: a taken name');
  await again.getByRole('button', { name: 'Huỷ' }).click();

  // Found without accents; the order is not changed while searching.
  await page.getByLabel('Tìm theo tên chủ đề').fill(`ham so ${stamp} bac`);
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByRole('region', { name: 'Danh sách chủ đề' }).getByRole('listitem')).toHaveCount(2);
  await expect(row(page, first)).toBeVisible();
  await expect(row(page, second)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Chuyển “/ })).toHaveCount(0);
  await expect(page.getByText('Đang lọc theo tên: xoá từ khoá tìm kiếm để sắp xếp lại thứ tự.')).toBeVisible();

  await row(page, first)
    .getByRole('button', { name: `Thao tác: ${first}` })
    .click();
  await page.getByRole('menuitem', { name: 'Sửa' }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa chủ đề' });
  await expect(edit.getByLabel('Môn học')).toHaveValue(/\d+/);
  await edit.getByLabel(/Tên chủ đề/).fill(renamed);
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(`Cập nhật thành công: ${renamed}`)).toBeVisible();

  // Reordered on the page that holds them (new topics go last).
  const [a] = await find(request, token, 'topics', renamed);
  const [b] = await find(request, token, 'topics', second);
  expect(b!.position).toBe(a!.position + 1);
  await page.goto(`/system/topic?page=${Math.ceil(b!.position / 20)}`);
  await settled(page);
  await row(page, second)
    .getByRole('button', { name: `Chuyển “${second}” lên` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Đã chuyển “${second}” đến vị trí ${a!.position}.` })).toBeAttached();
  await expect.poll(() => selectionOrder(request, token, [a!.id, b!.id])).toEqual([b!.id, a!.id]);
  await expect(row(page, second)).toContainText(`${a!.position}.`);
  await expectAccessible(page, 'topics: the list');

  // Back by dragging with the keyboard: Space on the handle lifts it, an arrow moves it, Space puts it down; each step
  // is announced, and the next key waits for it as a listening user would.
  const handle = row(page, second).getByRole('button', { name: `Kéo để sắp xếp “${second}”` });
  await expect(handle).toBeEnabled();
  await handle.focus();
  await page.keyboard.press('Space');
  // Places in the announcements count on the page shown.
  const onPage = ((a!.position - 1) % 20) + 1;
  await expect(page.getByText(new RegExp(`“${second}”.* vị trí ${onPage} trên \\d+\\.`))).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(new RegExp(`“${second}” đang ở vị trí ${onPage + 1} trên \\d+\\.`))).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => selectionOrder(request, token, [a!.id, b!.id])).toEqual([a!.id, b!.id]);

  for (const name of [renamed, second]) {
    await row(page, name)
      .getByRole('button', { name: `Thao tác: ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Xoá' }).click();
    await page.getByRole('dialog', { name: 'Xoá chủ đề' }).getByRole('button', { name: 'Xoá' }).click();
    await expect(page.getByText(`Đã xoá chủ đề “${name}”`)).toBeVisible();
  }
  expect(await find(request, token, 'topics', String(stamp))).toEqual([]);

  // A subject in use stays, and the refusal says how many things use it.
  await openFromMenu(page, '/system/subjects');
  await expect(page.getByRole('heading', { name: 'Môn học', level: 1 })).toBeVisible();
  const [english] = await find(request, token, 'subjects', 'Tiếng Anh');
  expect(english!.usage).toBeGreaterThan(0);
  const subjectRow = page.getByRole('region', { name: 'Danh sách môn học' }).getByRole('listitem').filter({ hasText: 'Tiếng Anh' });
  await subjectRow.getByRole('button', { name: 'Thao tác: Tiếng Anh' }).click();
  await page.getByRole('menuitem', { name: 'Xoá' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xoá môn học' });
  await expect(confirm).toContainText(`đang được dùng ở ${english!.usage} nội dung nên chưa xoá được`);
  await confirm.getByRole('button', { name: 'Xoá' }).click();
  await expect(page.getByText(new RegExp(`^Không thể xoá: môn học đang được dùng ở ${english!.usage} nội dung \\(.*nhóm học tập.*\\)$`))).toBeVisible();
  expect((await find(request, token, 'subjects', 'Tiếng Anh')).map((s) => s.id)).toEqual([english!.id]);
});

test('a school administrator has no catalogue screen and is refused by the server', async ({ page, request }) => {
  await uiLogin(page, SCHOOL_ADMIN);
  await settled(page);
  await page.goto('/');
  await settled(page);
  const hrefs = (await menuLinks(page)).map((l) => l.href);
  for (const href of ['/system/subjects', '/system/grades', '/system/supplier', '/system/topic']) expect(hrefs).not.toContain(href);
  await expect(sidebar(page).getByRole('link', { name: 'Môn học' })).toHaveCount(0);
  await page.goto('/system/subjects');
  await expect(page).not.toHaveURL(/\/system\/subjects/);
  await expect(page.getByRole('heading', { name: 'Môn học', level: 1 })).toHaveCount(0);
  const token = await tokenOf(request, SCHOOL_ADMIN);
  const res = await request.get('/api/subjects', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe('Bạn không có quyền thực hiện chức năng này!');
});
