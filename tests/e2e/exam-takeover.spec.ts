// One attempt, two devices (two browser contexts: separate IndexedDB, separate device ids). The second device is told
// the exam is open elsewhere and takes it over; the first device's next answer is refused with a clear message and
// stays on that device; the teacher sees it beside the attempt as a late copy, not counted.
import { test, expect } from './fixtures.ts';
import { apiLogin, headers, midtermOf, uiLogin } from './exam-api-helpers.ts';
import { expectSaved, jump } from './exam-learning-helpers.ts';

const STUDENT = 'hs22@nguyendu.edu.vn';
const TEACHER_A2 = 'gv.minh@nguyendu.edu.vn';
const GROUP = 'Lớp 7A2';

test('a second device takes the attempt over; the first device is refused, keeps its answer, and the teacher sees it', async ({ page, browser, request }) => {
  const student = await apiLogin(request, STUDENT);
  const { groupId, examId, base } = await midtermOf(request, student, GROUP);
  const intro = `/${student.schoolId}/my-learning-group/${groupId}/${examId}`;

  // The tablet starts the exam and answers question 1.
  await uiLogin(page, STUDENT);
  await page.goto(intro);
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('radio', { name: /goes$/ }).check();
  await expectSaved(page);
  // Delivered before the other device comes (a request naming no device does not claim the attempt).
  const serverAnswers = async () =>
    ((await (await request.post(`${base}/new`, { headers: headers(student) })).json()).data as { answers: unknown[] }).answers.length;
  await expect.poll(serverAnswers, { timeout: 15_000 }).toBe(1);

  // The Chromebook opens the same exam: told where it is, it continues here and sees the tablet's answer.
  const chromebook = await browser.newContext();
  const other = await chromebook.newPage();
  await uiLogin(other, STUDENT);
  await other.goto(intro);
  await other.getByRole('link', { name: 'Tiếp tục làm bài' }).click();
  const notice = other.getByRole('alert').filter({ hasText: 'Bài thi này đang được làm trên một thiết bị khác' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Làm tiếp trên thiết bị này' }).click();
  await expect(other.getByRole('timer')).toBeVisible();
  await expect(other.getByRole('radio', { name: /goes$/ })).toBeChecked();

  // The tablet, still showing the exam, answers question 2: saved on the tablet, refused by the server.
  await jump(page, 2);
  await page.getByRole('radio', { name: /Hà Nội$/ }).check();
  const refused = page.getByRole('alert').filter({ hasText: 'Bài thi đã được chuyển sang thiết bị khác' });
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused.getByRole('button', { name: 'Làm tiếp trên thiết bị này' })).toBeVisible();

  // The Chromebook submits; the attempt holds its answers only.
  await other.getByRole('button', { name: 'Nộp bài' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Nộp bài' }).click();
  await expect(other).toHaveURL(/\/ket-qua$/);
  await expect(other.getByRole('region', { name: 'Kết quả' })).toContainText('/10', { timeout: 30_000 });
  await chromebook.close();

  // The teacher's grading page shows the tablet's refused answer as a late copy.
  const teacher = await apiLogin(request, TEACHER_A2);
  const list = (await (await request.get(`/api/s/school_groups/${groupId}/exams/${examId}/user_exams`, { headers: headers(teacher) })).json()).data as {
    student: { email: string };
    attempt: { id: number } | null;
  }[];
  const attemptId = list.find((r) => r.student.email === STUDENT)!.attempt!.id;
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await uiLogin(teacherPage, TEACHER_A2);
  await teacherPage.goto(`/${teacher.schoolId}/school-group/${groupId}/${examId}/cham-diem?userExamId=${attemptId}`);
  const copies = teacherPage.getByRole('region', { name: 'Bản sao từ thiết bị khác' });
  await expect(copies).toBeVisible();
  await expect(copies).toContainText('Câu 2: Hà Nội');
  await teacherContext.close();
});
