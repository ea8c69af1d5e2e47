// The production build as a browser receives it: scripts and styles precompressed with brotli, the strict security
// headers on the page, and the service worker's precache holding the decoded files, not the brotli bytes. That every
// screen works under the policy is the fixtures' guard, in every browser test.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { apiLogin, uiLogin } from './exam-api-helpers.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

const dist = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
const entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))![1]!;

test('the sign-in page arrives compressed, under the security headers, and the precache holds the decoded files', async ({ page }) => {
  const scriptResponse = page.waitForResponse((res) => res.url().endsWith(entryScript));
  const documentResponse = await page.goto('/login');
  const pageHeaders = await documentResponse!.allHeaders();
  expect(pageHeaders['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(pageHeaders['content-security-policy']).not.toContain('unsafe-inline');
  expect(pageHeaders['x-content-type-options']).toBe('nosniff');
  expect(pageHeaders['cache-control']).toBe('no-cache');
  expect(pageHeaders['content-encoding']).toBe('br');

  const script = await scriptResponse;
  const scriptHeaders = await script.allHeaders();
  expect(scriptHeaders['content-encoding']).toBe('br');
  expect(scriptHeaders['cache-control']).toContain('immutable');
  const rawBytes = statSync(path.join(dist, entryScript)).size;
  expect(Number(scriptHeaders['content-length'])).toBeLessThan(rawBytes / 2);

  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cached = await page.evaluate(async (url) => {
    const names = await caches.keys();
    for (const name of names) {
      const hit = await (await caches.open(name)).match(url, { ignoreSearch: true });
      if (hit) return (await hit.arrayBuffer()).byteLength;
    }
    return -1;
  }, entryScript);
  expect(cached).toBe(rawBytes);
});

test('until its scripts arrive, the sign-in page shows its own frame loading, and the form then takes the same place', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entryScript}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  // index.html holds both loading screens; once its stylesheet applies, one shows.
  await expect(page.getByRole('status', { name: 'Đang tải...' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('status', { name: 'Đang tải...' })).toBeVisible();
  const heading = page.getByRole('heading', { name: 'Chào mừng trở lại' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Lớp học số')).toBeVisible();
  const before = await heading.boundingBox();
  release();
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByText('Đang tải...')).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(before);
});

test('the registration tab, whose heading is another, waits on the plain loading screen', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(`**${entryScript}`, () => undefined);
  await page.goto('/login?tab=register', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Đang tải...' })).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Đang tải...' })).toBeVisible();
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(0);
  await context.close();
});

test("a student's home greets her while her panels' data is on its way, then shows the panels together", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/s/v2/missions/student-missions**', async (route) => {
    await held;
    await route.continue();
  });
  await uiLogin(page, 'hs04@nguyendu.edu.vn');
  await expect(page.getByText(/^Xin chào, .+! Đây là những việc của em\.$/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Đang tải...' })).toBeVisible();
  // The lessons and announcements have arrived, but no panel shows before the missions: they appear together.
  await expect(page.getByRole('region')).toHaveCount(0);
  release();
  await expect(page.getByRole('region', { name: 'Nhiệm vụ cần làm' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bài thi đang mở' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Đang tải...' })).toHaveCount(0);
});

test('a first screen whose data is slow shows the app’s loading screen after a second, then the screen when the data comes', async ({ page, request }) => {
  // A device signed in before, with nothing of the user's data on it: the first screen waits for the network.
  const student = await apiLogin(request, 'hs05@nguyendu.edu.vn');
  await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [STORAGE_KEYS.accessToken, student.token] as const);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/s/sessions/current', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/${student.schoolId}`, { waitUntil: 'commit' });
  // The loading screen written into index.html, until the app has run.
  const bootScreen = await page.locator('#root > div').first().elementHandle();
  await expect(page.getByRole('status', { name: 'Đang tải...' })).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Đang tải...' })).toBeVisible();
  // After the router's wait the app renders its own loading screen in place of the HTML one, and keeps it up.
  await expect.poll(() => bootScreen!.evaluate((node) => node.isConnected), { timeout: 5000 }).toBe(false);
  await expect(page.getByRole('status', { name: 'Đang tải...' })).toBeVisible();
  release();
  await expect(page.getByRole('banner').getByText('Hoàng Giang')).toBeVisible();
  await expect(page.getByText(/^Xin chào, .+! Đây là những việc của em\.$/)).toBeVisible();
});

test('the first screen’s code is asked for beside the app’s own: the sign-in screen’s at /login, the signed-in layouts’ with a token', async ({
  browser,
  request,
}) => {
  /** The modulepreload links on the page while the app's entry script is held back: only the start script's. */
  async function preloadsBeforeTheApp(path: string, token?: string) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (token) await context.addInitScript(([key, t]) => localStorage.setItem(key, t), [STORAGE_KEYS.accessToken, token] as const);
    const page = await context.newPage();
    await page.route(`**${entryScript}`, () => undefined);
    await page.goto(path, { waitUntil: 'commit' });
    // Parsed ('interactive'), its deferred scripts still waiting for the held entry.
    await page.waitForFunction(() => document.readyState === 'interactive');
    const hrefs = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    await context.close();
    return hrefs;
  }
  const signIn = await preloadsBeforeTheApp('/login');
  expect(signIn).toContainEqual(expect.stringMatching(/^\/assets\/login-[\w-]+\.js$/));
  expect(signIn).not.toContainEqual(expect.stringMatching(/signed-in/));

  const student = await apiLogin(request, 'hs05@nguyendu.edu.vn');
  const signedIn = await preloadsBeforeTheApp(`/${student.schoolId}`, student.token);
  expect(signedIn).toContainEqual(expect.stringMatching(/^\/assets\/signed-in-[\w-]+\.js$/));
  expect(signedIn).not.toContainEqual(expect.stringMatching(/\/login-/));

  // A signed-out visitor of a public page is not sent either.
  const visitor = await preloadsBeforeTheApp('/free-resources');
  expect(visitor).not.toContainEqual(expect.stringMatching(/\/(?:login|signed-in)-/));
});
