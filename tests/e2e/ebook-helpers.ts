// The e-book reader in browser tests: a page shown, and drawn by pdf.js (its canvas has pixels).
import { expect, type Page } from './fixtures.ts';

export async function expectPageDrawn(page: Page, n: number) {
  const shown = page.getByRole('group', { name: new RegExp(`^Trang ${n} trên \\d+$`) });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect
    .poll(
      () =>
        shown
          .locator('canvas')
          .first()
          .evaluate((c: HTMLCanvasElement) => c.width),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}
