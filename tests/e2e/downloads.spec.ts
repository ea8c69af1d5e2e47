// Downloads for use without a network: a student downloads everything the class was given (size and storage shown
// first), the network goes off, the app is reloaded, and the lecture (with its picture), the e-book (pages, search,
// its text kept) and the sound (seeking: byte ranges answered from the device) all open; a lecture not downloaded
// says it needs the network; the downloads list shows what is kept, finds the lecture changed on the server since and
// downloads its new version in place, and removes it.
import { test, expect, type APIRequestContext } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin, type ApiUser } from './exam-api-helpers.ts';
import { waitForServiceWorker } from './exam-learning-helpers.ts';
import { settled } from './screens.ts';
import { expectPageDrawn } from './ebook-helpers.ts';
import { randomUUID } from 'node:crypto';

const STUDENT = 'hs11@nguyendu.edu.vn';
const GROUP = 'Lớp 7A1';
const DIAGRAM_LECTURE = 'Cấu tạo tế bào thực vật';
const PRINCIPAL = 'hieutruong@nguyendu.edu.vn';

/** The teacher gives the class the lecture with a picture (already given on a retry: the server says so, fine). */
async function giveDiagramLecture(request: APIRequestContext, teacher: ApiUser): Promise<number> {
  const groups = (await (await request.get('/api/s/school_groups', { headers: headers(teacher) })).json()).data as { id: number; name: string }[];
  const groupId = groups.find((g) => g.name === GROUP)!.id;
  const givable = await request.get(`/api/s/school_groups/${groupId}/coursewares/givable?kind=lecture&name=${encodeURIComponent(DIAGRAM_LECTURE)}`, {
    headers: headers(teacher),
  });
  const item = ((await givable.json()).data as { itemId: number; title: string; given: boolean }[]).find((x) => x.title === DIAGRAM_LECTURE)!;
  if (!item.given) {
    const res = await request.post(`/api/s/school_groups/${groupId}/coursewares`, {
      headers: headers(teacher, { 'Idempotency-Key': randomUUID() }),
      data: { kind: 'lecture', itemId: item.itemId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return item.itemId;
}

/** The principal (a reviewer: the lecture stays approved) saves the lecture's deck again: a new version. */
async function correctLecture(request: APIRequestContext, lectureId: number) {
  const principal = await apiLogin(request, PRINCIPAL);
  const deck = (await (await request.get(`/api/lecture_decks/${lectureId}`, { headers: headers(principal) })).json()).data.deck as { slides: unknown[] };
  const saved = await request.put(`/api/lecture_decks/${lectureId}`, {
    headers: headers(principal, { 'Idempotency-Key': randomUUID() }),
    data: { slides: deck.slides },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a student downloads the class materials, goes offline, reloads and uses all of them', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const teacher = await apiLogin(request, TEACHER);
  const lectureId = await giveDiagramLecture(request, teacher);
  const student = await apiLogin(request, STUDENT);
  const groups = (await (await request.get('/api/s/personal/learning_groups', { headers: headers(student) })).json()).data as { id: number; name: string }[];
  const groupId = groups.find((g) => g.name === GROUP)!.id;
  // A school lecture the class was not given: it is not downloaded.
  const others = (await (await request.get('/api/s/lectures?name=Unit 2', { headers: headers(student) })).json()).data as { id: number }[];

  await uiLogin(page, STUDENT);
  await page.goto(`/${student.schoolId}/my-learning-group/${groupId}`);
  await waitForServiceWorker(page);
  const section = page.getByRole('region', { name: 'Tài liệu học tập' });
  await expect(section.getByRole('link', { name: `Mở bài giảng ${DIAGRAM_LECTURE}` })).toBeVisible();
  await settled(page);

  const given = await section.getByRole('button', { name: /^Tải xuống để học ngoại tuyến: / }).count();
  await section.getByRole('button', { name: /^Tải tất cả để học ngoại tuyến \(\d+\)$/ }).click();
  const ask = page.getByRole('dialog', { name: 'Tải xuống để học ngoại tuyến' });
  await expect(ask.getByRole('progressbar', { name: 'Dung lượng đã dùng trên thiết bị' })).toBeVisible();
  await expect(ask.getByText(/Sau khi tải: .* trình duyệt cho phép/)).toBeVisible();
  await expectAccessible(page, 'download: size and storage before it starts');
  await ask.getByRole('button', { name: /^Tải xuống \(/ }).click();
  await expect(ask).toBeHidden();
  await expect(section.getByRole('status').filter({ hasText: 'Đã tải xuống tất cả' })).toBeVisible({ timeout: 90_000 });
  await expect(
    section
      .getByRole('status')
      .filter({ hasText: /^Đã tải xuống · / })
      .first(),
  ).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(section.getByRole('link', { name: `Mở bài giảng ${DIAGRAM_LECTURE}` })).toBeVisible();

  // The lecture, its picture from the device.
  await section.getByRole('link', { name: `Mở bài giảng ${DIAGRAM_LECTURE}` }).click();
  await expect(page.getByRole('group', { name: /^Trang 1 trên \d+$/ })).toBeVisible();
  // The diagram is on a later slide: turn pages until it shows.
  const picture = page.getByRole('group', { name: /^Trang \d+ trên \d+$/ }).getByRole('img');
  for (let i = 0; i < 5 && !(await picture.count()); i++) await page.getByRole('button', { name: 'Trang sau' }).click();
  await expect.poll(() => picture.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByRole('link', { name: /Thoát/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-learning-group/${groupId}$`));

  // The e-book: pages drawn from the device, searched in its kept text.
  await section.getByRole('button', { name: /^Mở sách điện tử Tiếng Anh 7 Global Success/ }).click();
  const reader = page.getByRole('dialog', { name: /Tiếng Anh 7 Global Success/ });
  await expectPageDrawn(page, 1);
  await reader.getByRole('button', { name: 'Trang sau' }).click();
  await expectPageDrawn(page, 2);
  await reader.getByRole('button', { name: 'Tìm trong sách' }).click();
  await reader.getByLabel('Từ cần tìm').fill('hobbies');
  await reader.getByLabel('Từ cần tìm').press('Enter');
  await expect(reader.getByRole('status').filter({ hasText: /trang chứa/ })).toBeVisible();
  await reader.getByRole('button', { name: 'Đóng sách' }).click();

  // The sound plays from the device and seeks (a byte range answered by the service worker).
  await section.getByRole('button', { name: /^Mở học liệu Âm báo/ }).click();
  const sound = page.getByRole('dialog').locator('audio');
  await expect.poll(() => sound.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const seeked = await sound.evaluate(
    (a: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        a.addEventListener('seeked', () => resolve(a.currentTime), { once: true });
        a.addEventListener('error', () => reject(new Error(`media error ${a.error?.code}`)), { once: true });
        a.currentTime = Math.min(0.5, a.duration / 2);
      }),
  );
  expect(seeked).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // What was not downloaded says it needs the network.
  await page.goto(`/editor/${others[0]!.id}/preview`);
  await expect(page.getByText(/kết nối mạng/i).first()).toBeVisible();

  // Meanwhile the principal corrects the lecture: the student's copy is out of date.
  await context.setOffline(false);
  await correctLecture(request, lectureId);

  // The downloads list: what is kept and the space it takes; the new version downloaded in place; removing one.
  await page.goto(`/${student.schoolId}`);
  await page.getByRole('button', { name: /Tài khoản/ }).click();
  await page.getByRole('menuitem', { name: 'Nội dung đã tải xuống' }).click();
  const list = page.getByRole('dialog', { name: 'Nội dung đã tải xuống' });
  const kept = list.getByRole('list', { name: 'Nội dung đã tải xuống' }).getByRole('listitem');
  await expect(kept).toHaveCount(given);
  await expect(kept.filter({ hasText: DIAGRAM_LECTURE })).toContainText(/Bài giảng · \d+ KB/);
  await expectAccessible(page, 'downloads list');
  const diagram = kept.filter({ hasText: DIAGRAM_LECTURE });
  await expect(diagram.getByRole('status')).toHaveText('Có bản mới');
  await diagram.getByRole('button', { name: 'Tải lại bản mới' }).click();
  const again = page.getByRole('dialog', { name: 'Tải xuống để học ngoại tuyến' });
  await again.getByRole('button', { name: /^Tải xuống \(/ }).click();
  await expect(again).toBeHidden();
  await expect(diagram.getByRole('status')).toHaveText(/^Đã tải xuống · /, { timeout: 30_000 });
  await expect(kept).toHaveCount(given);
  await list.getByRole('button', { name: `Xoá bản tải: ${DIAGRAM_LECTURE}` }).click();
  await expect(kept).toHaveCount(given - 1);
  await expect(kept.filter({ hasText: DIAGRAM_LECTURE })).toHaveCount(0);
});
