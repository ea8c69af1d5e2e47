// Grading one submission after another: the queue of attempts waiting for a grade (filtered to those), previous/next
// by button and by the [ ] keys, and the questions numbered as the student's exam numbers them.
import { test, expect, type Page } from './fixtures.ts';
import { apiLogin, midtermOf, submitEssay, uiLogin } from './exam-api-helpers.ts';

const TEACHER_A2 = 'gv.minh@nguyendu.edu.vn';
const STUDENTS = ['hs23@nguyendu.edu.vn', 'hs24@nguyendu.edu.vn', 'hs25@nguyendu.edu.vn'];
const question = (page: Page, text: string) => page.getByRole('region', { name: /^Câu \d+$/ }).filter({ hasText: text });

async function grade(page: Page, essayText: string) {
  const essay = question(page, 'sở thích');
  await expect(essay.getByTestId('student-answer')).toHaveText(essayText);
  await essay.getByLabel('Điểm (tối đa 2,5)').fill('2');
  await question(page, 'Đọc to').getByLabel('Điểm (tối đa 1,5)').fill('0');
  await page.getByRole('button', { name: 'Lưu điểm' }).click();
  await expect(page.getByText('Đã lưu điểm')).toBeVisible();
}

test('a teacher grades three submissions in a row with next and the keyboard, the queue filtered to what waits', async ({ page, request }) => {
  test.setTimeout(120_000);
  const essays = ['I like football.', 'I like drawing.', 'I like reading.'];
  const submitted: number[] = [];
  let where = { groupId: 0, examId: 0, schoolId: 0 };
  for (const [i, email] of STUDENTS.entries()) {
    const student = await apiLogin(request, email);
    const { groupId, examId, base } = await midtermOf(request, student, 'Lớp 7A2');
    submitted.push((await submitEssay(request, student, base, essays[i]!)).attempt.id);
    where = { groupId, examId, schoolId: student.schoolId };
  }

  await uiLogin(page, TEACHER_A2);
  await page.goto(`/${where.schoolId}/school-group/${where.groupId}/${where.examId}/cham-diem?userExamId=${submitted[0]}`);
  await page.getByLabel('Chỉ bài cần chấm').check();
  await expect(page).toHaveURL(/ungraded=true|ungraded=1/);
  // Numbered as the student's exam: the passage's three questions take 7–9, the essay is question 10.
  await expect(question(page, 'sở thích')).toHaveAccessibleName('Câu 10');
  await expect(question(page, 'Đọc to')).toHaveAccessibleName('Câu 11');

  await grade(page, essays[0]!);
  await page.getByRole('button', { name: 'Bài tiếp theo →' }).click();
  await expect(page).toHaveURL(new RegExp(`userExamId=${submitted[1]}`));
  await grade(page, essays[1]!);
  // Keyboard: ] goes on (not while typing in a field).
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press(']');
  await expect(page).toHaveURL(new RegExp(`userExamId=${submitted[2]}`));
  await grade(page, essays[2]!);
  // The whole queue again: [ goes back to the one before, graded.
  await page.getByLabel('Chỉ bài cần chấm').uncheck();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('[');
  await expect(page).toHaveURL(new RegExp(`userExamId=${submitted[1]}`));
  await expect(page.getByRole('region', { name: 'Thông tin bài làm' })).toContainText('Đã chấm');

  // Filtered again: graded attempts are out of the queue, the one shown stays in it.
  await page.getByLabel('Chỉ bài cần chấm').check();
  const picker = page.getByLabel('Học sinh', { exact: true });
  await expect(picker.locator(`option[value="${submitted[1]}"]`)).toHaveCount(1);
  for (const id of [submitted[0], submitted[2]]) await expect(picker.locator(`option[value="${id}"]`)).toHaveCount(0);
});
