// A real video through the whole offline path: a student downloads the lecture with the school's video and the video
// itself, the network goes off, the app is reloaded, and the video plays and seeks to its 6th second on the lecture's
// slide and on its own: every byte comes from the device, answered by the service worker's range route (a 206 for
// each part the player asks for), and nothing leaves the browser for the file. Without a service worker, a video
// whose address fails is played from the same download by the page itself (use-media-source.ts).
import { test, expect, type Locator, type Page } from './fixtures.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { waitForServiceWorker } from './exam-learning-helpers.ts';
import { settled } from './screens.ts';

const STUDENT = 'hs12@nguyendu.edu.vn';
const GROUP = 'Lớp 7A1';
const LECTURE = 'Thì hiện tại đơn';
const VIDEO = 'Video: Sự bay hơi của nước';

/** What the page saw of one video file's requests: how each was answered, and any the worker sent to the network. */
interface FileTraffic {
  answers: { status: number; fromServiceWorker: boolean; range: string | null }[];
  fromWorkerToNetwork: string[];
}

async function download(page: Page, section: Locator, title: string) {
  const card = section.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: `Tải xuống để học ngoại tuyến: ${title}` }).click();
  const ask = page.getByRole('dialog', { name: 'Tải xuống để học ngoại tuyến' });
  await ask.getByRole('button', { name: /^Tải xuống \(/ }).click();
  await expect(ask).toBeHidden();
  await expect(card.getByRole('status').filter({ hasText: /^Đã tải xuống · / })).toBeVisible({ timeout: 60_000 });
}

/**
 * Plays the video a moment, pauses, seeks to 6 s and waits for that frame to be shown; answers where it is and what
 * the frame shows along its bottom bar (the film draws a bar as long as the time gone: 6 s of 10 fill 60 %).
 */
async function playAndSeek(video: Locator) {
  return video.evaluate(async (v: HTMLVideoElement) => {
    const within = <T>(p: Promise<T>, what: string) =>
      Promise.race([p, new Promise<T>((_, fail) => setTimeout(() => fail(new Error(`no ${what} (media error ${v.error?.code ?? 'none'})`)), 15_000))]);
    v.muted = true;
    await within(v.play(), 'playback');
    await within(
      new Promise<void>((ok) => {
        const tick = () => (v.currentTime > 0.3 ? ok() : requestAnimationFrame(tick));
        tick();
      }),
      'progress while playing',
    );
    v.pause();
    const shown = new Promise<void>((ok) => v.requestVideoFrameCallback(() => ok()));
    const seeked = new Promise<void>((ok) => v.addEventListener('seeked', () => ok(), { once: true }));
    v.currentTime = 6;
    await within(seeked, 'seeked');
    await within(shown, 'frame after the seek');
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const g = canvas.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(v, 0, 0);
    const y = Math.round(canvas.height * (1 - 12 / 360));
    const dark = (x: number) => {
      const [r, gr, b] = g.getImageData(Math.round(canvas.width * x), y, 1, 1).data;
      return r! + gr! + b! < 300;
    };
    const all = g.getImageData(0, 0, canvas.width, canvas.height).data;
    let lit = 0;
    for (let i = 0; i < all.length; i += 4 * 97) if (all[i]! + all[i + 1]! + all[i + 2]! > 60) lit++;
    return {
      currentTime: v.currentTime,
      readyState: v.readyState,
      duration: v.duration,
      litShare: lit / Math.ceil(all.length / (4 * 97)),
      barAt55: dark(0.55),
      barAt70: dark(0.7),
    };
  });
}

function expectSixthSecond(seen: Awaited<ReturnType<typeof playAndSeek>>) {
  expect(seen.duration).toBeCloseTo(10, 0);
  expect(Math.abs(seen.currentTime - 6)).toBeLessThan(0.1);
  expect(seen.readyState).toBeGreaterThanOrEqual(2);
  // A drawn frame, not a black or empty one, and the frame of the 6th second (the bar past 55 %, short of 70 %).
  expect(seen.litShare).toBeGreaterThan(0.5);
  expect(seen.barAt55).toBe(true);
  expect(seen.barAt70).toBe(false);
}

test('a downloaded video plays and seeks offline, on the lecture’s slide and on its own', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const student = await apiLogin(request, STUDENT);
  const groups = (await (await request.get('/api/s/personal/learning_groups', { headers: headers(student) })).json()).data as { id: number; name: string }[];
  const groupId = groups.find((g) => g.name === GROUP)!.id;
  const given = (await (await request.get(`/api/s/personal/learning_groups/${groupId}/coursewares`, { headers: headers(student) })).json()).data as {
    title: string;
    open: { kind: string; url?: string };
  }[];
  const videoUrl = given.find((c) => c.title === VIDEO)!.open.url!;
  expect(videoUrl).toMatch(/^\/api\/files\//);

  await uiLogin(page, STUDENT);
  await page.goto(`/${student.schoolId}/my-learning-group/${groupId}`);
  await waitForServiceWorker(page);
  const section = page.getByRole('region', { name: 'Tài liệu học tập' });
  await expect(section.getByRole('button', { name: `Mở học liệu ${VIDEO}` })).toBeVisible();
  await settled(page);
  await download(page, section, LECTURE);
  await download(page, section, VIDEO);

  await context.setOffline(true);
  const traffic: FileTraffic = { answers: [], fromWorkerToNetwork: [] };
  context.on('request', (r) => {
    if (r.serviceWorker() && new URL(r.url()).pathname === videoUrl) traffic.fromWorkerToNetwork.push(r.url());
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === videoUrl)
      traffic.answers.push({ status: r.status(), fromServiceWorker: r.fromServiceWorker(), range: r.request().headers().range ?? null });
  });
  await page.reload();

  // On the lecture's slide beside the sentence it illustrates.
  await section.getByRole('link', { name: `Mở bài giảng ${LECTURE}` }).click();
  await expect(page.getByRole('group', { name: /^Trang 1 trên 5$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Trang sau' }).click();
  await page.getByRole('button', { name: 'Trang sau' }).click();
  const slide = page.getByRole('group', { name: /^Trang 3 trên 5$/ });
  await expect(slide.getByText('Xem video: một sự thật hiển nhiên')).toBeVisible();
  expectSixthSecond(await playAndSeek(slide.locator(`video[aria-label="${VIDEO}"]`)));
  await page.getByRole('link', { name: /Thoát/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-learning-group/${groupId}$`));

  // On its own, from the class's materials.
  await section.getByRole('button', { name: `Mở học liệu ${VIDEO}` }).click();
  const dialog = page.getByRole('dialog', { name: VIDEO });
  expectSixthSecond(await playAndSeek(dialog.locator('video')));
  await page.keyboard.press('Escape');

  expect(traffic.fromWorkerToNetwork).toEqual([]);
  expect(traffic.answers.length).toBeGreaterThan(0);
  for (const answer of traffic.answers) expect(answer, JSON.stringify(traffic.answers)).toMatchObject({ fromServiceWorker: true });
  // The player reads the file by ranges, each answered with its part.
  expect(traffic.answers.some((a) => a.status === 206)).toBe(true);
  expect(traffic.answers.every((a) => (a.range ? a.status === 206 : a.status === 200))).toBe(true);
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a downloaded video whose address fails is played and seeked from the device by the page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const student = await apiLogin(request, STUDENT);
    const groups = (await (await request.get('/api/s/personal/learning_groups', { headers: headers(student) })).json()).data as { id: number; name: string }[];
    const groupId = groups.find((g) => g.name === GROUP)!.id;
    const given = (await (await request.get(`/api/s/personal/learning_groups/${groupId}/coursewares`, { headers: headers(student) })).json()).data as {
      title: string;
      open: { url?: string };
    }[];
    const videoUrl = given.find((c) => c.title === VIDEO)!.open.url!;

    await uiLogin(page, STUDENT);
    await page.goto(`/${student.schoolId}/my-learning-group/${groupId}`);
    const section = page.getByRole('region', { name: 'Tài liệu học tập' });
    await settled(page);
    await download(page, section, VIDEO);

    // From now on the connection breaks on this file: the player's request, and the page's one more try.
    let refused = 0;
    await page.route(`**${videoUrl}`, (route) => {
      refused++;
      return route.abort('connectionreset');
    });
    await section.getByRole('button', { name: `Mở học liệu ${VIDEO}` }).click();
    const dialog = page.getByRole('dialog', { name: VIDEO });
    await expect(dialog.locator('video')).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
    expectSixthSecond(await playAndSeek(dialog.locator('video')));
    expect(refused).toBe(2);
  });
});
