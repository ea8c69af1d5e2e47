// Media in the libraries: a teacher uploads a picture into her own media through the resumable uploads (the
// connection drops once and the upload resumes), names it and opens it; a teacher uploads a video, which gets its
// picture at 10 % and plays; a colleague opens the school's 3D model and plays its sound; a student sees the school's
// media but cannot add to it, and has no personal media; a picture whose file is missing shows the default thumbnail.
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

const picture = () =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();

test('a teacher uploads a picture into her media, the connection dropping once, and opens it', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await page.goto(`/${schoolId}/person-library/media`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Học liệu của tôi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ảnh vòng tuần hoàn nước (bản của tôi)', exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Dung lượng tải lên' })).toBeVisible();

  // The first time the bytes are sent, the connection breaks: the upload asks where it stopped and goes on.
  let dropped = false;
  await page.route('**/api/s/uploads/**', (route) => {
    if (route.request().method() === 'PATCH' && !dropped) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.getByRole('button', { name: 'Thêm học liệu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm học liệu' });
  await expect(dialog.getByRole('button', { name: 'Lưu' })).toBeDisabled();
  await dialog.getByLabel('Tệp học liệu').setInputFiles({ name: 'so-do-quang-hop.png', mimeType: 'image/png', buffer: await picture() });
  await expect(dialog.getByRole('status')).toHaveText('Đã tải lên xong. Đặt tên rồi bấm Lưu.');
  expect(dropped).toBe(true);
  await expect(dialog.getByLabel('Tên')).toHaveValue('so-do-quang-hop');
  await expectAccessible(page, 'media: add dialog');

  const name = `Sơ đồ quang hợp ${Date.now()}`;
  await dialog.getByLabel('Tên').fill(name);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Thêm mới thành công')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  await expect(row).toContainText('Hình ảnh');

  await row.getByRole('button', { name, exact: true }).click();
  const viewer = page.getByRole('dialog', { name });
  const shown = viewer.getByRole('img', { name });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await expectAccessible(page, 'media: viewer');
  await viewer.getByRole('button', { name: 'Đóng' }).click();
  await expect(viewer).toBeHidden();
});

test('a file that is not media is refused before it is sent', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await page.goto(`/${schoolId}/person-library/media`);
  await page.getByRole('button', { name: 'Thêm học liệu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm học liệu' });
  await dialog.getByLabel('Tệp học liệu').setInputFiles({ name: 'bai-tap.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(dialog.getByRole('alert')).toHaveText('Học liệu phải là hình ảnh, video, âm thanh hoặc mô hình 3D (GLB)');
  await expect(dialog.getByRole('button', { name: 'Lưu' })).toBeDisabled();
});

test('a colleague turns the school’s 3D model and plays its sound', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  const refused: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
  await uiLogin(page, 'gv.minh@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/library/media`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Học liệu của trường' })).toBeVisible();

  await page.getByRole('button', { name: 'Khối lập phương (mô hình 3D)', exact: true }).click();
  const model = page.getByRole('dialog', { name: 'Khối lập phương (mô hình 3D)' });
  // The 3D viewer is a chunk of its own (about 1 MB of script), fetched on first use: a busy machine takes a while.
  await expect(model.locator('model-viewer')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => model.locator('model-viewer').evaluate((el) => (el as HTMLElement & { loaded: boolean }).loaded), { timeout: 20_000 }).toBe(true);
  await model.getByRole('button', { name: 'Đóng' }).click();

  await page.getByRole('button', { name: 'Âm báo bắt đầu hoạt động nhóm', exact: true }).click();
  const sound = page.getByRole('dialog', { name: 'Âm báo bắt đầu hoạt động nhóm' });
  await expect(sound).toContainText('Âm thanh');
  await expect.poll(() => sound.locator('audio').evaluate((a: HTMLAudioElement) => Math.round(a.duration))).toBe(2);
  expect(refused).toEqual([]);
});

test('a student sees the school’s media but cannot add to it, and has no personal media', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'hs16@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/library/media`);
  await settled(page);
  await expect(page.getByRole('button', { name: 'Sơ đồ vòng tuần hoàn của nước', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thêm học liệu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tế bào thực vật – bản nháp có chú thích', exact: true })).toHaveCount(0);
  await page.goto(`/${schoolId}/person-library/media`);
  await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
  await page.getByRole('button', { name: /Tài khoản$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Thư viện học liệu' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/personal-media');
  await expect(page.getByRole('heading', { name: 'Học liệu của tôi' })).toBeVisible();
  await expect(page.getByText('Chưa có thư viện học liệu cá nhân')).toBeVisible();
});

test('a teacher reaches her own media from the avatar menu', async ({ page }) => {
  await uiLogin(page, TEACHER);
  await page.getByRole('button', { name: /Tài khoản$/ }).click();
  await page.getByRole('menuitem', { name: 'Thư viện học liệu' }).click();
  await expect(page).toHaveURL(/\/personal-media$/);
  await expect(page.getByRole('heading', { name: 'Học liệu của tôi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ảnh vòng tuần hoàn nước (bản của tôi)', exact: true })).toBeVisible();
  await expectAccessible(page, 'media: personal media from the avatar menu');
});

test('an upload cut off by the network says so and goes on by itself when the network is back', async ({ page, context, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await page.goto(`/${schoolId}/person-library/media`);
  await page.getByRole('button', { name: 'Thêm học liệu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm học liệu' });
  await context.setOffline(true);
  await dialog.getByLabel('Tệp học liệu').setInputFiles({ name: 'anh-ngoai-troi.png', mimeType: 'image/png', buffer: await picture() });
  await expect(dialog.getByRole('alert')).toHaveText('Đang mất mạng: tệp sẽ được gửi tiếp khi có mạng trở lại.');
  await expect(dialog.getByRole('button', { name: 'Lưu' })).toBeDisabled();
  await expect(dialog.getByLabel('Tên')).toHaveValue('anh-ngoai-troi');
  await context.setOffline(false);
  await expect(dialog.getByRole('status')).toHaveText('Đã tải lên xong. Đặt tên rồi bấm Lưu.');
  const name = `Ảnh ngoài trời ${Date.now()}`;
  await dialog.getByLabel('Tên').fill(name);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
});

test('a teacher uploads a video: it gets its picture at 10 % and its length, and plays', async ({ page, request }) => {
  const minh = 'gv.minh@nguyendu.edu.vn';
  const { schoolId } = await apiLogin(request, minh);
  await uiLogin(page, minh);
  await page.goto(`/${schoolId}/person-library/media`);
  await settled(page);
  await page.getByRole('button', { name: 'Thêm học liệu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm học liệu' });
  // The demo video (scripts/make-video-fixture.mjs): 10 s, 640×360.
  const video = readFileSync(fileURLToPath(new URL('../../server/seed-media/su-bay-hoi-cua-nuoc.webm', import.meta.url)));
  await dialog.getByLabel('Tệp học liệu').setInputFiles({ name: 'thi-nghiem-bay-hoi.webm', mimeType: 'video/webm', buffer: video });
  await expect(dialog.getByText(/thi-nghiem-bay-hoi\.webm · .* · Video/)).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Đã tải lên xong. Đặt tên rồi bấm Lưu.', { timeout: 30_000 });
  const name = `Thí nghiệm bay hơi ${Date.now()}`;
  await dialog.getByLabel('Tên').fill(name);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Thêm mới thành công')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  await expect(row).toContainText('Video');
  // The list shows the frame the browser took at 1 s of 10 (drawn at most 640 px wide).
  const thumb = row.locator('img');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);

  await row.getByRole('button', { name, exact: true }).click();
  const viewer = page.getByRole('dialog', { name });
  const player = viewer.locator('video');
  await expect(player).toHaveAttribute('poster', /^\/api\/files\//);
  const played = await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    await new Promise<void>((ok) => {
      const tick = () => (v.currentTime > 0.3 ? ok() : requestAnimationFrame(tick));
      tick();
    });
    v.pause();
    return { duration: v.duration, readyState: v.readyState, width: v.videoWidth };
  });
  expect(played).toMatchObject({ readyState: expect.any(Number), width: 640 });
  expect(played.duration).toBeCloseTo(10, 0);
  expect(played.readyState).toBeGreaterThanOrEqual(2);
  await viewer.getByRole('button', { name: 'Đóng' }).click();

  const own = (await (await request.get('/api/s/personal/media_resources?perPage=50', { headers: headers(await apiLogin(request, minh)) })).json()).data as {
    name: string;
    durationSeconds: number | null;
    thumbnailUrl: string | null;
  }[];
  expect(own.find((m) => m.name === name)).toMatchObject({ durationSeconds: 10, thumbnailUrl: expect.stringMatching(/^\/api\/files\//) });
});

test.describe('without the service worker (every request seen by the test)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a picture whose file is missing is asked for once more, then shows the default thumbnail, not a broken image', async ({ page, request }) => {
    const teacher = await apiLogin(request, TEACHER);
    const items = (await (await request.get('/api/s/media_resources?perPage=50', { headers: headers(teacher) })).json()).data as {
      name: string;
      url: string;
      thumbnailUrl: string;
    }[];
    const diagram = items.find((m) => m.name === 'Sơ đồ vòng tuần hoàn của nước')!;
    // Each request for the two files: by the element itself, or by the page with the sign-in.
    const asked: { url: string; signedIn: boolean }[] = [];
    for (const url of [diagram.url, diagram.thumbnailUrl]) {
      await page.route(`**${url}`, (route) => {
        asked.push({ url, signedIn: route.request().headers().authorization?.startsWith('Bearer ') ?? false });
        return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Không tìm thấy"}' });
      });
    }
    await uiLogin(page, TEACHER);
    await page.goto(`/${teacher.schoolId}/library/media`);
    await settled(page);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: diagram.name, exact: true }) });
    await expect(row.getByRole('img', { name: 'Không tải được học liệu' })).toBeVisible();
    await expect(row.locator('img')).toHaveCount(0);

    await row.getByRole('button', { name: diagram.name, exact: true }).click();
    const viewer = page.getByRole('dialog', { name: diagram.name });
    await expect(viewer.getByRole('img', { name: `Không tải được học liệu: ${diagram.name}` })).toBeVisible();
    await expect(viewer.getByText('Không tải được học liệu', { exact: true })).toBeVisible();
    await expect(viewer.locator('img')).toHaveCount(0);
    // The element's own request, then once more with the sign-in, for the picture and for its thumbnail.
    for (const url of [diagram.url, diagram.thumbnailUrl]) {
      expect(asked.filter((a) => a.url === url && !a.signedIn).length).toBeGreaterThanOrEqual(1);
      expect(asked.filter((a) => a.url === url && a.signedIn)).toHaveLength(1);
    }
    await expectAccessible(page, 'media: a picture that could not be loaded');
  });
});
