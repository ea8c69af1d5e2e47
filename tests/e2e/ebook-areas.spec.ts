// The e-book area editor: the system administrator opens a book's areas from the e-book list, draws an area on a
// page by dragging, moves and resizes it, gives it a label and a picture (an empty label is refused in Vietnamese and
// the chosen picture stays), adds a second area with the keyboard and gives it a question, saves, and finds both
// after a reload; the book's version changed. A student then opens the book on that page and opens an area. A teacher
// cannot reach the editor, and the server refuses her the save.
import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, PASSWORD, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { expectPageDrawn } from './ebook-helpers.ts';

const BOOK = 'Toán 7 – Chương 1: Số hữu tỉ';
const ADMIN = 'admin@lophocso.vn';
const STUDENT = 'hs07@nguyendu.edu.vn';
const PICTURE = 'Hệ Mặt Trời';
const BANK = 'Khoa học tự nhiên 7 – Nguyên tử';
const PICTURE_LABEL = 'Xem hình Hệ Mặt Trời';
const QUESTION_LABEL = 'Trả lời câu hỏi về nguyên tử';

interface BookRow {
  id: number;
  title: string;
  version: string;
  areaCount: number;
}

async function adminToken(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/sessions', { data: { email: ADMIN, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${(await res.json()).data.accessToken}` };
}

async function mathBook(request: APIRequestContext, auth: Record<string, string>): Promise<BookRow> {
  const res = await request.get(`/api/books?name=${encodeURIComponent(BOOK)}`, { headers: auth });
  const book = ((await res.json()).data as BookRow[]).find((b) => b.title === BOOK);
  expect(book, `the seeded book ${BOOK}`).toBeTruthy();
  return book!;
}

/** Drags the mouse from one point to another, in fractions of `target`'s box. */
async function drag(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from[0] + to[0]) / 2), box.y + box.height * ((from[1] + to[1]) / 2), { steps: 4 });
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 4 });
  await page.mouse.up();
}

/** The selected area's place and size as the side panel says them (x, y, w, h in %), within `within` of each. */
async function expectRect(editor: Locator, expected: [number, number, number, number], within = 1) {
  const text = editor.getByText(/^Vị trí .* của trang\.$/);
  await expect
    .poll(async () => {
      const numbers = ((await text.textContent()) ?? '').match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
      return numbers.length === 4 && numbers.every((n, i) => Math.abs(n - expected[i]!) <= within);
    })
    .toBe(true);
}

async function openEditor(page: Page, areaCount: number) {
  await page.goto('/system/free-resources');
  // Searched for inside the app: the address before it is one the browser's back button returns to without leaving.
  await page.getByRole('searchbox', { name: 'Tìm sách' }).fill(BOOK);
  await expect(page).toHaveURL(/name=/);
  const row = page.getByRole('row', { name: new RegExp(BOOK) });
  await row.getByRole('button', { name: `Vùng tương tác của ${BOOK}: ${areaCount} vùng` }).click();
  const editor = page.getByRole('dialog', { name: 'Vùng tương tác', exact: true });
  await expect(editor.getByRole('group', { name: /^Trang 1 trên \d+$/ })).toBeVisible({ timeout: 30_000 });
  await expectPageDrawn(page, 1);
  return editor;
}

test.describe('a 1024×768 touch screen', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the system administrator draws a book’s areas and a student opens them', async ({ page, request, browser }) => {
    test.setTimeout(150_000);
    const auth = await adminToken(request);
    const before = await mathBook(request, auth);
    // A retry starts from the book as seeded: no areas.
    const reset = await request.put(`/api/books/${before.id}/areas`, { headers: auth, data: { areas: [] } });
    expect(reset.status()).toBe(200);

    await uiLogin(page, ADMIN);
    const editor = await openEditor(page, 0);
    await expect(editor.getByText('Trang này chưa có vùng tương tác nào')).toBeVisible();
    await expectAccessible(page, 'e-book area editor (empty page)');
    await editor.getByRole('button', { name: 'Trang sau' }).click();
    await expectPageDrawn(page, 2);
    const stage = page.getByRole('group', { name: /^Trang 2 trên \d+$/ });

    // Drawn by dragging on the page; then moved by dragging it, and resized from a corner.
    await drag(page, stage, [0.1, 0.2], [0.4, 0.3]);
    const first = editor.getByRole('button', { name: 'Vùng 1: chưa đặt tên', exact: true });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expectRect(editor, [10, 20, 30, 10]);
    await drag(page, first, [0.5, 0.5], [0.5 + 10 / 30, 0.5 + 5 / 10]);
    await expectRect(editor, [20, 25, 30, 10]);
    const corner = (await first.locator('[data-corner="se"]').boundingBox())!;
    const pageBox = (await stage.boundingBox())!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + corner.width / 2 + pageBox.width * 0.05, corner.y + corner.height / 2 + pageBox.height * 0.05, { steps: 4 });
    await page.mouse.up();
    await expectRect(editor, [20, 25, 35, 15]);

    // Its picture, chosen in the picker; an empty label is refused and the picture stays.
    await editor.getByRole('button', { name: 'Chọn nội dung', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Chọn nội dung cho vùng' });
    await expect(picker.getByRole('tab', { name: 'Học liệu', selected: true })).toBeVisible();
    await picker.getByLabel('Tìm học liệu của hệ thống theo tên').fill(PICTURE);
    await expectAccessible(page, 'e-book area editor: target picker');
    await picker.getByRole('button', { name: new RegExp(`^${PICTURE}`) }).click();
    await expect(picker).toBeHidden();
    await expect(editor.getByText('Học liệu · Hình ảnh').first()).toBeVisible();
    await editor.getByRole('button', { name: 'Lưu vùng tương tác' }).click();
    await expect(editor.getByRole('alert').filter({ hasText: 'Chưa lưu: 1 vùng cần sửa' })).toBeVisible();
    const label = editor.getByLabel('Tên vùng');
    await expect(label).toBeFocused();
    await expect(label).toHaveAccessibleDescription('Vui lòng nhập tên vùng tương tác');
    await expect(editor.getByRole('group', { name: 'Nội dung mở ra' })).toContainText(PICTURE);
    await label.fill(PICTURE_LABEL);
    await expect(label).not.toHaveAttribute('aria-invalid');
    await editor.getByRole('button', { name: 'Xem thử' }).click();
    const preview = page.getByRole('dialog', { name: PICTURE_LABEL });
    await expect.poll(() => preview.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await preview.getByRole('button', { name: 'Đóng' }).click();
    await expect(preview).toBeHidden();

    // A second area with the keyboard: added in the middle, moved with the arrows, resized with Shift.
    await editor.getByRole('button', { name: 'Thêm vùng' }).focus();
    await page.keyboard.press('Enter');
    const second = editor.getByRole('button', { name: 'Vùng 2: chưa đặt tên', exact: true });
    await expect(second).toBeFocused();
    await expectRect(editor, [39, 48, 30, 12], 0);
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Shift+ArrowRight', 'Shift+ArrowDown', 'Shift+ArrowDown']) await page.keyboard.press(key);
    await expectRect(editor, [41, 49, 31, 14], 0);
    await editor.getByLabel('Tên vùng').fill(QUESTION_LABEL);
    await editor.getByRole('button', { name: 'Chọn nội dung', exact: true }).click();
    await picker.getByRole('tab', { name: 'Câu hỏi' }).click();
    const banks = picker.getByLabel('Ngân hàng câu hỏi của hệ thống');
    await expect(banks.locator('option', { hasText: BANK })).toHaveCount(1);
    await banks.selectOption((await banks.locator('option', { hasText: BANK }).getAttribute('value'))!);
    await picker.getByRole('button', { name: 'Chọn câu 1' }).click();
    await expect(picker).toBeHidden();
    await expect(editor.getByRole('group', { name: 'Nội dung mở ra' })).toContainText('Câu hỏi ·');

    // A third one, removed with Delete.
    await editor.getByRole('button', { name: 'Thêm vùng' }).click();
    await expect(editor.getByRole('button', { name: 'Vùng 3: chưa đặt tên', exact: true })).toBeFocused();
    await page.keyboard.press('Delete');
    await expect(editor.getByRole('button', { name: /^Vùng 3:/ })).toHaveCount(0);
    await expect(editor.getByRole('heading', { name: 'Vùng trên trang 2 (2)' })).toBeVisible();

    await expectAccessible(page, 'e-book area editor (areas drawn)');
    // Every control of the editor is big enough for a finger, and nothing scrolls sideways.
    const small = await editor.locator('button, input').evaluateAll((els) =>
      els
        .map((el) => ({ name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), ...el.getBoundingClientRect().toJSON() }))
        .filter((r) => r.width > 0 && (r.width < 44 || r.height < 44))
        .map((r) => `${r.name}: ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    expect(small, 'editor controls smaller than 44×44 px').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

    // Leaving with unsaved areas asks first: the close button, Escape, the browser's back button.
    await editor.getByRole('button', { name: 'Đóng trình sửa vùng tương tác' }).click();
    const leave = page.getByRole('dialog', { name: 'Bỏ thay đổi chưa lưu?' });
    await leave.getByRole('button', { name: 'Ở lại' }).click();
    await expect(leave).toBeHidden();
    await page.keyboard.press('Escape');
    await leave.getByRole('button', { name: 'Ở lại' }).click();
    await page.evaluate(() => history.back());
    await leave.getByRole('button', { name: 'Ở lại' }).click();
    await expect(page).toHaveURL(/\/system\/free-resources/);
    await expect(editor.getByRole('heading', { name: 'Vùng trên trang 2 (2)' })).toBeVisible();

    // The server refuses one area: its message shows on that area, and nothing drawn is lost.
    const refusal = 'Vùng tương tác chỉ mở được câu hỏi trong ngân hàng câu hỏi của hệ thống';
    await page.route('**/api/books/*/areas', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 422, json: { code: 422, message: refusal, messages: [refusal], errors: { 'areas.1.target.questionId': [refusal] } } })
        : route.fallback(),
    );
    await editor.getByRole('button', { name: 'Lưu vùng tương tác' }).click();
    await expect(editor.getByRole('alert').filter({ hasText: 'Máy chủ chưa nhận: 1 vùng cần sửa' })).toBeVisible();
    await expect(editor.getByText(refusal)).toBeVisible();
    await expect(editor.getByRole('button', { name: `Vùng 2: ${QUESTION_LABEL}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.getByRole('status')).toHaveText('Có thay đổi chưa lưu');
    await page.unroute('**/api/books/*/areas');

    await editor.getByRole('button', { name: 'Lưu vùng tương tác' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Đã lưu' })).toBeVisible();
    const after = await mathBook(request, auth);
    expect(after.areaCount).toBe(2);
    expect(after.version).not.toBe(before.version);

    // Read again from the server, on a Chromebook's screen this time.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.reload();
    const again = await openEditor(page, 2);
    await again.getByRole('button', { name: 'Trang sau' }).click();
    await expectPageDrawn(page, 2);
    await expect(again.getByRole('button', { name: `Vùng 1: ${PICTURE_LABEL}`, exact: true })).toBeVisible();
    await expect(again.getByRole('button', { name: `Vùng 2: ${QUESTION_LABEL}`, exact: true })).toBeVisible();
    await again.getByRole('button', { name: 'Đóng trình sửa vùng tương tác' }).click();
    await expect(again).toBeHidden();

    // A student reads the book on that page: the areas are buttons over it, and open what they were given.
    const student = await apiLogin(request, STUDENT);
    const groups = (await (await request.get('/api/s/personal/learning_groups', { headers: headers(student) })).json()).data as { id: number }[];
    expect(groups.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    const reader = await context.newPage();
    await uiLogin(reader, STUDENT);
    await reader.goto(`/${student.schoolId}/my-learning-group/${groups[0]!.id}?book=${after.id}&bookPage=2`);
    // A fresh browser opens pdf.js while its service worker is still storing the app: slower than the rest.
    await expect(reader.getByRole('group', { name: /^Trang 2 trên \d+$/ })).toBeVisible({ timeout: 30_000 });
    await expectPageDrawn(reader, 2);
    await expect(reader.getByRole('button', { name: QUESTION_LABEL })).toBeVisible();
    await reader.getByRole('button', { name: PICTURE_LABEL }).click();
    const opened = reader.getByRole('dialog', { name: PICTURE_LABEL });
    await expect.poll(() => opened.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });
});

test('a teacher cannot reach the area editor, and the server refuses her the save', async ({ page, request }) => {
  const auth = await adminToken(request);
  const book = await mathBook(request, auth);
  const teacher = await apiLogin(request, TEACHER);
  const res = await request.put(`/api/books/${book.id}/areas`, { headers: headers(teacher), data: { areas: [] } });
  expect(res.status()).toBe(403);

  await uiLogin(page, TEACHER);
  await page.goto('/system/free-resources');
  await expect(page).not.toHaveURL(/\/system\/free-resources/);
  await expect(page.getByRole('button', { name: /^Vùng tương tác của / })).toHaveCount(0);
});
