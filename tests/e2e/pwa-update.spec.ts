// A new deployment reaches an open app: the built service worker (a classic script) installs, the next version waits
// until the user accepts it in the "Đã có phiên bản mới" banner, and "Cập nhật" reloads the page into it.
import { test, expect, type Page } from '@playwright/test';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const swFile = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist', 'sw.js');

async function waitForController(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('a new version waits for "Cập nhật", then the page reloads into it', async ({ page }) => {
  await page.goto('/login');
  await waitForController(page);
  const banner = page.getByRole('alert').filter({ hasText: 'Đã có phiên bản mới' });
  await expect(banner).toHaveCount(0);

  // A new deployment: any byte change of sw.js is a new version for the browser.
  const original = readFileSync(swFile);
  try {
    appendFileSync(swFile, `\n// e2e new version ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(banner).toBeVisible();

    // "Để sau" hides it; the waiting version is offered again on the next visit.
    await banner.getByRole('button', { name: 'Để sau' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(banner).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Cập nhật' }).click()]);
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  } finally {
    writeFileSync(swFile, original);
  }
});
