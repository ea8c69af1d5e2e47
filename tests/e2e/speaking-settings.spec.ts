// Speaking settings end to end: a student of a new school has a scored recording; the system administrator gives the
// school its own score thresholds (good from 100, to practise from 99) on /system/elsa-settings; the student, signing
// in afterwards, sees every word of that result marked "chưa đúng" — and still so offline, from the kept session.
// Everything here is new (names carry the run's stamp), so no other test's settings change.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test, expect, type APIRequestContext } from './fixtures.ts';
import { uiLogin } from './exam-api-helpers.ts';
import { passwordLinkFor } from './mail.ts';
import { waitForServiceWorker } from './exam-learning-helpers.ts';
import { encodeWav } from '../../src/shared/speech/wav.ts';

const SYSADMIN = 'admin@lophocso.vn';
const PASSWORD = 'Hoc@2026';

async function token(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/sessions', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.accessToken as string;
}

/** "go forward ten meters" (pocketsphinx-testdata) as a 16 kHz WAV. */
function goForward(): Buffer {
  const raw = readFileSync('/usr/share/pocketsphinx/test/data/goforward.raw');
  const i16 = new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
  return Buffer.from(encodeWav(Float32Array.from(i16, (x) => x / 32768)));
}

test("a school's own score thresholds colour its students' results, offline too", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const schoolName = `Trường THCS Ngưỡng Điểm ${stamp}`;
  const studentEmail = `hs.nguong.${stamp}@nguong.edu.vn`;

  const admin = await token(request, SYSADMIN);
  const school = await request.post('/api/schools', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      name: schoolName,
      code: `ND-${stamp}`,
      province_code: '01',
      ward_code: '00004',
      contract_start: '2026-01-01',
      contract_end: '2030-12-31',
      admin: { last_name: 'Quản', first_name: 'Lý', email: `ql.nguong.${stamp}@nguong.edu.vn` },
    },
  });
  expect(school.status(), await school.text()).toBe(201);
  const schoolId = (await school.json()).data.id as number;
  const student = await request.post('/api/s/students', {
    headers: { Authorization: `Bearer ${admin}`, 'X-SCHOOL-ID': String(schoolId) },
    data: { last_name: 'Trần', first_name: 'Ngưỡng', email: studentEmail },
  });
  expect(student.status(), await student.text()).toBe(201);

  // The student sets a password and has one recording scored by the server.
  const studentPage = await (await browser.newContext()).newPage();
  await studentPage.goto(await passwordLinkFor(studentEmail));
  await studentPage.getByLabel('Mật khẩu mới', { exact: true }).fill(PASSWORD);
  await studentPage.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill(PASSWORD);
  await studentPage.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(studentPage.getByText('Đặt lại mật khẩu thành công')).toBeVisible();
  const scored = await request.post('/api/s/elsa/score_audio', {
    headers: { Authorization: `Bearer ${await token(request, studentEmail)}`, 'X-SCHOOL-ID': String(schoolId), 'Idempotency-Key': randomUUID() },
    multipart: { audio_file: { name: 'recording.wav', mimeType: 'audio/wav', buffer: goForward() }, sentence: 'go forward ten meters' },
  });
  expect(scored.status(), await scored.text()).toBe(201);
  // Well read: under the built-in bands some of its words would not be red, so the red below is the school's doing.
  const words = (JSON.parse((await scored.json()).data.body) as { words: { score: number }[] }).words;
  expect(Math.max(...words.map((w) => w.score))).toBeGreaterThanOrEqual(45);

  // The system administrator gives the school its own thresholds.
  await uiLogin(page, SYSADMIN);
  await page.goto('/system/elsa-settings');
  await page.getByLabel('Tìm trường').fill(schoolName);
  const row = page.getByRole('row').filter({ hasText: schoolName });
  await expect(row.getByText('Theo mặc định')).toBeVisible();
  await row.getByRole('button', { name: `Cài đặt riêng cho ${schoolName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cài đặt chấm phát âm – ${schoolName}` });
  await dialog.getByLabel('Tốt (xanh) từ').fill('100');
  await dialog.getByLabel('Cần luyện thêm (vàng) từ').fill('99');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Bộ chấm tích hợp · tốt từ 100, cần luyện thêm từ 99')).toBeVisible();

  // The student signs in afterwards: every word of the result is "chưa đúng".
  await uiLogin(studentPage, studentEmail);
  await waitForServiceWorker(studentPage);
  const history = `/${schoolId}/learning-with-ai/speaking-result`;
  const wordsOfResult = async () => {
    await studentPage.getByRole('button', { name: 'Nghe lại' }).first().click();
    const words = studentPage.getByRole('region', { name: 'Kết quả chấm phát âm' }).getByRole('button', { name: / điểm, / });
    await expect(words.first()).toBeVisible();
    return words.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  };
  await studentPage.goto(history);
  const online = await wordsOfResult();
  expect(online.length).toBeGreaterThan(1);
  for (const label of online) expect(label).toMatch(/ điểm, chưa đúng$/);

  // Offline, the app reloaded: the kept session still colours by the school's thresholds.
  await studentPage.context().setOffline(true);
  await studentPage.reload();
  const offline = await wordsOfResult();
  expect(offline).toEqual(online);
  await studentPage.context().close();
});
