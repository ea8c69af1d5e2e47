// The exam's speaking question in the browser, with Chromium's fake microphone reading the mid-term's sentence
// (espeak-ng): the student records, the recording is saved on the device before the answer, uploaded through the
// outbox, the exam is submitted, the student hears it again on the result page (from this device's copy, and on another
// device from the server), and the teacher's grading page plays the recording.
import { useFakeMicrophone } from './fake-microphone.ts';
import { test, expect, type APIRequestContext, type Locator } from './fixtures.ts';
import { apiLogin, headers, TEACHER, uiLogin, type ApiUser } from './exam-api-helpers.ts';
import { expectSaved, jump, signInAndFindExam } from './exam-learning-helpers.ts';

const SENTENCE = 'I usually go swimming with my friends at the weekend.';
const STUDENT = 'hs13@nguyendu.edu.vn';
useFakeMicrophone('lhs-exam-speaking-e2e', SENTENCE);

interface Attempt {
  student: { email: string };
  attempt: { id: number; status: string } | null;
}

/** Seconds of an <audio> element's source, once its metadata loaded: a real recording, not an empty or failed one. */
const audioDuration = (audio: Locator) =>
  audio.evaluate((el: HTMLAudioElement) =>
    el.readyState >= 1 ? el.duration : new Promise<number>((resolve) => el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true })),
  );

async function attemptOf(request: APIRequestContext, teacher: ApiUser, groupId: number, examId: number) {
  const res = await request.get(`/api/s/school_groups/${groupId}/exams/${examId}/user_exams`, { headers: headers(teacher) });
  return ((await res.json()).data as Attempt[]).find((r) => r.student.email === STUDENT)?.attempt ?? null;
}

test('a student records the speaking answer and submits; the teacher plays the recording on the grading page', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const exam = await signInAndFindExam(page, request, STUDENT);
  await page.goto(exam.introUrl);
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page).toHaveURL(/\/lam-bai$/);

  await jump(page, 11);
  await expect(page.getByText(SENTENCE, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Bắt đầu ghi âm/ }).click();
  await expect(page.getByRole('meter', { name: 'Mức âm thanh micrô' })).toBeVisible();
  await page.waitForTimeout(5500);
  await page.getByRole('button', { name: /Dừng ghi âm/ }).click();

  // Saved on the device (the recording, then the answer), replayable, and sent through the outbox.
  await expect(page.getByText(/^Đã lưu bản ghi âm trên thiết bị\./)).toBeVisible();
  await expectSaved(page);
  await expect(page.getByLabel('Câu 11, bản ghi âm của em')).toBeVisible();
  await expect(page.getByText('Bản ghi âm đã được gửi lên máy chủ.')).toBeVisible({ timeout: 45_000 });
  const recordingId = await page.evaluate(async () => {
    const open = indexedDB.open('lhs-offline');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const req = database.transaction('recordings').objectStore('recordings').getAllKeys();
      req.onsuccess = () => resolve(req.result);
    });
    return String(keys[0]);
  });

  await page.getByRole('button', { name: 'Nộp bài' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Nộp bài' }).click();
  await expect(page).toHaveURL(/\/ket-qua$/);

  const teacher = await apiLogin(request, TEACHER);
  await expect.poll(async () => (await attemptOf(request, teacher, exam.groupId, exam.examId))?.status, { timeout: 30_000 }).toBe('submitted');
  const attempt = (await attemptOf(request, teacher, exam.groupId, exam.examId))!;
  const result = (await (await request.get(`/api/s/user_exams/${attempt.id}`, { headers: headers(teacher) })).json()).data as {
    fractions: { questions: { questionType: string; answer: unknown }[] }[];
  };
  const speaking = result.fractions.flatMap((f) => f.questions).find((q) => q.questionType === 'speaking');
  expect(speaking?.answer).toEqual({ type: 'speaking', recordingId });

  // The student's result page plays the recording from this device, and on another device fetches it from the server.
  await expect(page.getByRole('region', { name: 'Kết quả' })).toBeVisible({ timeout: 30_000 });
  expect(await audioDuration(page.getByLabel('Câu 11, bản ghi âm của em'))).toBeGreaterThan(2);
  const otherDevice = await browser.newContext();
  const elsewhere = await otherDevice.newPage();
  await uiLogin(elsewhere, STUDENT);
  await elsewhere.goto(`${exam.introUrl}/ket-qua`);
  expect(await audioDuration(elsewhere.getByLabel('Câu 11, bản ghi âm của em'))).toBeGreaterThan(2);
  await otherDevice.close();

  const context = await browser.newContext();
  const teacherPage = await context.newPage();
  await uiLogin(teacherPage, TEACHER);
  await teacherPage.goto(`/${exam.api.schoolId}/school-group/${exam.groupId}/${exam.examId}/cham-diem?userExamId=${attempt.id}`);
  const card = teacherPage.getByRole('region', { name: /^Câu \d+$/ }).filter({ hasText: 'Đọc to' });
  const audio = card.getByLabel('Bản ghi âm của học sinh');
  await expect(audio).toBeVisible();
  expect(await audioDuration(audio)).toBeGreaterThan(2);
  await context.close();
});
