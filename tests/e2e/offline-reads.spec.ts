// The persisted read cache, as a student lives it: every screen opened once online shows its last data after the app
// is reopened without network, with the time of that data; a lost localStorage (a crash right after signing in) does
// not sign the student out; logout leaves nothing of theirs on the device.
import { test, expect, type Page } from './fixtures.ts';
import { settled, sidebar } from './screens.ts';
import { persistedKeys } from './exam-learning-helpers.ts';

// Reads only: this student starts no exam (the exam tests each own a student of Lớp 7A1).
const STUDENT = { email: 'hs02@nguyendu.edu.vn', password: 'Hoc@2026' };
const SCHOOL = 'Trường THCS Nguyễn Du';

const dataTime = (page: Page) => page.getByRole('status').filter({ hasText: /Đang ngoại tuyến · dữ liệu lúc \d\d:\d\d/ });

test('a student reopening the app offline walks every screen opened online, and logout leaves nothing behind', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(STUDENT.email);
  await page.getByLabel('Mật khẩu').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  // A student of one school lands in it.
  await expect(page).toHaveURL(/\/\d+$/);
  const schoolId = new URL(page.url()).pathname.slice(1);
  await expect(page.getByRole('heading', { name: SCHOOL })).toBeVisible();
  // The home is the student's work: the mission to do and the exam open now, each one tap from its screen.
  const toDo = page.getByRole('region', { name: 'Nhiệm vụ cần làm' });
  const openExams = page.getByRole('region', { name: 'Bài thi đang mở' });
  await expect(toDo.getByRole('link', { name: /Ôn tập Unit 1/ })).toBeVisible();
  await expect(openExams.getByRole('link').first()).toBeVisible();
  const toDoText = await toDo.innerText();
  const openExamsText = await openExams.innerText();
  // The student's name as the account button reads it out (its text without the avatar's initials).
  const name = (
    await page.getByRole('button', { name: /Tài khoản$/ }).evaluate((el) =>
      [...el.children]
        .filter((c) => c.getAttribute('aria-hidden') !== 'true')
        .map((c) => c.textContent)
        .join(''),
    )
  ).replace(/ – Tài khoản$/, '');
  expect(name).toBe('Trần Bình');

  // Online: open each screen once, through the app's own links as a student does, and note what it shows.
  await page.goto(`/${schoolId}/school-group/mission`);
  await expect(page.getByRole('heading', { name: 'Nhiệm vụ của tôi' })).toBeVisible();
  await settled(page);
  const myMissionsText = await page.getByRole('main').innerText();
  await sidebar(page).getByRole('link', { name: 'Nhóm của tôi' }).click();
  await page.getByRole('link', { name: /Lớp 7A1/ }).click();
  await expect(page.getByRole('heading', { name: 'Lớp 7A1', level: 1 })).toBeVisible();
  await settled(page);
  const exam = (await page.getByRole('region', { name: 'Bài thi' }).getByRole('link').first().locator('p').first().textContent())!;
  const missions = page.getByRole('region', { name: 'Nhiệm vụ' });
  const comments = page.getByRole('region', { name: 'Nhận xét' });
  const missionsText = await missions.innerText();
  const commentsText = await comments.innerText();
  await sidebar(page).getByRole('link', { name: 'Luyện phát âm AI' }).click();
  await expect(page.getByRole('heading', { name: 'Luyện phát âm AI' })).toBeVisible();
  await settled(page);
  const practiceItems = page.getByRole('list', { name: 'Nội dung luyện đọc' });
  const item = (await practiceItems.getByRole('button').first().locator('span').first().textContent())!;
  await page.getByRole('link', { name: 'Xem lịch sử luyện nói' }).click();
  await expect(page.getByTestId('history-total')).toBeVisible();
  const total = (await page.getByTestId('history-total').textContent())!;
  await page.getByRole('button', { name: /Tài khoản$/ }).click();
  await page.getByRole('menuitem', { name: 'Thông tin cá nhân' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The service worker serves the app shell offline; the read cache has reached the disk.
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect.poll(async () => (await persistedKeys(page)).join(' '), { timeout: 10_000 }).toContain('"history"');

  await context.setOffline(true);
  await page.goto(`/${schoolId}`);
  await expect(page.getByRole('heading', { name: SCHOOL })).toBeVisible();
  await expect(dataTime(page)).toBeVisible();
  await expect(toDo).toHaveText(toDoText, { useInnerText: true });
  await expect(openExams).toHaveText(openExamsText, { useInnerText: true });

  await sidebar(page).getByRole('link', { name: 'Nhóm của tôi' }).click();
  await expect(page.getByRole('heading', { name: 'Nhóm của tôi' })).toBeVisible();
  await page.getByRole('link', { name: /Lớp 7A1/ }).click();
  await expect(page.getByRole('heading', { name: 'Lớp 7A1', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bài thi' }).getByText(exam, { exact: true })).toBeVisible();
  await expect(missions).toHaveText(missionsText, { useInnerText: true });
  await expect(comments).toHaveText(commentsText, { useInnerText: true });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(dataTime(page)).toBeVisible();

  await page.goto(`/${schoolId}/school-group/mission`);
  await expect(page.getByRole('main')).toHaveText(myMissionsText, { useInnerText: true });
  await sidebar(page).getByRole('link', { name: 'Luyện phát âm AI' }).click();
  await expect(practiceItems.getByText(item, { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Xem lịch sử luyện nói' }).click();
  await expect(page.getByTestId('history-total')).toHaveText(total);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // A crash right after signing in can lose what localStorage had not yet written: the student stays signed in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/${schoolId}/my-learning-group`);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: /Lớp 7A1/ })).toBeVisible();

  // A screen never opened online says it cannot load, inside the layout, instead of spinning for ever.
  await page.goto(`/${schoolId}/my-learning-group/999999`);
  await expect(page.getByRole('alert')).toContainText('Không có kết nối mạng');
  await expect(sidebar(page).getByRole('link', { name: 'Nhóm của tôi' })).toBeVisible();

  // Logout (back online) removes the student's cached reads and the signed-in record.
  await context.setOffline(false);
  await page.goto(`/${schoolId}`);
  await page.getByRole('button', { name: /Tài khoản$/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await persistedKeys(page)).toEqual([]);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});

test('a session the server revoked is not kept alive by the restored cache: the next start asks to sign in again', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(STUDENT.email);
  await page.getByLabel('Mật khẩu').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('heading', { name: SCHOOL })).toBeVisible();
  await expect.poll(async () => (await persistedKeys(page)).join(' ')).toContain('"learning-groups"');

  // Signed out elsewhere (another device, an administrator): this token is no longer valid.
  const token = await page.evaluate(() => localStorage.getItem('lhs.accessToken'));
  expect((await page.request.delete('/api/sessions/current', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
});
