// Pronunciation practice offline, with Chromium's fake microphone playing synthetic speech
// (espeak-ng): the practice screen opened once online caches the app, the content and the on-device model; offline,
// a recording gets an immediate on-device score marked provisional; back online, the recording is uploaded exactly
// once and the server's score replaces the provisional one, in the practice screen and in the history.
import { useFakeMicrophone } from './fake-microphone.ts';
import { test, expect } from './fixtures.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { waitForServiceWorker } from './exam-learning-helpers.ts';

const SENTENCE = 'My hobby is collecting stamps.';
const LESSON = /Hobbies – mẫu câu/;
const STUDENT = 'hs21@nguyendu.edu.vn';
useFakeMicrophone('lhs-speaking-e2e', SENTENCE);

interface HistoryRow {
  id: number;
  status: string;
  overall: number | null;
  sentence: string;
}

test('offline: a recording gets a provisional on-device score; online: uploaded once, the server score is in the history', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await uiLogin(page, STUDENT);
  const api = await apiLogin(request, STUDENT);
  const history = async () =>
    (await (await request.get('/api/s/elsa/speaking_histories', { headers: headers(api) })).json()) as { data: HistoryRow[]; pagination: { total: number } };
  await waitForServiceWorker(page);

  // First use, online: the content is stored on the device and the model downloads with visible progress.
  await page.goto(`/${api.schoolId}/learning-with-ai`);
  await expect(page.getByRole('heading', { name: 'Luyện phát âm AI' })).toBeVisible();
  // The list starts on the student's grade (Lớp 7), each lesson with its full title.
  await expect(page.getByLabel('Lớp')).toHaveValue('7');
  await lessonButton(page).click();
  await expect(page.getByText(SENTENCE, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Bộ chấm phát âm đã sẵn sàng, dùng được cả khi không có mạng.')).toBeVisible({ timeout: 90_000 });

  // Offline from here, app reloaded: everything comes from the device.
  await context.setOffline(true);
  await page.reload();
  await lessonButton(page).click();
  await page.getByRole('button', { name: new RegExp(`^${SENTENCE}`) }).click();
  await expect(page.getByText('Bộ chấm phát âm đã sẵn sàng, dùng được cả khi không có mạng.')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: /Bắt đầu ghi âm/ }).click();
  await expect(page.getByRole('meter', { name: 'Mức âm thanh micrô' })).toBeVisible();
  await page.waitForTimeout(4500);
  await page.getByRole('button', { name: /Dừng ghi âm/ }).click();
  await expect(page.getByText('Đã lưu bản ghi âm trên thiết bị. Bài sẽ được gửi lên máy chủ để chấm khi có mạng.').first()).toBeVisible();

  const result = page.getByRole('region', { name: 'Kết quả chấm phát âm' });
  await expect(result.getByText('Điểm tạm tính', { exact: true })).toBeVisible({ timeout: 30_000 });
  const provisional = await scoreOf(result);
  expect(provisional).toBeGreaterThan(0);
  await expect(result.getByRole('button', { name: /^stamps: \d+ điểm/ })).toBeVisible();
  expect((await history()).pagination.total).toBe(0);

  // Back online: the outbox delivers the recording once and the server's score replaces the device's.
  await context.setOffline(false);
  await expect(result.getByText('Điểm chính thức', { exact: true })).toBeVisible({ timeout: 45_000 });
  const rows = (await history()).data;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: 'scored', sentence: SENTENCE });
  expect(await scoreOf(result)).toBe(rows[0]!.overall);

  // Another drain (a reload starts one) sends nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Luyện phát âm AI' })).toBeVisible();
  await page.getByRole('link', { name: /Xem lịch sử luyện nói/ }).click();
  const table = page.getByRole('table', { name: 'Kết quả luyện phát âm' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(SENTENCE);
  await expect(table.getByRole('row').nth(1)).toContainText(String(rows[0]!.overall));
  await expect(page.getByTestId('history-total')).toHaveText('1');
  expect((await history()).data).toHaveLength(1);

  // Delete by id: gone from the list, total one lower.
  await table.getByRole('button', { name: `Xoá kết quả: ${SENTENCE}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Xoá' }).click();
  await expect(page.getByText('Đã xoá kết quả luyện phát âm')).toBeVisible();
  await expect(page.getByTestId('history-total')).toHaveText('0');
  await expect(table).toContainText('Chưa có kết quả luyện phát âm nào.');
  expect((await history()).pagination.total).toBe(0);
});

/** The lesson's entry in the list (the lessons come from the server, or from the device copy offline). */
const lessonButton = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Bài học' }).getByRole('button', { name: LESSON });

async function scoreOf(result: import('@playwright/test').Locator): Promise<number> {
  const label = await result.getByLabel(/^Điểm: \d+\/100$/).getAttribute('aria-label');
  return Number(/(\d+)\/100/.exec(label ?? '')![1]);
}
