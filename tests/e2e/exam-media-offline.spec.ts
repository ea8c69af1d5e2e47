// Exam media offline: an exam opened once online is taken to the end with the network off, media included —
// also the picture and the listening audio of questions the student had not reached before the network went away.
import { test, expect } from './fixtures.ts';
import { jump, signInAndFindExam, waitForServiceWorker } from './exam-learning-helpers.ts';

test('the picture and the audio of questions not yet shown play offline after the exam was opened online', async ({ page, request, context }) => {
  const exam = await signInAndFindExam(page, request, 'hs11@nguyendu.edu.vn');
  await waitForServiceWorker(page);
  await page.goto(exam.introUrl);
  await page.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // Opening the exam keeps every medium of it on the device, before any of them is on screen.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('exam-media')).keys()).map((r) => new URL(r.url).pathname).sort()))
    .toEqual(['/api/media/ha-long-bay.svg', '/api/media/speaking-sample.wav']);

  await context.setOffline(true);
  await jump(page, 7); // the reading passage (its button is 7–9), with its picture
  const picture = page.getByRole('img', { name: 'Hình minh hoạ của câu hỏi' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);

  await jump(page, 11); // the speaking question, with its sample to listen to
  const audio = page.getByLabel('Đoạn nghe của câu hỏi');
  const duration = await audio.evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        if (el.readyState >= 1) resolve(el.duration);
        el.addEventListener('loadedmetadata', () => resolve(el.duration));
        el.addEventListener('error', () => resolve(-1));
        el.load();
      }),
  );
  expect(duration).toBeGreaterThan(3);
});
