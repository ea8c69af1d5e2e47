// A group announcement: the teacher writes it offline on the group page (kept on the device, waiting), it is sent when
// the network returns; a student of the group sees it on their home, is notified, and the notification opens it on
// the group page.
import { test, expect, type Page } from './fixtures.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { waitForServiceWorker } from './exam-learning-helpers.ts';

const TEACHER_A2 = 'gv.minh@nguyendu.edu.vn';
const STUDENT = 'hs30@nguyendu.edu.vn';
const TEXT = 'Thứ Sáu này lớp mình kiểm tra 15 phút Unit 3, các em ôn kĩ phần từ vựng nhé.';
const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo/ });

test('an announcement written offline is sent later and reaches the students’ home and notifications', async ({ page, context, browser, request }) => {
  const teacher = await apiLogin(request, TEACHER_A2);
  const groups = (await (await request.get('/api/s/school_groups', { headers: headers(teacher) })).json()).data as { id: number; name: string }[];
  const groupId = groups.find((g) => g.name === 'Lớp 7A2')!.id;

  await uiLogin(page, TEACHER_A2);
  await page.goto(`/${teacher.schoolId}/school-group/${groupId}`);
  await waitForServiceWorker(page);
  const section = page.getByRole('region', { name: 'Thông báo của nhóm' });
  await expect(section.getByRole('button', { name: 'Đăng thông báo' })).toBeVisible();

  await context.setOffline(true);
  await section.getByLabel(/Nội dung thông báo/).fill(TEXT);
  await section.getByLabel('Đường dẫn (không bắt buộc)').fill('https://example.edu.vn/on-tap-unit-3');
  await section.getByRole('button', { name: 'Đăng thông báo' }).click();
  const waiting = section.getByRole('list', { name: 'Thông báo chờ gửi' });
  await expect(waiting).toContainText(TEXT);
  await expect(waiting).toContainText('Đang chờ gửi');

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expect(section.getByRole('listitem').filter({ hasText: TEXT })).toContainText('https://example.edu.vn/on-tap-unit-3');

  // The student sees it on the home page and in the notifications; the notification opens the group's announcements.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await uiLogin(student, STUDENT);
  await expect(student.getByRole('region', { name: 'Thông báo mới' })).toContainText(TEXT);
  await bell(student).click();
  await student.getByRole('button', { name: /Thông báo mới trong nhóm Lớp 7A2: Thứ Sáu này/ }).click();
  await expect(student).toHaveURL(new RegExp(`/my-learning-group/${groupId}\\?type=announcement$`));
  await expect(student.getByRole('region', { name: 'Thông báo' })).toContainText(TEXT);
  await studentContext.close();
});
