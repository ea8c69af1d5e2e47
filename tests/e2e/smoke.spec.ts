import { test, expect } from '@playwright/test';

test('the app shell loads from the real server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
});
