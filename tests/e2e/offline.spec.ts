// Offline from the first screen: after one online sign-in, the installed app reopens with the network off and still
// shows the signed-in user, served by the service worker and the cached session.
import { test, expect } from './fixtures.ts';

const STUDENT = { email: 'hs01@nguyendu.edu.vn', password: 'Hoc@2026', name: 'Nguyễn An' };

test('after one online sign-in the app reloads offline with the signed-in user', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(STUDENT.email);
  await page.getByLabel('Mật khẩu').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText(STUDENT.name).first()).toBeVisible();

  // The worker installs after the page's load event, precaches the shell, then claims the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Đang ngoại tuyến' })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();

  // Really offline, service worker included: the API is out of reach.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'unreachable',
      ),
    ),
  ).toBe('unreachable');
  // Not the browser's offline error page: the app itself, with the user from the cached session.
  expect(page.url()).toMatch(/^http:\/\/localhost:\d+\//);
  await expect(page.getByText(STUDENT.name).first()).toBeVisible();
  await expect(page.getByText('Đang ngoại tuyến')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  // The app's own files came from the precache through the browser's static route, not through the worker's script
  // (sw/static-routes.ts): what makes the offline start quick on a slow tablet.
  // Polled: the chunks the app loads once idle (the outbox, the local database) may still be on their way.
  const assetScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'))
        .map((e) => (e as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType),
    );
  await expect.poll(async () => (await assetScripts()).length).toBeGreaterThan(5);
  const scripts = await assetScripts();
  expect(new Set(scripts)).toEqual(new Set(['cache']));

  // Back online the pill goes away without a reload.
  await context.setOffline(false);
  await expect(page.getByText('Đang ngoại tuyến')).toHaveCount(0);
});
