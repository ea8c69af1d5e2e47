// Media in the libraries: a teacher uploads a picture into her own media through the resumable uploads (the
// connection drops once and the upload resumes), names it and opens it; a colleague opens the school's 3D model and
// plays its sound; a student sees the school's media but cannot add to it, and has no personal media.
import sharp from 'sharp';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, TEACHER, uiLogin } from './exam-api-helpers.ts';
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
  await expect(model.locator('model-viewer')).toBeVisible();
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
