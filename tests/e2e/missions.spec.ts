// A teacher gives a mission with an exam → the student sees it under "Chưa làm" with a notification → does
// the exam offline and submits → reconnects → the teacher sees it waiting for review (essay) → grades it with a
// template comment → the student sees the score, the comment and a gradeMission notification that opens the missions.
import { test, expect, type Page } from './fixtures.ts';
import { SCHOOL, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { expectSaved, jump, waitForServiceWorker } from './exam-learning-helpers.ts';
import { expectAccessible } from './axe.ts';

const STUDENT = 'hs12@nguyendu.edu.vn';
const MIDTERM = 'Kiểm tra giữa học kì I – Tiếng Anh 7';
const WAITING = 'Bài làm đã được lưu trên máy và sẽ tự động gửi khi có mạng';
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu chính' });
const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo/ });

test('mission with an exam: assigned, done offline, reviewed with a template comment, result and notification', async ({ browser, page }) => {
  test.setTimeout(180_000);
  // A retry gives a mission of its own (no name containing the other): the failed attempt's mission stays in the class.
  const TITLE = test.info().retry ? `Ôn tập giữa kì – lần ${test.info().retry + 1} – nhiệm vụ` : 'Ôn tập giữa kì – nhiệm vụ';
  // The teacher gives the mission; the form says what is missing first, and keeps what was typed.
  await uiLogin(page, TEACHER);
  await page.getByRole('button', { name: SCHOOL }).click();
  await sidebar(page).getByRole('link', { name: 'Nhiệm vụ' }).click();
  await expect(page.getByRole('heading', { name: 'Nhiệm vụ', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Giao nhiệm vụ' }).click();
  // Start and due time read dd/MM/yyyy and 24-hour, whatever the browser's language; a wrong one says so.
  const due = page.getByRole('group', { name: /Hạn hoàn thành/ });
  await expect(due.getByLabel(/ngày/)).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(due.getByLabel(/giờ/)).toHaveValue('23:59');
  await expectAccessible(page, 'mission form');
  await due.getByLabel(/giờ/).fill('2561');
  await page.getByRole('button', { name: 'Giao nhiệm vụ' }).click();
  await expect(page.getByText('Ngày giờ không hợp lệ: nhập ngày dạng dd/mm/yyyy và giờ dạng HH:mm (24 giờ)')).toBeVisible();
  await due.getByLabel(/giờ/).fill('2359');
  await page.getByLabel('Tên nhiệm vụ').fill(TITLE);
  await page.getByRole('button', { name: 'Giao nhiệm vụ' }).click();
  await expect(page.getByText('Vui lòng chọn nhóm học tập')).toBeVisible();
  await expect(page.getByText('Vui lòng chọn ít nhất một nội dung cho nhiệm vụ')).toBeVisible();
  await expect(page.getByLabel('Tên nhiệm vụ')).toHaveValue(TITLE);
  await page.getByLabel('Nhóm học tập').selectOption({ label: 'Lớp 7A1' });
  await page.getByRole('checkbox', { name: new RegExp(MIDTERM) }).check();
  await page.getByRole('button', { name: 'Giao nhiệm vụ' }).click();
  await expect(page.getByText('Giao nhiệm vụ thành công')).toBeVisible();
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toContainText('Chưa làm');
  await expect(card).toContainText('15/15');

  // The student is told, and finds the mission under "Chưa làm".
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await uiLogin(student, STUDENT);
  await bell(student).click();
  await student.getByRole('button', { name: new RegExp(`đã giao nhiệm vụ mới "${TITLE}"`) }).click();
  await expect(student).toHaveURL(/\/my-learning-group\/\d+\?type=mission$/);
  const notDoing = student.locator('[data-status="NOT_DOING"]');
  await expect(notDoing.getByRole('article', { name: TITLE })).toBeVisible();
  await waitForServiceWorker(student);

  // It opens in the exam player (its own attempt); the work and the submission happen offline.
  await student.getByRole('article', { name: TITLE }).getByRole('link', { name: 'Làm bài' }).click();
  await expect(student).toHaveURL(/\/mission-exam\/\d+/);
  await expect(student.getByRole('timer')).toBeVisible();
  await studentContext.setOffline(true);
  await student.getByRole('radio', { name: /goes$/ }).check();
  await jump(student, 10);
  await student.getByLabel('Câu 10, câu trả lời').fill('My hobby is painting landscapes.');
  await expectSaved(student);
  await student.getByRole('button', { name: 'Nộp bài' }).click();
  await student.getByRole('dialog').getByRole('button', { name: 'Nộp bài' }).click();
  await expect(student).toHaveURL(/view=result/);
  await expect(student.getByText(WAITING)).toBeVisible();

  // Still offline, the group page shows the missions from the device.
  await student.getByRole('link', { name: 'Về danh sách nhiệm vụ' }).click();
  await expect(student.getByRole('article', { name: TITLE })).toBeVisible();
  await student.goBack();
  await expect(student.getByText(WAITING)).toBeVisible();

  await studentContext.setOffline(false);
  await expect(student.getByText(WAITING)).toHaveCount(0, { timeout: 30_000 });
  await expect(student.getByRole('region', { name: 'Kết quả' })).toContainText('/10');
  // Right after the sync the mission waits for the teacher's review.
  await student.getByRole('link', { name: 'Về danh sách nhiệm vụ' }).click();
  await expect(student.locator('[data-status="PENDING_REVIEW"]').getByRole('article', { name: TITLE })).toBeVisible();

  // The teacher sees it waiting for review and grades the essay with a template comment.
  await page.getByRole('tab', { name: 'Chờ chấm' }).click();
  const pending = page.getByRole('article', { name: TITLE });
  await expect(pending).toContainText('1/15');
  await pending.getByRole('button', { name: 'Xem học sinh' }).click();
  await pending.getByRole('listitem').filter({ hasText: 'Đỗ Hương' }).getByRole('link', { name: 'Chấm bài' }).click();
  await expect(page).toHaveURL(/\/sub-mission\/\d+\/mark$/);
  await expect(page.getByText('My hobby is painting landscapes.')).toBeVisible();
  await page.getByLabel('Điểm câu 10').fill('9');
  await page.getByRole('button', { name: 'Lưu điểm và nhận xét' }).click();
  await expect(page.getByText('Điểm vượt quá điểm tối đa của câu hỏi')).toBeVisible();
  await expect(page.getByLabel('Điểm câu 10')).toHaveValue('9');
  await page.getByLabel('Điểm câu 10').fill('2');
  await page.getByLabel('Điểm câu 11').fill('1');
  await page.getByLabel('Chọn mẫu nhận xét').selectOption({ label: 'Khá' });
  await expect(page.getByLabel('Nhận xét', { exact: true })).toHaveValue('Em làm bài khá tốt, cần cẩn thận hơn ở một vài câu.');
  await page.getByRole('button', { name: 'Lưu điểm và nhận xét' }).click();
  await expect(page.getByText('Đã lưu điểm và nhận xét')).toBeVisible();
  await expect(page.getByRole('button', { name: /^[1-9]\d* mục chờ đồng bộ$/ })).toHaveCount(0, { timeout: 20_000 });

  // The student: a gradeMission notification that opens the missions, with the score and the comment.
  await student.reload();
  await bell(student).click();
  await student.getByRole('button', { name: new RegExp(`Bài làm "${TITLE}" của bạn đã được chấm điểm`) }).click();
  await expect(student).toHaveURL(/\/school-group\/mission(\?|$)/);
  const done = student.getByRole('article', { name: TITLE });
  await expect(done).toContainText('Đã hoàn thành');
  await expect(done).toContainText(/Điểm nhiệm vụ: \d+(,\d)?\/10/);
  await expect(done).toContainText('Nhận xét của giáo viên: Em làm bài khá tốt, cần cẩn thận hơn ở một vài câu.');
  await studentContext.close();
});
