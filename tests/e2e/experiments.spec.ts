// Virtual experiments: a teacher uploads a simulation package into her own library, names it and opens it in its
// sandboxed frame; the package's script tries to read the app's sign-in token and its IndexedDB and is refused both
// (an opaque origin), while the app itself still holds its token. A package with a path climbing out is refused.
import JSZip from 'jszip';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

const PROBE = `
const out = [];
try { out.push('token:' + localStorage.getItem('lhs.accessToken')); } catch (e) { out.push('token:' + e.name); }
try { indexedDB.open('lhs-probe'); out.push('idb:opened'); } catch (e) { out.push('idb:' + e.name); }
document.getElementById('out').textContent = out.join(' ');
`;

async function pack(files: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

test('a teacher uploads a simulation and runs it in a sandbox that cannot reach the app’s token or storage', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await page.goto(`/${schoolId}/person-library/experiment`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Thí nghiệm ảo của tôi' })).toBeVisible();

  await page.getByRole('button', { name: 'Thêm thí nghiệm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm thí nghiệm' });
  await expect(dialog.getByRole('button', { name: 'Lưu' })).toBeDisabled();
  const bytes = await pack({
    'do-thu/index.html': '<!doctype html><title>Thử</title><p id="out">…</p><script src="probe.js"></script>',
    'do-thu/probe.js': PROBE,
  });
  await dialog
    .getByLabel('Gói thí nghiệm (.zip có index.html, hoặc tệp .html)')
    .setInputFiles({ name: 'do-thu.zip', mimeType: 'application/zip', buffer: bytes });
  await expect(dialog.getByRole('status')).toHaveText('Gói hợp lệ (2 tệp). Đặt tên rồi bấm Lưu.');
  await expect(dialog.getByLabel('Tên')).toHaveValue('do-thu');
  await expectAccessible(page, 'experiments: add dialog');
  const name = `Đo thử ${Date.now()}`;
  await dialog.getByLabel('Tên').fill(name);
  await dialog.getByLabel('Hướng dẫn sử dụng').fill('Mở và quan sát.');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Thêm mới thành công')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name, exact: true }).click();
  const player = page.getByRole('dialog', { name });
  await expect(player.getByText('Mở và quan sát.')).toBeVisible();
  const frame = page.frameLocator(`iframe[title="Thí nghiệm: ${name}"]`);
  await expect(frame.locator('#out')).toHaveText('token:SecurityError idb:SecurityError');
  await expectAccessible(page, 'experiments: player');
  // The app's own storage is untouched and still holds the sign-in token.
  expect(await page.evaluate(() => localStorage.getItem('lhs.accessToken'))).toBeTruthy();
});

test('a package whose path climbs out of its folder is refused', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await page.goto(`/${schoolId}/person-library/experiment`);
  await page.getByRole('button', { name: 'Thêm thí nghiệm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm thí nghiệm' });
  const bytes = await pack({ 'index.html': '<p>x</p>', '../evil.html': '<p>x</p>' });
  await dialog.getByLabel('Gói thí nghiệm (.zip có index.html, hoặc tệp .html)').setInputFiles({ name: 'xau.zip', mimeType: 'application/zip', buffer: bytes });
  await expect(dialog.getByRole('alert')).toHaveText('Gói thí nghiệm có đường dẫn tệp không hợp lệ: ../evil.html');
  await expect(dialog.getByRole('button', { name: 'Lưu' })).toBeDisabled();
});
