// A teacher grades an essay → the student's result shows the new score and the comment; grades
// entered offline are kept on the device and arrive when the network returns; a student cannot open the teaching view.
import { test, expect, type Page } from './fixtures.ts';
import { apiLogin, headers, midtermOf, submitEssay, uiLogin, SCHOOL, TEACHER } from './exam-api-helpers.ts';
import { waitForServiceWorker } from './exam-learning-helpers.ts';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu chính' });
const question = (page: Page, text: string) => page.getByRole('region', { name: /^Câu \d+$/ }).filter({ hasText: text });

test('a teacher grades an essay; the student sees the new score and the comment', async ({ page, request, browser }) => {
  const student = await apiLogin(request, 'hs03@nguyendu.edu.vn');
  const { groupId, examId, title, base } = await midtermOf(request, student, 'Lớp 7A1');
  const { attempt } = await submitEssay(request, student, base, 'My hobby is playing chess with my grandfather.');

  await uiLogin(page, TEACHER);
  await page.getByRole('button', { name: SCHOOL }).click();
  await sidebar(page).getByRole('link', { name: 'Nhóm học tập' }).click();
  await expect(page.getByRole('heading', { name: 'Nhóm học tập', level: 1 })).toBeVisible();
  // Only the group she teaches, with the attempt waiting for her.
  await expect(page.getByRole('link', { name: /Lớp 7A2/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Lớp 7A1/ }).click();
  await expect(page).toHaveURL(new RegExp(`/school-group/${groupId}$`));
  const examRow = page.getByRole('row').filter({ hasText: title });
  await expect(examRow).toContainText('Chấm bài');
  await examRow.getByRole('link', { name: title }).click();

  const row = page.getByRole('row').filter({ hasText: 'Lê Chi' });
  await expect(row).toContainText('Đã nộp');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{2}:\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('row').filter({ hasText: 'Phạm Dũng' })).toContainText('Chưa làm');
  await row.getByRole('link', { name: 'Chấm bài Lê Chi' }).click();
  await expect(page).toHaveURL(new RegExp(`/cham-diem\\?userExamId=${attempt.id}$`));
  await expect(page.getByLabel('Học sinh', { exact: true })).toHaveValue(String(attempt.id));

  const essay = question(page, 'sở thích');
  await expect(essay.getByTestId('student-answer')).toHaveText('My hobby is playing chess with my grandfather.');
  // Points above the maximum: a clear message, and what was typed stays.
  const points = essay.getByLabel('Điểm (tối đa 2,5)');
  await points.fill('3');
  await essay.getByLabel('Lời phê').fill('Bài viết mạch lạc, cần thêm chi tiết.');
  await page.getByRole('button', { name: 'Lưu điểm' }).click();
  await expect(essay.getByText('Điểm phải từ 0 đến 2,5')).toBeVisible();
  await expect(points).toHaveValue('3');
  await points.fill('2');
  await question(page, 'Đọc to').getByLabel('Điểm (tối đa 1,5)').fill('0');
  await page.getByRole('button', { name: 'Lưu điểm' }).click();
  await expect(page.getByText('Đã lưu điểm')).toBeVisible();
  await expect(page.getByTestId('attempt-score')).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Thông tin bài làm' })).toContainText('Đã chấm');

  const res = await request.get(`${base}/${attempt.id}/result`, { headers: headers(student) });
  const result = (await res.json()).data as {
    score: number;
    isFullyMarked: boolean;
    fractions: { questions: { id: number; comment: string | null; pointEarned: number | null; subQuestions?: unknown[] }[] }[];
  };
  expect(result.score).toBe(2);
  expect(result.isFullyMarked).toBe(true);
  const graded = result.fractions.flatMap((f) => f.questions).find((q) => q.comment === 'Bài viết mạch lạc, cần thêm chi tiết.');
  expect(graded?.pointEarned).toBe(2);

  // The student's own result page shows the new score and the teacher's comment.
  const context = await browser.newContext();
  const studentPage = await context.newPage();
  await uiLogin(studentPage, 'hs03@nguyendu.edu.vn');
  await studentPage.goto(`/${student.schoolId}/my-learning-group/${groupId}/${examId}/ket-qua`);
  await expect(studentPage.getByRole('region', { name: 'Kết quả' })).toContainText(/\b2(,0)?\/10/);
  await expect(studentPage.getByText('Bài viết mạch lạc, cần thêm chi tiết.')).toBeVisible();
  await context.close();
});

test('grades entered offline are kept on the device and delivered when the network returns', async ({ page, context, request }) => {
  const student = await apiLogin(request, 'hs14@nguyendu.edu.vn');
  const { groupId, examId, base } = await midtermOf(request, student, 'Lớp 7A1');
  const { attempt } = await submitEssay(request, student, base, 'I love drawing pictures of animals.');

  await uiLogin(page, TEACHER);
  await page.goto(`/${student.schoolId}/school-group/${groupId}/${examId}/cham-diem?userExamId=${attempt.id}`);
  const essay = question(page, 'sở thích');
  await expect(essay.getByTestId('student-answer')).toHaveText('I love drawing pictures of animals.');
  // The service worker in charge first: installed later, it would take the page over (a reload) as the network returns.
  await waitForServiceWorker(page);
  await expect(essay.getByTestId('student-answer')).toHaveText('I love drawing pictures of animals.');

  await context.setOffline(true);
  await essay.getByLabel('Điểm (tối đa 2,5)').fill('1,5');
  await essay.getByLabel('Lời phê').fill('Cần viết dài hơn.');
  await page.getByRole('button', { name: 'Lưu điểm' }).click();
  await expect(page.getByText('Đã lưu trên máy, sẽ gửi khi có mạng')).toBeVisible();
  const before = (await (await request.get(`${base}/${attempt.id}/result`, { headers: headers(student) })).json()).data;
  expect(before.score).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText('Đã lưu điểm')).toBeVisible();
  await expect(page.getByTestId('attempt-score')).toHaveText('1,5');
  const after = (await (await request.get(`${base}/${attempt.id}/result`, { headers: headers(student) })).json()).data;
  expect(after.score).toBe(1.5);
  const essayResult = after.fractions
    .flatMap((f: { questions: { questionType: string }[] }) => f.questions)
    .find((q: { questionType: string }) => q.questionType === 'essay');
  expect(essayResult).toMatchObject({ pointEarned: 1.5, comment: 'Cần viết dài hơn.', isMarked: true });
});

test('a student cannot open the teaching view: sent back to the school page', async ({ page, request }) => {
  const student = await apiLogin(request, 'hs01@nguyendu.edu.vn');
  await uiLogin(page, 'hs01@nguyendu.edu.vn');
  await page.goto(`/${student.schoolId}/school-group`);
  await expect(page).toHaveURL(new RegExp(`/${student.schoolId}$`));
  await expect(sidebar(page).getByRole('link', { name: 'Nhóm học tập' })).toHaveCount(0);
});
