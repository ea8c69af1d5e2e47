// Virtual experiments across the libraries: the system administrator files the system's pendulum under a new category
// and finds it by that category's address; a teacher opens the system's experiment from her school and copies it into
// her own library; the school administrator approves an experiment a teacher sent; an experiment opened once, and one
// downloaded with "Tải về", open again with the network off; a lesson plan's activity plays the experiment it links;
// students have no experiment entry and are refused.
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { menuLinks, settled } from './screens.ts';

const TEACHER2 = 'gv.minh@nguyendu.edu.vn';
const SCHOOL_ADMIN = 'quantri@nguyendu.edu.vn';
const STUDENT = 'hs21@nguyendu.edu.vn';

test('the system administrator files the system’s experiment under a new category', async ({ page }) => {
  await uiLogin(page, 'admin@lophocso.vn');
  await page.goto('/system/category/experiment');
  await settled(page);
  await page.getByRole('button', { name: 'Thêm danh mục' }).click();
  const add = page.getByRole('dialog', { name: 'Thêm danh mục' });
  await add.getByLabel('Tên danh mục').fill('Cơ học');
  await add.getByRole('button', { name: 'Lưu' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Cơ học', { exact: true })).toBeVisible();

  await page.goto('/library/experiment');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Thí nghiệm ảo hệ thống' })).toBeVisible();
  await page.getByRole('button', { name: 'Sửa “Con lắc đơn”' }).first().click();
  const edit = page.getByRole('dialog', { name: 'Sửa thí nghiệm' });
  await edit.getByLabel('Danh mục').selectOption({ label: 'Cơ học' });
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(edit).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Con lắc đơn' });
  await expect(row).toContainText('Cơ học');

  // The category's own address lists what is filed under it.
  const categories = await page.evaluate(async () => {
    const res = await fetch('/api/selections/categories/experiment', { headers: { authorization: `Bearer ${localStorage.getItem('lhs.accessToken')}` } });
    return ((await res.json()) as { data: { id: number; name: string }[] }).data;
  });
  const id = categories.find((c) => c.name === 'Cơ học')!.id;
  await page.goto(`/library/experiment-category/${id}`);
  await settled(page);
  await expect(page).toHaveURL(/\/library\/experiment\?/);
  await expect(page.getByRole('row').filter({ hasText: 'Con lắc đơn' })).toBeVisible();
});

test('a teacher opens the system’s experiment from her school and copies it into her own library', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER2);
  await uiLogin(page, TEACHER2);
  await page.goto(`/${schoolId}/person-library/experiment`);
  await settled(page);
  await page.getByRole('button', { name: 'Thí nghiệm của hệ thống' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thí nghiệm ảo của hệ thống' });
  await expect(dialog.getByText('Con lắc đơn')).toBeVisible();
  await expectAccessible(page, 'experiments: the system library from a school');
  await dialog.getByRole('button', { name: 'Mở: Con lắc đơn' }).click();
  await expect(page.frameLocator('iframe[title="Thí nghiệm: Con lắc đơn"]').locator('h1')).toHaveText('Con lắc đơn');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Sao chép về thư viện của tôi: Con lắc đơn' }).click();
  await expect(page.getByText('Đã sao chép vào thư viện cá nhân: Con lắc đơn')).toBeVisible();
  await dialog.getByRole('button', { name: 'Đóng' }).last().click();
  await expect(page.getByRole('button', { name: 'Con lắc đơn', exact: true })).toBeVisible();
});

test('the school administrator approves an experiment a teacher sent to the school', async ({ page, request }) => {
  const teacher = await apiLogin(request, TEACHER2);
  const up = await request.post('/api/experiment_packages', {
    headers: headers(teacher),
    multipart: { file: { name: 'thau-kinh.html', mimeType: 'text/html', buffer: Buffer.from('<!doctype html><title>Thấu kính</title><h1>Thấu kính</h1>') } },
  });
  expect(up.status()).toBe(201);
  const name = `Thấu kính hội tụ ${Date.now()}`;
  const made = await request.post('/api/s/personal/experiments', { headers: headers(teacher), data: { name, packageId: (await up.json()).data.id } });
  expect(made.status()).toBe(201);
  const shared = await request.post(`/api/s/personal/experiments/${(await made.json()).data.id}/share_to_school`, { headers: headers(teacher) });
  expect(shared.status()).toBe(201);

  const { schoolId } = await apiLogin(request, SCHOOL_ADMIN);
  await uiLogin(page, SCHOOL_ADMIN);
  await page.goto(`/${schoolId}/library/experiment`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Thí nghiệm ảo của trường' })).toBeVisible();
  // The demo school's own approved experiment is listed beside the one waiting.
  await expect(page.getByRole('row').filter({ hasText: 'Định luật Ôm' })).toContainText('Đã duyệt');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Chờ duyệt');
  await row.getByRole('checkbox', { name: `Chọn “${name}”` }).check();
  await page.getByRole('toolbar', { name: 'Duyệt nội dung' }).getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(row).toContainText('Đã duyệt');
  await expectAccessible(page, 'experiments: the school library');
});

test('an experiment opened once, and one downloaded, open again with the network off', async ({ page, request, context }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(`/${schoolId}/library/experiment`);
  await settled(page);
  await page.getByRole('button', { name: 'Định luật Ôm', exact: true }).click();
  const ohm = page.frameLocator('iframe[title="Thí nghiệm: Định luật Ôm"]');
  await expect(ohm.locator('h1')).toHaveText('Định luật Ôm');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Thí nghiệm của hệ thống' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thí nghiệm ảo của hệ thống' });
  // Downloaded without being opened: the next opening is offline, from what "Tải về" kept.
  await dialog.getByRole('button', { name: 'Tải về: Con lắc đơn' }).click();
  await expect(page.getByText('Đã tải về "Con lắc đơn" để dùng khi không có mạng.')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('Đã tải về');

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Mở: Con lắc đơn' }).click();
  await expect(page.frameLocator('iframe[title="Thí nghiệm: Con lắc đơn"]').locator('h1')).toHaveText('Con lắc đơn');
  await expect(page.getByRole('dialog', { name: 'Con lắc đơn' }).getByRole('status')).toContainText('Đã tải về');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Đóng' }).last().click();
  await page.getByRole('button', { name: 'Định luật Ôm', exact: true }).click();
  await expect(ohm.locator('h1')).toHaveText('Định luật Ôm');
  // Answered from the device, the page still runs with an opaque origin.
  const blocked = await page
    .frames()
    .find((f) => f.url().includes('/api/experiment_run/'))!
    .evaluate(() => {
      try {
        return String(localStorage.length);
      } catch (e) {
        return (e as Error).name;
      }
    });
  expect(blocked).toBe('SecurityError');
  await context.setOffline(false);
});

test('a lesson plan’s activity plays the experiment it links', async ({ page, request }) => {
  const teacher = await apiLogin(request, TEACHER2);
  const list = await request.get('/api/s/experiments?name=dinh luat om', { headers: headers(teacher) });
  const ohm = ((await list.json()).data as { id: number; name: string }[]).find((e) => e.name === 'Định luật Ôm')!;
  const activity = { title: 'Khám phá', goal: 'Quan sát', content: 'Mô phỏng', product: 'Nhận xét', organization: 'Nhóm' };
  const made = await request.post('/api/s/personal/schedules', {
    headers: headers(teacher),
    data: {
      name: 'Định luật Ôm – tiết 1',
      lessonName: 'Bài 9. Định luật Ôm',
      periods: 1,
      knowledge: 'I = U/R.',
      competences: 'Thực nghiệm.',
      qualities: 'Trung thực.',
      equipment: 'Máy chiếu.',
      activities: [{ ...activity, links: [{ kind: 'experiment', id: ohm.id, name: ohm.name }] }],
    },
  });
  expect(made.status()).toBe(201);
  await uiLogin(page, TEACHER2);
  await page.goto(`/${teacher.schoolId}/person-library/plan/${(await made.json()).data.id}`);
  await settled(page);
  await expect(page.getByText('Thí nghiệm ảo: Định luật Ôm')).toBeVisible();
  await page.getByRole('button', { name: 'Mở thí nghiệm: Định luật Ôm' }).click();
  await expect(page.frameLocator('iframe[title="Thí nghiệm: Định luật Ôm"]').locator('h1')).toHaveText('Định luật Ôm');
});

test('students have no experiment entry and are refused by the server', async ({ page, request }) => {
  const student = await apiLogin(request, STUDENT);
  await uiLogin(page, STUDENT);
  await settled(page);
  const links = await menuLinks(page);
  expect(links.map((l) => l.href).filter((href) => href.includes('experiment'))).toEqual([]);
  for (const path of ['s/experiments', 's/personal/experiments', 's/system_experiments', 's/readable_experiments/1']) {
    const res = await request.get(`/api/${path}`, { headers: headers(student) });
    expect(res.status(), path).toBe(403);
  }
  const teacher = await apiLogin(request, TEACHER);
  const system = await request.get('/api/experiments', { headers: { Authorization: `Bearer ${teacher.token}` } });
  expect(system.status()).toBe(403);
});
