// Games and areas: a teacher puts a bank's matching game and an area opening a bank question on a slide, names the
// area, and presents: the area is reached with Tab and opened with Space, the game's card opens the game, which she
// plays to the end at 1024 × 768 by touch. A student reading the free science e-book finds its game in the book's
// activities, which turns to its page and opens it, and plays a pair.
import { test, expect, type Locator, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { expectPageDrawn } from './ebook-helpers.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const GAME = 'Nối từ vựng – Trường học';
const PAIRS: [string, string][] = [
  ['classroom', 'lớp học'],
  ['library', 'thư viện'],
  ['playground', 'sân chơi'],
  ['timetable', 'thời khoá biểu'],
  ['uniform', 'đồng phục'],
  ['homework', 'bài tập về nhà'],
];
const SCIENCE = 'Khoa học tự nhiên 7 – Chủ đề: Hệ Mặt Trời';
const BOOK_GAME = 'Trò chơi: nối nguyên tố với kí hiệu hoá học';

const stage = (page: Page) => page.getByRole('group', { name: /đang sửa$/ });
const saveState = (page: Page) => page.getByRole('banner').getByRole('status');

async function chooseBank(dialog: Locator, name: string) {
  const banks = dialog.getByLabel('Ngân hàng câu hỏi');
  await expect(banks.locator('option', { hasText: name })).toHaveCount(1);
  await banks.selectOption((await banks.locator('option', { hasText: name }).getAttribute('value'))!);
}

test('a teacher adds a game and an area to a slide, then opens the area with the keyboard and plays the game', async ({ page, request }) => {
  const teacher = await apiLogin(request, TEACHER);
  // A new lecture each run, so a retry starts from an empty slide.
  const name = `Từ vựng trường học ${Date.now()}`;
  const created = await request.post('/api/s/personal/lectures', { headers: headers(teacher), data: { name } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  await uiLogin(page, TEACHER);
  await page.goto(`/editor/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '+ Trò chơi' }).click();
  const games = page.getByRole('dialog', { name: 'Chọn trò chơi từ ngân hàng' });
  await chooseBank(games, 'Ngân hàng câu hỏi Tiếng Anh 7');
  await games.getByRole('button', { name: new RegExp(`^${GAME}`) }).click();
  await expect(games).toBeHidden();
  await expect(stage(page).getByRole('button', { name: `Trò chơi: ${GAME}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: '+ Vùng tương tác' }).click();
  await page.getByRole('menuitem', { name: 'Vùng mở câu hỏi' }).click();
  const questions = page.getByRole('dialog', { name: 'Chọn câu hỏi từ ngân hàng' });
  await chooseBank(questions, 'Ngân hàng câu hỏi Tiếng Anh 7');
  await questions.getByRole('radio', { name: 'Chọn câu 1', exact: true }).check();
  await questions.getByRole('button', { name: 'Chọn câu này' }).click();
  await expect(questions).toBeHidden();
  await page.getByRole('textbox', { name: 'Tên vùng' }).fill('Câu hỏi khởi động');
  // Placed beside the game's card rather than over it (a new block lands a little below the last one).
  await page.getByLabel('Trái (%)').fill('60');
  await expect(stage(page).getByRole('button', { name: 'Vùng tương tác: Câu hỏi khởi động', exact: true })).toBeVisible();
  await expect(page.getByText('Nội dung mở ra')).toBeVisible();
  await expect(saveState(page)).toHaveText('Đã lưu');
  await expectAccessible(page, 'lectures: editor with an area');

  // The server kept the area with its question, and lists it.
  const listed = await request.get(`/api/lectures/${id}/areas`, { headers: headers(teacher) });
  const areas = (await listed.json()).data as { slideIndex: number; area: { label: string; target: { type: string } } }[];
  expect(areas.map((a) => [a.slideIndex, a.area.label, a.area.target.type])).toEqual([[0, 'Câu hỏi khởi động', 'question']]);

  await page.getByRole('link', { name: 'Trình chiếu' }).click();
  const shown = page.getByRole('group', { name: 'Trang 1 trên 1' });
  await expect(shown).toBeVisible();
  const area = shown.getByRole('button', { name: 'Câu hỏi khởi động', exact: true });
  await expect(area).toBeVisible();
  // Tab reaches the area like any button; Space opens it (and does not turn the page).
  for (let i = 0; i < 10 && !(await area.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(area).toBeFocused();
  await page.keyboard.press('Space');
  const opened = page.getByRole('dialog', { name: 'Câu hỏi khởi động' });
  await expect(opened.getByRole('button', { name: 'Xem đáp án' })).toBeVisible();
  await expectAccessible(page, 'lectures: an area opened');
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(shown).toBeVisible();

  await shown.getByRole('button', { name: `Chơi trò chơi: ${GAME}`, exact: true }).tap();
  const game = page.getByRole('dialog', { name: GAME });
  await expect(game.getByText('Đã nối 0/6 cặp')).toBeVisible();
  await expectAccessible(page, 'lectures: a game played');
  for (const [left, right] of PAIRS) {
    await game.getByRole('button', { name: left, exact: true }).tap();
    await game.getByRole('button', { name: right, exact: true }).tap();
  }
  await expect(game.getByRole('status').filter({ hasText: 'Hoàn thành!' })).toContainText('Điểm: 10,0/10');
  await game.getByRole('button', { name: 'Đóng' }).tap();
  await expect(game).toBeHidden();
  await expect(shown).toBeVisible();
});

test('a student reading the science e-book opens its game from the book’s activities and plays a pair', async ({ page, request }) => {
  const free = await request.get('/api/free/books');
  const book = ((await free.json()).data as { id: number; title: string }[]).find((b) => b.title === SCIENCE)!;
  await uiLogin(page, 'hs21@nguyendu.edu.vn');
  await page.goto(`/free-resources/books?book=${book.id}&bookPage=1`);
  const reader = page.getByRole('dialog', { name: SCIENCE });
  // A fresh browser opens pdf.js while its service worker is still storing the app: slower than the rest.
  await expect(reader.getByRole('group', { name: /^Trang 1 trên \d+$/ })).toBeVisible({ timeout: 30_000 });
  await expectPageDrawn(page, 1);

  await reader.getByRole('button', { name: 'Hoạt động', exact: true }).click();
  const activities = reader.getByRole('complementary', { name: 'Hoạt động trong sách' });
  await expect(activities).toContainText('2 câu hỏi, 1 trò chơi');
  await expectAccessible(page, 'e-book reader: activities');
  await activities.getByRole('button', { name: new RegExp(BOOK_GAME) }).click();
  await expect(page).toHaveURL(/bookPage=5/);
  const game = page.getByRole('dialog', { name: BOOK_GAME });
  await game.getByRole('button', { name: 'Hydrogen', exact: true }).tap();
  await game.getByRole('button', { name: 'H', exact: true }).tap();
  await expect(game.getByText('Đã nối 1/6 cặp')).toBeVisible();
  await game.getByRole('button', { name: 'Đóng' }).click();
  await expectPageDrawn(page, 5);

  // The game is also an area on its page.
  await reader.getByRole('button', { name: BOOK_GAME, exact: true }).click();
  await expect(page.getByRole('dialog', { name: BOOK_GAME }).getByText('Đã nối 0/6 cặp')).toBeVisible();
});
