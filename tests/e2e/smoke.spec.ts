import { test, expect } from './fixtures.ts';

test('a visitor opening the app is sent to the login screen served by the real server', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
});
