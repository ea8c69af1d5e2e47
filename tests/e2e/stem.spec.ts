// STEM topics: a teacher writes a topic in the school's STEM library (a refused save keeps what she typed), with one
// of her lectures, the system's pendulum experiment and a rubric, and gives it to her class; a student of the class
// finds it in her group, opens it, and opens it again with the network off (the browser's own offline switch); the
// teacher then deletes it.
import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { uiLogin } from './exam-api-helpers.ts';
import { persistedKeys } from './exam-learning-helpers.ts';
import { openFromMenu, settled, sidebar } from './screens.ts';

const TEACHER = 'gv.lan@nguyendu.edu.vn';
// Reads only: a student of Lớp 7A1 whose other test (an exam of exam-taking.spec.ts) touches no STEM topic.
const STUDENT = 'hs10@nguyendu.edu.vn';
const SCHOOL = 'Trường THCS Nguyễn Du';
const GROUP = 'Lớp 7A1';
const LECTURE = 'Sự chuyển thể của chất – Vòng tuần hoàn của nước';
const EXPERIMENT = 'Con lắc đơn';

test('a teacher writes a STEM topic and gives it to her class; a student opens it, then again offline', async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  const title = `Tên lửa nước ${randomUUID().slice(0, 6)}`;
  const question = 'Làm thế nào để tên lửa nước bay cao nhất với cùng một lượng nước?';

  // The teacher, in a browser of her own.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await uiLogin(teacher, TEACHER);
  await teacher.getByRole('button', { name: SCHOOL }).first().click();
  await expect(teacher).toHaveURL(/\/\d+$/);
  const schoolId = new URL(teacher.url()).pathname.slice(1);
  // The school library's entry, in the menu for teachers.
  await openFromMenu(teacher, `/${schoolId}/library/stem`);
  await expect(teacher.getByRole('heading', { name: 'Chủ đề STEM', level: 1 })).toBeVisible();

  await teacher.getByRole('button', { name: 'Thêm chủ đề' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Thêm chủ đề STEM' });
  await dialog.getByLabel('Câu hỏi định hướng').fill(question);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Vui lòng nhập tên chủ đề')).toBeVisible();
  await expect(dialog.getByText('Vui lòng nhập nội dung bước hoặc xoá bước trống')).toBeVisible();
  await expect(dialog.getByText('Vui lòng nhập tên tiêu chí')).toBeVisible();
  await expectAccessible(teacher, 'STEM topic dialog with errors');
  // Nothing typed was lost.
  await expect(dialog.getByLabel('Câu hỏi định hướng')).toHaveValue(question);

  await dialog.getByLabel('Tên chủ đề').fill(title);
  await dialog.getByLabel('Khối lớp').selectOption({ label: 'Khối 7' });
  await dialog.getByLabel('Vật liệu 1').fill('Chai nhựa 1,5 lít');
  await dialog.getByRole('button', { name: 'Thêm vật liệu' }).click();
  await dialog.getByLabel('Vật liệu 2').fill('Bơm xe đạp');
  await dialog.getByLabel('Bước 1').fill('Lắp cánh và mũi cho chai');
  await dialog.getByRole('button', { name: 'Thêm bước' }).click();
  await dialog.getByLabel('Bước 2').fill('Bơm hơi, phóng và đo độ cao');
  await dialog.getByRole('button', { name: 'Thêm bài giảng' }).click();
  const picker = teacher.getByRole('dialog', { name: 'Chọn bài giảng' });
  await picker.getByRole('button', { name: `Chọn “${LECTURE}”` }).click();
  await expect(picker.getByRole('button', { name: `Đã chọn “${LECTURE}”` })).toBeDisabled();
  await picker.getByRole('button', { name: 'Đóng', exact: true }).last().click();
  await expect(picker).toBeHidden();
  // The system's pendulum, read from the school.
  await dialog.getByRole('button', { name: 'Thêm thí nghiệm ảo' }).click();
  const experiments = teacher.getByRole('dialog', { name: 'Chọn thí nghiệm ảo' });
  await experiments.getByLabel('Thư viện').selectOption({ label: 'Thư viện hệ thống' });
  await experiments.getByRole('button', { name: `Chọn “${EXPERIMENT}”` }).click();
  await experiments.getByRole('button', { name: 'Đóng', exact: true }).last().click();
  await expect(experiments).toBeHidden();
  await dialog.getByRole('textbox', { name: /^Tiêu chí 1/ }).fill('Độ cao bay');
  await dialog.getByLabel('Mô tả mức “Tốt” của tiêu chí 1').fill('Bay trên 10 m');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  await expect(teacher.getByText('Đã thêm chủ đề STEM')).toBeVisible();

  const card = teacher.getByRole('listitem', { name: title });
  await expect(card).toContainText('1 bài giảng');
  await expect(card).toContainText('1 thí nghiệm');
  await card.getByRole('button', { name: `Giao cho nhóm – ${title}` }).click();
  const give = teacher.getByRole('dialog', { name: `Giao chủ đề “${title}”` });
  await give.getByRole('button', { name: `Giao cho ${GROUP}` }).click();
  await expect(teacher.getByText('Đã giao chủ đề cho nhóm')).toBeVisible();
  await expect(give.getByRole('button', { name: `Thu hồi khỏi ${GROUP}` })).toBeVisible();
  await expectAccessible(teacher, 'STEM give dialog');
  await give.getByRole('button', { name: 'Đóng', exact: true }).last().click();

  // The student finds it in her class, as her other material.
  await uiLogin(page, STUDENT);
  await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
  await sidebar(page).getByRole('link', { name: 'Nhóm của tôi' }).click();
  await expect(page.getByRole('heading', { name: 'Nhóm của tôi' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(GROUP) }).click();
  const section = page.getByRole('region', { name: 'Chủ đề STEM' });
  await section.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const topicUrl = page.url();
  const check = async () => {
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Câu hỏi định hướng' })).toContainText(question);
    await expect(page.getByRole('region', { name: 'Các bước thực hiện' }).getByRole('listitem')).toHaveText([/Lắp cánh/, /Bơm hơi/]);
    await expect(page.getByRole('region', { name: 'Bài giảng' }).getByRole('link', { name: `Mở bài giảng ${LECTURE}` })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Thí nghiệm ảo' }).getByRole('link', { name: `Mở thí nghiệm ${EXPERIMENT} (mở trong thẻ mới)` }),
    ).toHaveAttribute('href', /^\/api\/experiment_run\/[0-9a-f-]{36}\/index\.html$/);
    const rubric = page.getByRole('table', { name: 'Tiêu chí đánh giá' });
    await expect(rubric.getByRole('row', { name: /Độ cao bay/ })).toContainText('Bay trên 10 m');
    await expect(rubric.getByRole('columnheader', { name: 'Tốt (3 điểm)' })).toBeVisible();
  };
  await check();
  // Read-only: nothing to change, give or delete.
  await expect(page.getByRole('button', { name: /Sửa|Xoá|Giao/ })).toHaveCount(0);
  await settled(page);
  await expectAccessible(page, 'STEM topic page (student)');

  // The lecture it uses is Ms Lan's own; her class opens it through the topic.
  await page.getByRole('link', { name: `Mở bài giảng ${LECTURE}` }).click();
  await expect(page).toHaveURL(/\/editor\/\d+\/preview/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto(topicUrl);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // The service worker serves the app offline and the topic has reached the read cache.
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect.poll(async () => (await persistedKeys(page)).join(' '), { timeout: 10_000 }).toMatch(/"stem",\d+,"detail"/);

  await context.setOffline(true);
  await page.goto(topicUrl);
  await check();
  await expect(page.getByRole('status').filter({ hasText: /Đang ngoại tuyến/ })).toBeVisible();
  // And through her group, as she went the first time.
  await sidebar(page).getByRole('link', { name: 'Nhóm của tôi' }).click();
  await expect(page.getByRole('heading', { name: 'Nhóm của tôi' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(GROUP) }).click();
  await section.getByRole('link', { name: new RegExp(title) }).click();
  await check();
  await context.setOffline(false);

  // The teacher deletes it after a confirmation; the class no longer has it.
  await card.getByRole('button', { name: `Xoá ${title}` }).click();
  const confirm = teacher.getByRole('dialog', { name: 'Xoá chủ đề STEM' });
  await confirm.getByRole('button', { name: 'Xoá', exact: true }).click();
  await expect(teacher.getByText('Đã xoá chủ đề STEM')).toBeVisible();
  await expect(card).toHaveCount(0);
  await teacherContext.close();
});
