// Lesson plans: a teacher writes a plan with two activities (a school lecture linked on one) and sends it to the
// school; the principal approves it for the teachers' role in the school library; the teacher downloads it as Word
// and opens the linked lecture from it.
// A student has no 'Giáo án' in the menu and is sent back from the plan addresses. A plan typed and then reloaded
// offline is found again as a draft; saved once the network is back, the draft is gone. A plan linking the teacher's
// own lecture is not sent to the school: the refusal names the lecture, which the plan page and the editor mark.
// The spec's detail addresses open a plan, or its editor, at one activity.
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { menuLinks, settled } from './screens.ts';
import { waitForServiceWorker } from './exam-learning-helpers.ts';

const MINH = 'gv.minh@nguyendu.edu.vn';
const PRINCIPAL = 'hieutruong@nguyendu.edu.vn';
const STUDENT = 'hs09@nguyendu.edu.vn';

test('a teacher writes a plan and sends it; the principal approves it for the teachers; the teacher downloads it as Word', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { schoolId } = await apiLogin(request, TEACHER);
  const name = `Giáo án Hàm số ${Date.now()}`;
  await uiLogin(page, MINH);
  await page.goto(`/${schoolId}/person-library/plan`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Giáo án của tôi' })).toBeVisible();
  await page.getByRole('link', { name: 'Thêm giáo án' }).click();
  await expect(page.getByRole('heading', { name: 'Soạn giáo án mới' })).toBeVisible();

  // Saving an empty plan says what is missing and keeps what was typed.
  await page.getByLabel('1. Kiến thức').fill('Nhận biết hàm số và đồ thị.');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Vui lòng nhập tên', { exact: true })).toBeVisible();
  await expect(page.getByText('Vui lòng nhập tên bài dạy')).toBeVisible();
  await expect(page.getByLabel('1. Kiến thức')).toHaveValue('Nhận biết hàm số và đồ thị.');
  await expectAccessible(page, 'plan editor with errors');

  await page.getByLabel(/^Tên giáo án/).fill(name);
  await page.getByLabel(/^Tên bài dạy/).fill('Bài 1. Khái niệm hàm số');
  await page.getByLabel(/^Số tiết/).fill('2');
  await page.getByLabel('Môn học').selectOption({ label: 'Toán' });
  // Two activities: the last two of the usual four go.
  await page.getByRole('button', { name: 'Xoá hoạt động 4 “Vận dụng”' }).click();
  await page.getByRole('button', { name: 'Xoá hoạt động 3 “Luyện tập”' }).click();
  await page.getByLabel('b) Nội dung — hoạt động 2').fill('Định nghĩa hàm số qua bảng giá trị.');

  await page.getByRole('button', { name: 'Thêm học liệu cho hoạt động 1' }).click();
  const picker = page.getByRole('dialog', { name: 'Chọn học liệu cho hoạt động' });
  await picker.getByLabel('Thư viện').selectOption({ label: 'Thư viện trường' });
  await expect(picker.getByRole('button', { name: /Chọn “Unit 1: Hobbies”/ })).toBeVisible();
  await expectAccessible(page, 'plan editor: library picker');
  await picker.getByRole('button', { name: /Chọn “Unit 1: Hobbies”/ }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('region', { name: 'Hoạt động 1' }).getByText('Bài giảng: Unit 1: Hobbies')).toBeVisible();

  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/person-library\/plan\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hoạt động 2: Hình thành kiến thức mới' })).toBeVisible();
  await expectAccessible(page, 'plan page');
  await page.getByRole('button', { name: /^Chia sẻ/ }).click();
  await page.getByRole('menuitem', { name: 'Gửi lên thư viện trường' }).click();
  await expect(page.getByText('Đã gửi lên thư viện trường, đang chờ duyệt')).toBeVisible();

  // The principal reviews it in the school library.
  const context = await browser.newContext({ acceptDownloads: true });
  const principal = await context.newPage();
  await uiLogin(principal, PRINCIPAL);
  await principal.goto(`/${schoolId}/library/plan?name=${encodeURIComponent(name)}`);
  await settled(principal);
  await principal.getByRole('link', { name }).click();
  await expect(principal).toHaveURL(/\/library\/plan\/details\/\d+$/);
  await expect(principal.getByText('Chờ duyệt').first()).toBeVisible();
  await principal.getByRole('group', { name: 'Duyệt giáo án' }).getByRole('button', { name: 'Duyệt' }).click();
  const approve = principal.getByRole('dialog', { name: 'Duyệt giáo án' });
  await approve.getByLabel('Ai được xem giáo án sau khi duyệt').selectOption({ label: 'Chỉ vai trò “Giáo viên”' });
  await expectAccessible(principal, 'plan approve dialog');
  await approve.getByRole('button', { name: 'Duyệt' }).click();
  await expect(approve).toBeHidden();
  await expect(principal.getByText('Đã duyệt', { exact: true }).first()).toBeVisible();
  await expect(principal.getByText('Người được xem: vai trò “Giáo viên”')).toBeVisible();
  await context.close();

  // The teacher finds it approved in the school library and downloads it.
  await page.goto(`/${schoolId}/library/plan?name=${encodeURIComponent(name)}`);
  await settled(page);
  await page.getByRole('link', { name }).click();
  await expect(page.getByText('Đã duyệt', { exact: true }).first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Tải về Word' }).click()]);
  expect(download.suggestedFilename()).toBe(`Giao-an-Ham-so-${name.split(' ').at(-1)}.docx`);
  const file = await readFile((await download.path())!);
  expect(file.length).toBeGreaterThan(2000);
  // A .docx is a zip holding word/document.xml.
  expect(file.subarray(0, 2).toString()).toBe('PK');
  expect(file.includes(Buffer.from('word/document.xml'))).toBe(true);

  // The linked school lecture opens for the plan's readers, presented, and "Thoát" leads back to the plan.
  const planUrl = page.url();
  await page.getByRole('link', { name: 'Unit 1: Hobbies' }).click();
  await expect(page).toHaveURL(/\/editor\/\d+\/preview\?back=/);
  await page.getByRole('link', { name: /Thoát/ }).click();
  await expect(page).toHaveURL(planUrl);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('a teacher lets a colleague read a plan, who reads it without changing it', async ({ page, browser, request }) => {
  const minh = await apiLogin(request, MINH);
  const name = `Ôn tập chương I ${Date.now()}`;
  const activity = { title: 'Luyện tập', goal: 'Ôn lại số hữu tỉ', content: 'Bài tập ôn chương', product: 'Bài làm', organization: 'Nhóm 4' };
  const res = await request.post('/api/s/personal/schedules', {
    headers: headers(minh),
    data: { name, lessonName: 'Ôn tập chương I', periods: 1, activities: [{ ...activity, links: [] }] },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data.id as number;

  await uiLogin(page, MINH);
  await page.goto(`/${minh.schoolId}/person-library/plan/${id}`);
  await settled(page);
  await page.getByRole('button', { name: 'Cho đồng nghiệp xem…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cho đồng nghiệp xem giáo án' });
  await expect(dialog.getByText('Chưa chia sẻ cho ai.')).toBeVisible();
  await dialog.getByLabel('Giáo viên').selectOption({ label: 'Phạm Thị Lan' });
  await dialog.getByRole('button', { name: 'Cho xem' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Phạm Thị Lan' })).toBeVisible();
  await expectAccessible(page, 'plan readers dialog');

  const context = await browser.newContext();
  const lan = await context.newPage();
  await uiLogin(lan, TEACHER);
  await lan.goto(`/${minh.schoolId}/library/plan`);
  await settled(lan);
  await lan.getByRole('region', { name: 'Đồng nghiệp chia sẻ với tôi' }).getByRole('link', { name }).click();
  await expect(lan).toHaveURL(new RegExp(`/library/plan/details-share/${id}$`));
  await expect(lan.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(lan.getByText('Chỉ xem — giáo án được chia sẻ với bạn')).toBeVisible();
  await expect(lan.getByText('Ôn lại số hữu tỉ')).toBeVisible();
  await expect(lan.getByRole('link', { name: 'Sửa' })).toHaveCount(0);
  await expect(lan.getByRole('button', { name: 'Tải về Word' })).toBeVisible();
  await context.close();
});

test('a plan typed and reloaded offline is restored from its draft; saved when the network is back, the draft is gone', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { schoolId } = await apiLogin(request, MINH);
  const name = `Giáo án nháp ${Date.now()}`;
  await uiLogin(page, MINH);
  await page.goto(`/${schoolId}/person-library/plan/add`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Soạn giáo án mới' })).toBeVisible();
  await expect(page.getByLabel('Môn học').getByRole('option', { name: 'Toán' })).toBeAttached();
  await page.getByLabel(/^Tên giáo án/).fill(name);
  await page.getByLabel(/^Tên bài dạy/).fill('Bài 3. Lũy thừa của một số hữu tỉ');
  await page.getByLabel('Môn học').selectOption({ label: 'Toán' });
  await page.getByLabel('c) Sản phẩm — hoạt động 2').fill('Bảng tính lũy thừa của cả nhóm.');
  await expect(page.getByText(/^Đã lưu nháp trên thiết bị lúc \d\d:\d\d — chưa gửi lên máy chủ$/)).toBeVisible();

  // The network goes and the tab reloads: the plan comes back from the device.
  await context.setOffline(true);
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'Đã khôi phục bản nháp' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/^Tên giáo án/)).toHaveValue(name);
  await expect(page.getByLabel(/^Tên bài dạy/)).toHaveValue('Bài 3. Lũy thừa của một số hữu tỉ');
  await expect(page.getByLabel('c) Sản phẩm — hoạt động 2')).toHaveValue('Bảng tính lũy thừa của cả nhóm.');
  await expectAccessible(page, 'plan editor with a restored draft');

  // Saving offline says plainly that nothing reached the server, and keeps the plan.
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Giáo án CHƯA được lưu lên máy chủ vì thiết bị đang mất mạng.' })).toBeVisible();
  await expect(page.getByLabel(/^Tên giáo án/)).toHaveValue(name);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page).toHaveURL(/\/person-library\/plan\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Bảng tính lũy thừa của cả nhóm.')).toBeVisible();
  await expect(page.locator('dl > div').filter({ hasText: 'Môn học:' })).toContainText('Toán');

  // The draft went with the save: a new plan starts empty, also after a reload.
  await page.goto(`/${schoolId}/person-library/plan/add`);
  await expect(page.getByRole('heading', { name: 'Soạn giáo án mới' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Soạn giáo án mới' })).toBeVisible();
  await expect(page.getByLabel(/^Tên giáo án/)).toHaveValue('');
  await expect(page.getByText('Đã khôi phục bản nháp', { exact: false })).toHaveCount(0);
  const drafts = await page.evaluate(async () => {
    const open = indexedDB.open('lhs-offline');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const req = database.transaction('kv').objectStore('kv').getAllKeys();
      req.onsuccess = () => resolve(req.result);
    });
    return keys.map(String).filter((k) => k.startsWith('planDraft:'));
  });
  expect(drafts).toEqual([]);
});

test('a plan linking the teacher’s own lecture is not sent to the school; the lecture is named and marked', async ({ page, request }) => {
  const lan = await apiLogin(request, TEACHER);
  const own = ((await (await request.get('/api/s/personal/lectures?perPage=1', { headers: headers(lan) })).json()).data as { id: number; name: string }[])[0]!;
  const name = `Giáo án liên kết riêng ${Date.now()}`;
  const activity = { title: 'Mở đầu', goal: '', content: '', product: '', organization: '' };
  const res = await request.post('/api/s/personal/schedules', {
    headers: headers(lan),
    data: { name, lessonName: 'Bài 4', periods: 1, activities: [{ ...activity, links: [{ kind: 'lecture', id: own.id, name: own.name }] }] },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data.id as number;

  await uiLogin(page, TEACHER);
  await page.goto(`/${lan.schoolId}/person-library/plan/${id}`);
  await settled(page);
  await expect(page.getByText(`Bài giảng: ${own.name} — đồng nghiệp không mở được`)).toBeVisible();
  await page.getByRole('button', { name: /^Chia sẻ/ }).click();
  await page.getByRole('menuitem', { name: 'Gửi lên thư viện trường' }).click();
  await expect(
    page.getByText(`Đồng nghiệp đọc giáo án sẽ không mở được các mục liên kết sau: Bài giảng “${own.name}” (thư viện cá nhân).`, { exact: false }),
  ).toBeVisible();
  const school = (await (await request.get(`/api/s/schedules?name=${encodeURIComponent(name)}`, { headers: headers(lan) })).json()).data as unknown[];
  expect(school).toHaveLength(0);

  await page.getByRole('link', { name: 'Sửa' }).click();
  const first = page.getByRole('region', { name: 'Hoạt động 1' });
  await expect(first.getByText(`Bài giảng: ${own.name} — đồng nghiệp không mở được`)).toBeVisible();
  await expect(first.getByText(/^Giáo án gửi lên trường chỉ được liên kết mục đã duyệt của thư viện trường/)).toBeVisible();
  await expectAccessible(page, 'plan editor with a link colleagues cannot open');
});

test('a student sees no lesson plans in the menu and is sent back from their addresses', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, STUDENT);
  await settled(page);
  // The sidebar may render again as the school's session arrives: read it until it shows the student's entries.
  await expect(async () => {
    const labels = (await menuLinks(page)).map((l) => l.label);
    expect(labels).toContain('Bài giảng');
    expect(labels).not.toContain('Giáo án');
  }).toPass({ timeout: 20_000 });
  for (const path of [`/${schoolId}/person-library/plan`, `/${schoolId}/library/plan`, `/${schoolId}/person-library/plan/add`]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
  }
});

test('a plan’s detail addresses open the plan or its editor at that activity; the school’s without an id open its plans', async ({
  page,
  browser,
  request,
}) => {
  const login = await request.post('/api/sessions', { data: { email: 'admin@lophocso.vn', password: 'Hoc@2026' } });
  const token = (await login.json()).data.accessToken as string;
  const activity = (n: number) => ({ title: `Bước ${n}`, goal: `Mục tiêu ${n}`, content: 'Nội dung', product: 'Sản phẩm', organization: 'Cả lớp', links: [] });
  const name = `Giáo án mẫu ${Date.now()}`;
  const res = await request.post('/api/schedules', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, lessonName: 'Bài mẫu', periods: 1, activities: [1, 2, 3, 4, 5, 6].map(activity) },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data.id as number;

  await uiLogin(page, 'admin@lophocso.vn');
  await page.goto(`/library/plan/${id}/details/5`);
  await expect(page).toHaveURL(new RegExp(`/library/plan/${id}#hoat-dong-5$`));
  await expect(page.getByRole('heading', { name: 'Hoạt động 5: Bước 5' })).toBeInViewport();
  await page.goto(`/library/plan/${id}/details`);
  await expect(page).toHaveURL(new RegExp(`/library/plan/${id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.goto(`/library/plan/${id}/edit/6`);
  await expect(page).toHaveURL(new RegExp(`/library/plan/${id}/edit#hoat-dong-6$`));
  await expect(page.locator('#hoat-dong-6')).toBeInViewport();
  await expect(page.getByLabel('Tên giáo án')).toHaveValue(name);
  // A detail that is not an activity's number is not an address.
  await page.goto(`/library/plan/${id}/details/abc`);
  await expect(page.getByText('Xin lỗi, trang bạn đang tìm kiếm không tồn tại.')).toBeVisible();

  const teacher = await apiLogin(request, TEACHER);
  const context = await browser.newContext();
  const lan = await context.newPage();
  await uiLogin(lan, TEACHER);
  for (const path of ['details', 'details-share']) {
    await lan.goto(`/${teacher.schoolId}/library/plan/${path}`);
    await expect(lan).toHaveURL(new RegExp(`/${teacher.schoolId}/library/plan$`));
    await expect(lan.getByRole('heading', { name: 'Đồng nghiệp chia sẻ với tôi' })).toBeVisible();
  }
  await context.close();
});
