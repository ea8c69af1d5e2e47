// An exam taken and submitted with the keyboard alone — Tab, Shift+Tab, arrows, Space, Enter and typing; no click —
// through the navigator, each question type of the demo exam (single and multiple choice, blanks, short text, a
// reading passage, an essay; the speaking question's record button is reached) and the submit confirmation.
import { test, expect, type Locator, type Page } from './fixtures.ts';
import { expectSaved, signInAndFindExam } from './exam-learning-helpers.ts';

const navigator = (page: Page) => page.getByRole('navigation', { name: 'Danh sách câu hỏi' });

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reachable. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable with ${backwards ? 'Shift+Tab' : 'Tab'}: ${target.toString()}`);
}

async function jumpByKeyboard(page: Page, name: RegExp) {
  await tabTo(page, navigator(page).getByRole('button', { name }));
  await page.keyboard.press('Enter');
}

test('an exam taken and submitted by keyboard alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const exam = await signInAndFindExam(page, request, 'hs15@nguyendu.edu.vn');
  await page.goto(exam.introUrl);
  await tabTo(page, page.getByRole('link', { name: 'Bắt đầu làm bài' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lam-bai$/);

  // Single choice: Tab into the group, arrows move the choice.
  const goes = page.getByRole('radio', { name: /goes$/ });
  await tabTo(page, page.getByRole('radio').first());
  for (let i = 0; i < 4 && !(await goes.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(goes).toBeChecked();

  // Multiple choice: Space ticks each box.
  await jumpByKeyboard(page, /^Câu 3,/);
  for (const name of [/vegetables$/, /water$/]) {
    await tabTo(page, page.getByRole('checkbox', { name }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }

  // Blanks and a short answer: typed.
  await jumpByKeyboard(page, /^Câu 5,/);
  await tabTo(page, page.getByLabel('Câu 5, chỗ trống 1'));
  await page.keyboard.type('is');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Câu 5, chỗ trống 2')).toBeFocused();
  await page.keyboard.type('lives');
  await jumpByKeyboard(page, /^Câu 6,/);
  await tabTo(page, page.getByLabel('Câu 6, câu trả lời'));
  await page.keyboard.type('children');

  // The reading passage, then the essay.
  await jumpByKeyboard(page, /^Câu 7–9,/);
  await tabTo(page, page.getByLabel('Câu 8, câu trả lời'));
  await page.keyboard.type('1600');
  await jumpByKeyboard(page, /^Câu 10,/);
  await tabTo(page, page.getByLabel('Câu 10, câu trả lời'));
  await page.keyboard.type('I like reading because books take me to new places.');
  await expectSaved(page);

  // The speaking question: its record button is reachable ("Câu sau" from the essay).
  await tabTo(page, page.getByRole('button', { name: /Câu sau/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: /ghi âm/i }).first());
  await expect(navigator(page)).toContainText('Đã làm 6/11 câu');

  // Submit: back to the button at the top, confirm in the dialog, which holds the focus.
  await tabTo(page, page.getByRole('button', { name: 'Nộp bài' }), true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nộp bài' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Bạn còn 5 câu chưa làm');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Nộp bài' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ket-qua$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
});
