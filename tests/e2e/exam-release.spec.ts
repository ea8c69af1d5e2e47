// Results that wait for the teacher: a student submits the 15-minute test of Lớp 7A2 (results "when the teacher
// releases them"); the result page says the score is pending and shows no correct answer — and neither does the API
// response. The teacher releases the results from the exam page; the student is notified and sees score and answers.
import { test, expect, type Page } from './fixtures.ts';
import { apiLogin, groupExamsOf, headers, uiLogin } from './exam-api-helpers.ts';

const STUDENT = 'hs26@nguyendu.edu.vn';
const TEACHER_A2 = 'gv.minh@nguyendu.edu.vn';
const UNIT_TEST = 'Kiểm tra 15 phút – Unit 3: Community service';
const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo/ });

test('results released by the teacher: pending and without answers before, notified and complete after', async ({ page, browser, request }) => {
  const student = await apiLogin(request, STUDENT);
  const { groupId, exams } = await groupExamsOf(request, student, 'Lớp 7A2');
  const exam = exams.find((e) => e.title === UNIT_TEST)!;

  // The student's home lists the test with its closing time; it opens in one tap.
  await uiLogin(page, STUDENT);
  const openExams = page.getByRole('region', { name: 'Bài thi đang mở' });
  const row = openExams.getByRole('link', { name: new RegExp(UNIT_TEST) });
  await expect(row).toContainText(/Đóng lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/);
  await row.click();
  await expect(page.getByText(/^Đóng lúc \d{2}:\d{2}/)).toBeVisible();
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('radio', { name: /donated$/ }).check();
  await page.getByRole('button', { name: 'Nộp bài' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Nộp bài' }).click();
  await expect(page).toHaveURL(/\/ket-qua$/);
  const summary = page.getByRole('region', { name: 'Kết quả' });
  await expect(summary).toContainText('Chờ công bố');
  await expect(summary).toContainText('Điểm và đáp án sẽ được công bố khi giáo viên công bố kết quả.');
  await expect(page.getByText('Đáp án đúng', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Câu trả lời của em').first()).toBeVisible();

  // Nothing of it in what the server sends the student.
  const list = (await (await request.get(`/api/s/personal/learning_groups/${groupId}/exams/${exam.id}`, { headers: headers(student) })).json()).data as {
    attempt: { id: number; score: number | null };
  };
  expect(list.attempt.score).toBeNull();
  const resultUrl = `/api/s/personal/learning_groups/${groupId}/exams/${exam.id}/perform/${list.attempt.id}/result`;
  const before = await (await request.get(resultUrl, { headers: headers(student) })).text();
  expect(JSON.parse(before).data).toMatchObject({ score: null, pointEarned: null, schedule: { resultRelease: 'on_release', resultsVisible: false } });
  expect(before).not.toMatch(/"correctAnswer":\{|"optionIds"|"sample"/);

  // The teacher releases them from the exam's page, after confirming.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await uiLogin(teacher, TEACHER_A2);
  await teacher.goto(`/${student.schoolId}/school-group/${groupId}/${exam.id}`);
  const card = teacher.getByRole('region', { name: 'Thời gian làm bài và công bố kết quả' });
  await expect(card.getByLabel('Học sinh xem điểm và đáp án')).toHaveValue('on_release');
  await expect(card).toContainText('Chưa công bố');
  await card.getByRole('button', { name: 'Công bố kết quả' }).click();
  await teacher.getByRole('dialog').getByRole('button', { name: 'Công bố' }).click();
  await expect(teacher.getByText('Đã công bố kết quả cho nhóm')).toBeVisible();
  await expect(card).toContainText('Học sinh đã xem được điểm');
  await teacherContext.close();

  // The student is told, and the notification opens the complete result.
  await page.goto(`/${student.schoolId}`);
  await bell(page).click();
  await page.getByRole('button', { name: new RegExp(`Điểm và đáp án bài thi "${UNIT_TEST}" đã được công bố`) }).click();
  await expect(page).toHaveURL(new RegExp(`/my-learning-group/${groupId}/${exam.id}/ket-qua$`));
  await expect(summary).toContainText(/\d,\d\/10|Chờ chấm/);
  await expect(page.getByText('Đáp án đúng', { exact: true }).first()).toBeVisible();
  const after = (await (await request.get(resultUrl, { headers: headers(student) })).json()).data as {
    pointEarned: number;
    schedule: { resultsVisible: boolean };
  };
  expect(after).toMatchObject({ pointEarned: 3, schedule: { resultsVisible: true } });
});
