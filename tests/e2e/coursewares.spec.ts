// Group coursewares: a teacher gives her class a system lecture and an e-book ("Giao tài liệu"), reads the book in the
// reader from the class's page, sees who opened each ("Đã mở: x/y", a student having opened one), and takes one back;
// the class's students find them in their group; a student cannot give.
import { test, expect, type APIRequestContext } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, uiLogin, type ApiUser } from './exam-api-helpers.ts';
import { settled } from './screens.ts';
import { expectPageDrawn } from './ebook-helpers.ts';
import { randomUUID } from 'node:crypto';

const TEACHER_MINH = 'gv.minh@nguyendu.edu.vn';
const STUDENT = 'hs21@nguyendu.edu.vn';
const GROUP = 'Lớp 7A2';
const LECTURE = 'Hệ Mặt Trời';
const BOOK = 'Toán 7 – Chương 1: Số hữu tỉ';

interface Given {
  id: number;
  title: string;
}

/** A retry starts from a class without these two. */
async function takeBack(request: APIRequestContext, teacher: ApiUser, groupId: number) {
  const list = (await (await request.get(`/api/s/school_groups/${groupId}/coursewares`, { headers: headers(teacher) })).json()).data as Given[];
  for (const item of list.filter((c) => c.title === LECTURE || c.title === BOOK)) {
    await request.delete(`/api/s/school_groups/${groupId}/coursewares/${item.id}`, { headers: headers(teacher) });
  }
}

test('a teacher gives her class a lecture and an e-book, sees who opened them and takes one back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const teacher = await apiLogin(request, TEACHER_MINH);
  const groups = (await (await request.get('/api/s/school_groups', { headers: headers(teacher) })).json()).data as { id: number; name: string }[];
  const groupId = groups.find((g) => g.name === GROUP)!.id;
  await takeBack(request, teacher, groupId);

  await uiLogin(page, TEACHER_MINH);
  await page.goto(`/${teacher.schoolId}/school-group/${groupId}`);
  const section = page.getByRole('region', { name: 'Tài liệu của nhóm' });
  await section.getByRole('button', { name: 'Giao tài liệu' }).click();
  const dialog = page.getByRole('dialog', { name: `Giao tài liệu cho ${GROUP}` });
  await dialog
    .getByRole('checkbox', { name: new RegExp(LECTURE) })
    .first()
    .check();
  await dialog.getByRole('tab', { name: 'Sách điện tử' }).click();
  await dialog.getByRole('checkbox', { name: new RegExp(BOOK) }).check();
  await expectAccessible(page, 'give coursewares dialog');
  await dialog.getByRole('button', { name: 'Giao 2 tài liệu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Đã giao 2 tài liệu cho ${GROUP}`)).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: BOOK })).toContainText('12 trang');
  await settled(page);
  await expectAccessible(page, 'group coursewares (teacher)');

  // She reads the book in the app's reader over the class's page, as her students will; closing it comes back.
  await section.getByRole('button', { name: `Mở sách điện tử ${BOOK}` }).click();
  await expect(page).toHaveURL(/[?&]book=\d+/);
  await expectPageDrawn(page, 1);
  await page.getByRole('button', { name: 'Trang sau' }).click();
  await expectPageDrawn(page, 2);
  await page.getByRole('button', { name: 'Đóng sách' }).click();
  await expect(page).not.toHaveURL(/[?&]book=/);
  await expect(section.getByRole('link', { name: `Mở bài giảng ${LECTURE}` })).toHaveAttribute('href', /\/editor\/\d+\/preview/);

  // A student of the class finds both and opens the book; a student cannot give.
  const student = await apiLogin(request, STUDENT);
  const learning = (await (await request.get('/api/s/personal/learning_groups', { headers: headers(student) })).json()).data as { id: number; name: string }[];
  const learningId = learning.find((g) => g.name === GROUP)!.id;
  const items = (await (await request.get(`/api/s/personal/learning_groups/${learningId}/coursewares`, { headers: headers(student) })).json()).data as Given[];
  expect(items.map((i) => i.title)).toEqual(expect.arrayContaining([LECTURE, BOOK]));
  const book = items.find((i) => i.title === BOOK)!;
  const opened = await request.post(`/api/s/user_courseware/${book.id}/open`, { headers: headers(student, { 'Idempotency-Key': randomUUID() }) });
  expect(opened.status()).toBe(200);
  const refused = await request.post(`/api/s/school_groups/${groupId}/coursewares`, {
    headers: headers(student, { 'Idempotency-Key': randomUUID() }),
    data: { kind: 'book', itemId: 1 },
  });
  expect(refused.status()).toBe(403);

  await page.reload();
  const bookRow = section.getByRole('listitem').filter({ hasText: BOOK });
  await bookRow.getByRole('button', { name: /^Đã mở: 1\/\d+, xem học sinh đã mở/ }).click();
  const opens = page.getByRole('dialog', { name: `Ai đã mở "${BOOK}"` });
  await expect(opens).toContainText(/Đã mở \d{1,2}:\d{2}/);
  await expect(opens).toContainText('Chưa mở');
  await page.keyboard.press('Escape');

  await section.getByRole('button', { name: `Gỡ ${LECTURE} khỏi nhóm` }).click();
  await page.getByRole('dialog', { name: 'Gỡ tài liệu khỏi nhóm' }).getByRole('button', { name: 'Gỡ' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: LECTURE })).toHaveCount(0);
  await expect(section.getByRole('listitem').filter({ hasText: BOOK })).toHaveCount(1);
});
