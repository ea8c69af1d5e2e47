// Taking an exam in the browser: answers of several types and the current question survive a
// reload, and the countdown follows the server's deadline — also when the device clock is an hour off. The navigator
// numbers questions as the intro page counts them: the reading passage's three sub-questions are one button, 7–9.
import { test, expect, type Page } from './fixtures.ts';
import { countdownDrift, countdownSeconds, expectSaved, jump, signInAndFindExam } from './exam-learning-helpers.ts';

const ESSAY = 'My hobby is reading books. I read every evening after my homework.';
const navigator = (page: Page) => page.getByRole('navigation', { name: 'Danh sách câu hỏi' });

test('answers of several types and the position come back after a reload; the countdown keeps the server deadline', async ({ page, request }) => {
  const exam = await signInAndFindExam(page, request, 'hs05@nguyendu.edu.vn');
  await page.goto(exam.introUrl);
  await expect(page.getByText('45 phút', { exact: true })).toBeVisible();
  await expect(page.getByText('11', { exact: true })).toBeVisible(); // questions to answer
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page).toHaveURL(/\/lam-bai$/);
  // 11 questions in 9 buttons: the reading passage's sub-questions share one.
  await expect(navigator(page).getByRole('button')).toHaveText(['1', '2', '3', '4', '5', '6', '7–9', '10', '11']);

  await page.getByRole('radio', { name: /goes$/ }).check();
  await expectSaved(page);
  await jump(page, 3);
  await page.getByRole('checkbox', { name: /vegetables$/ }).check();
  await page.getByRole('checkbox', { name: /water$/ }).check();
  await jump(page, 5);
  await page.getByLabel('Câu 5, chỗ trống 1').fill('is');
  await page.getByLabel('Câu 5, chỗ trống 2').fill('lives');
  await jump(page, 6);
  await page.getByLabel('Câu 6, câu trả lời').fill('children');
  // The passage: one of its three questions answered leaves its button "in part".
  await navigator(page).getByRole('button', { name: 'Câu 7–9, chưa làm' }).click();
  await page.getByLabel('Câu 8, câu trả lời').fill('1600');
  await expect(navigator(page).getByRole('button', { name: 'Câu 7–9, đã làm 1/3 câu' })).toBeVisible();
  await jump(page, 10);
  await page.getByLabel('Câu 10, câu trả lời').fill(ESSAY);
  await expectSaved(page);
  await expect(navigator(page)).toContainText('Đã làm 6/11 câu');

  await page.reload();
  // The position: the essay question is shown again, with its text.
  await expect(page.getByLabel('Câu 10, câu trả lời')).toHaveValue(ESSAY);
  await expect(navigator(page)).toContainText('Đã làm 6/11 câu');
  await expect(navigator(page).getByRole('button', { name: 'Câu 7–9, đã làm 1/3 câu' })).toBeVisible();
  expect(await countdownDrift(page, request, exam)).toBeLessThanOrEqual(2);

  await jump(page, 1);
  await expect(page.getByRole('radio', { name: /goes$/ })).toBeChecked();
  await jump(page, 3);
  await expect(page.getByRole('checkbox', { name: /vegetables$/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /water$/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /late every night$/ })).not.toBeChecked();
  await jump(page, 5);
  await expect(page.getByLabel('Câu 5, chỗ trống 1')).toHaveValue('is');
  await expect(page.getByLabel('Câu 5, chỗ trống 2')).toHaveValue('lives');
  await jump(page, 6);
  await expect(page.getByLabel('Câu 6, câu trả lời')).toHaveValue('children');

  // Still ticking, once a second.
  const before = await countdownSeconds(page);
  await expect.poll(() => countdownSeconds(page), { timeout: 5000 }).toBeLessThan(before);
});

test('a device clock an hour ahead does not move the countdown', async ({ page, request }) => {
  const exam = await signInAndFindExam(page, request, 'hs06@nguyendu.edu.vn');
  await page.clock.setSystemTime(Date.now() + 3600_000);
  await page.goto(exam.introUrl);
  expect(await page.evaluate(() => Date.now() - 3_000_000)).toBeGreaterThan(Date.now());
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await countdownSeconds(page)).toBeGreaterThan(44 * 60);
  expect(await countdownDrift(page, request, exam)).toBeLessThanOrEqual(1);
});

test('the same attempt in two tabs: an answer typed in one shows in the other, and neither loses it', async ({ page, request, context }) => {
  const exam = await signInAndFindExam(page, request, 'hs10@nguyendu.edu.vn');
  await page.goto(`${exam.introUrl}/lam-bai`);
  await expect(page.getByRole('timer')).toBeVisible();
  const other = await context.newPage();
  await other.goto(`${exam.introUrl}/lam-bai`);
  await expect(other.getByRole('timer')).toBeVisible();

  await jump(page, 6);
  await page.getByLabel('Câu 6, câu trả lời').fill('children');
  await expectSaved(page);
  // The position is part of the attempt, so the other tab follows to the same question and shows the answer.
  await expect(other.getByLabel('Câu 6, câu trả lời')).toHaveValue('children');

  await jump(other, 1);
  await other.getByRole('radio', { name: /goes$/ }).check();
  await expectSaved(other);
  await expect(page.getByRole('radio', { name: /goes$/ })).toBeChecked();
  await expect(navigator(page)).toContainText('Đã làm 2/11 câu');
});
