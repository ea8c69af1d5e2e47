// Exams without network and against the clock: an attempt finished offline is delivered once,
// with every answer, when the network returns; an attempt whose time runs out is submitted by itself — while the
// page is open and when the app is reopened after the deadline.
//
// Test 3 moves the page's clock (Playwright's clock API) instead of waiting three real minutes: the device believes
// the deadline passed and seals the attempt; the server, whose clock is real, then receives the submission before
// its own deadline. What the device does at zero is exactly what is tested; the server's late path (deadline + grace,
// late flag) is covered by the server's tests.
import { test, expect } from './fixtures.ts';
import { TEACHER, apiLogin, headers } from './exam-api-helpers.ts';
import { expectSaved, jump, signInAndFindExam, waitForServiceWorker } from './exam-learning-helpers.ts';

const WAITING = 'Bài làm đã được lưu trên máy và sẽ tự động gửi khi có mạng';

test('offline: answer, submit, reload still offline, then online: one submission with every answer, graded result', async ({ page, request, context }) => {
  const email = 'hs07@nguyendu.edu.vn';
  const exam = await signInAndFindExam(page, request, email);
  await waitForServiceWorker(page);
  await page.goto(exam.introUrl);
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('radio', { name: /goes$/ }).check(); // online: sent in the background
  await expectSaved(page);

  await context.setOffline(true);
  await jump(page, 2);
  await page.getByRole('radio', { name: /Hà Nội$/ }).check();
  await jump(page, 4);
  await page.getByLabel('Câu 4, chỗ trống').fill('went');
  await jump(page, 6);
  await page.getByLabel('Câu 6, câu trả lời').fill('children');
  await jump(page, 10);
  await page.getByLabel('Câu 10, câu trả lời').fill('I like reading.');
  await expectSaved(page);

  await page.getByRole('button', { name: 'Nộp bài' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Bạn còn 6 câu chưa làm. Nộp bài?');
  await dialog.getByRole('button', { name: 'Nộp bài' }).click();
  await expect(page).toHaveURL(/\/ket-qua$/);
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.getByRole('button', { name: /^[1-9]\d* mục chờ đồng bộ$/ })).toBeVisible();

  await page.reload();
  await expect(page.getByText(WAITING)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Kết quả' })).toContainText('/10');
  await expect(page.getByText('Giao viên sẽ cập nhập lời phê sau khi chấm bài')).toBeVisible();
  await expect(page.getByText('I like reading.')).toBeVisible();

  // The teacher sees exactly one submitted attempt for this student, holding every answer.
  const teacher = await apiLogin(request, TEACHER);
  const list = (await (await request.get(`/api/s/school_groups/${exam.groupId}/exams/${exam.examId}/user_exams`, { headers: headers(teacher) })).json())
    .data as { student: { email: string }; status: string; attempt: { id: number } | null }[];
  const mine = list.filter((r) => r.student.email === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.status).toBe('submitted');
  const result = (await (await request.get(`/api/s/user_exams/${mine[0]!.attempt!.id}`, { headers: headers(teacher) })).json()).data as {
    fractions: { questions: { questionType: string; answer: unknown; subQuestions?: { answer: unknown }[] }[] }[];
  };
  const answers = result.fractions
    .flatMap((f) => f.questions.flatMap((q) => q.subQuestions ?? [q]))
    .map((q) => q.answer)
    .filter(Boolean);
  expect(answers).toEqual(
    expect.arrayContaining([
      { type: 'singleChoice', optionId: 'b' },
      { type: 'singleChoice', optionId: 'a' },
      expect.objectContaining({ type: 'fillInTheBlank', blanks: ['went'] }),
      { type: 'textAnswer', text: 'children' },
      { type: 'essay', text: 'I like reading.' },
    ]),
  );
  expect(answers).toHaveLength(5);
});

test('the 3-minute exam runs out while the page is open: submitted by itself', async ({ page, request }) => {
  const exam = await signInAndFindExam(page, request, 'hs08@nguyendu.edu.vn', true);
  await page.clock.install();
  await page.goto(exam.introUrl);
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^0[23]:\d\d$/);
  await page.getByRole('radio', { name: /14$/ }).check();
  await expectSaved(page);

  await page.clock.fastForward('03:05');
  await expect(page).toHaveURL(/\/ket-qua$/);
  await expect(page.getByRole('region', { name: 'Kết quả' })).toContainText('4/10 điểm');
  const attempt = (await (await request.get(`/api/s/personal/learning_groups/${exam.groupId}/exams/${exam.examId}`, { headers: headers(exam.api) })).json())
    .data.attempt;
  expect(attempt.status).toBe('submitted');
});

test('the 3-minute exam runs out while the app is closed: submitted when it is reopened', async ({ page, request, context }) => {
  const exam = await signInAndFindExam(page, request, 'hs09@nguyendu.edu.vn', true);
  await waitForServiceWorker(page);
  await page.goto(exam.introUrl);
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await jump(page, 2);
  await page.getByLabel('Câu 2, câu trả lời').fill('Tokyo');
  await expectSaved(page);
  await page.close();

  // Reopened four minutes later (device time), before the network is back: the device alone knows the time is over;
  // it seals what was saved and queues the submission, which goes out once online.
  await context.setOffline(true);
  const reopened = await context.newPage();
  await reopened.clock.install({ time: Date.now() + 4 * 60_000 });
  await reopened.goto(`${exam.introUrl}/lam-bai`);
  await expect(reopened).toHaveURL(/\/ket-qua$/);
  await expect(reopened.getByText(WAITING)).toBeVisible();
  await context.setOffline(false);
  await expect(reopened.getByRole('region', { name: 'Kết quả' })).toContainText('3/10 điểm', { timeout: 30_000 });
  await expect(reopened.getByText('Tokyo', { exact: true })).toBeVisible();
});
