// Several attempts: the demo quiz allows three. A student who did badly tries again from the exam page, and the
// teacher's list counts the better attempt while both stay open to grading.
import { test, expect } from './fixtures.ts';
import { apiLogin, submitQuiz, uiLogin } from './exam-api-helpers.ts';
import { expectAccessible } from './axe.ts';

// A retry takes another student: the first try has spent attempts of its own.
const STUDENTS = ['hs18@nguyendu.edu.vn', 'hs19@nguyendu.edu.vn'];
const TEACHER_A2 = 'gv.minh@nguyendu.edu.vn';

test('a student tries the quiz again; the teacher sees the better attempt counted', async ({ page, request, browser }, testInfo) => {
  const STUDENT = STUDENTS[Math.min(testInfo.retry, 1)]!;
  // The first attempt, through the API: a wrong choice, nothing else answered.
  const student = await apiLogin(request, STUDENT);
  const { groupId, quiz } = await submitQuiz(request, student, 'Lớp 7A2', 'a');

  await uiLogin(page, STUDENT);
  const intro = `/${student.schoolId}/my-learning-group/${groupId}/${quiz.id}`;
  await page.goto(intro);
  await expect(page.getByText('Đã làm 1/3 lần, lần có điểm cao nhất được tính.')).toBeVisible();
  await page.getByRole('link', { name: 'Làm lại (lần 2)' }).click();
  await expect(page).toHaveURL(/\/lam-bai\?attempt=2$/);
  // A fresh attempt: nothing of the first one is filled in.
  await expect(page.getByRole('radio', { name: /20$/ })).not.toBeChecked();
  await page.getByRole('radio', { name: /14$/ }).check();
  await page.getByRole('button', { name: 'Câu 2, chưa làm' }).click();
  await page.getByLabel('Câu 2, câu trả lời').fill('Tokyo');
  await page.getByRole('button', { name: 'Nộp bài' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Nộp bài' }).click();
  await expect(page).toHaveURL(/\/ket-qua$/);
  await expect(page.getByRole('region', { name: 'Kết quả' })).toContainText('7,0');

  // Reloading the taking page of the second attempt never starts a third.
  await page.goto(`${intro}/lam-bai?attempt=2`);
  await expect(page).toHaveURL(/\/ket-qua$/);
  await page.goto(intro);
  await expect(page.getByText('Đã làm 2/3 lần, lần có điểm cao nhất được tính.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Làm lại (lần 3)' })).toBeVisible();
  await expectAccessible(page, 'exam page with attempts left');

  // The teacher: one row, the second attempt counted, both attempts open to grading.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await uiLogin(teacher, TEACHER_A2);
  await teacher.goto(`/${student.schoolId}/school-group/${groupId}/${quiz.id}`);
  const row = teacher.getByRole('row').filter({ hasText: STUDENT });
  await expect(row).toContainText('Làm 2 lần, tính lần 2');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^7(,0)?$/);
  await expect(row.getByRole('link', { name: /\(lần 1\)$/ })).toBeVisible();
  await expectAccessible(teacher, 'teacher: attempts of a student who tried twice');
  await row.getByRole('link', { name: /\(lần 2\)$/ }).click();
  await expect(teacher).toHaveURL(/\/cham-diem\?userExamId=\d+$/);
  await expect(teacher.getByLabel('Học sinh', { exact: true }).locator('option:checked')).toContainText('(lần 2)');
  await teacherContext.close();
});
