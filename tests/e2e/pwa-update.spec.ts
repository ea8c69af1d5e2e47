// A new deployment reaches an open app: the built service worker (a classic script) installs, the next version waits
// until the user accepts it in the "Đã có phiên bản mới" banner, and "Cập nhật" reloads the page into it — also in
// the tab the first install took over, and also when the page is still fetching through the old worker at the click
// (Chromium then parks the handover; the app reloads anyway and the navigation completes it).
import { test, expect, type Locator, type Page } from './fixtures.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const swFile = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist', 'sw.js');
/** The server sends the precompressed copies, so a deployment rewrites them too. */
const variants = [
  { file: swFile, encode: (raw: Buffer) => raw },
  { file: `${swFile}.br`, encode: (raw: Buffer) => brotliCompressSync(raw) },
  { file: `${swFile}.gz`, encode: (raw: Buffer) => gzipSync(raw) },
].filter(({ file }) => existsSync(file));
let originals: Buffer[] | null = null;

test.afterEach(() => {
  if (originals) variants.forEach(({ file }, i) => writeFileSync(file, originals![i]!));
  originals = null;
});

async function waitForController(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** A new deployment (any byte change of sw.js is a new version for the browser), which the page then looks for. */
async function deployNewVersion(page: Page) {
  originals ??= variants.map(({ file }) => readFileSync(file));
  const next = Buffer.concat([readFileSync(swFile), Buffer.from(`\n// e2e new version ${Date.now()}\n`)]);
  for (const { file, encode } of variants) writeFileSync(file, encode(next));
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

const updateBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Đã có phiên bản mới' });

/** Opens the app once (the first worker installs and takes the page over) and deploys a new version. */
async function openAndDeploy(page: Page): Promise<Locator> {
  await page.goto('/login');
  await waitForController(page);
  const banner = updateBanner(page);
  await expect(banner).toHaveCount(0);
  await deployNewVersion(page);
  await expect(banner).toBeVisible();
  return banner;
}

/** Presses "Cập nhật" and expects a new page (the marker set on this one gone) run by the new worker, none waiting. */
async function updateAndExpectNewVersion(page: Page, banner: Locator) {
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
  });
  // The reload comes once the new worker controls the page, at the latest TAKEOVER_TIMEOUT_MS (3 s) after the click.
  await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), banner.getByRole('button', { name: 'Cập nhật' }).click()]);
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  await expect(banner).toHaveCount(0);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlledByActive: navigator.serviceWorker.controller === registration?.active };
    }),
  ).toEqual({ waiting: false, controlledByActive: true });
}

test('a new version waits for "Cập nhật", then the page reloads into it', async ({ page }) => {
  const banner = await openAndDeploy(page);
  // "Để sau" hides it; the waiting version is offered again on the next visit.
  await banner.getByRole('button', { name: 'Để sau' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(banner).toBeVisible();
  await updateAndExpectNewVersion(page, banner);
});

test('"Cập nhật" in the tab of the first visit, which had no worker when it registered', async ({ page }) => {
  const banner = await openAndDeploy(page);
  await updateAndExpectNewVersion(page, banner);
});

test('"Cập nhật" while the page is still fetching through the old worker', async ({ page }) => {
  const banner = await openAndDeploy(page);
  await page.reload();
  await expect(banner).toBeVisible();
  // Requests in flight at the click, as a page still loading its chunks, pictures or API data has: for a second, one
  // every 50 ms through the old worker.
  await page.evaluate(() => {
    let n = 0;
    const burst = setInterval(() => void fetch(`/manifest.webmanifest?burst=${++n}`).catch(() => undefined), 50);
    setTimeout(() => clearInterval(burst), 1000);
  });
  await updateAndExpectNewVersion(page, banner);
});
