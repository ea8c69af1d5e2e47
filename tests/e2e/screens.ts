// Helpers for browser tests that walk every screen a role can reach: the sidebar, its links, and "loaded".
import { expect, type Page } from './fixtures.ts';

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu chính' });

/** The page has finished loading: its main area shows and no loading text, spinner or busy region is left. */
export async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText(/^Đang tải/)).toHaveCount(0, { timeout: 15_000 });
  // A section's spinner says it only to assistive technology (components/ui/spinner.tsx).
  await expect(page.getByRole('main').getByRole('status', { name: /^Đang tải/ })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Every link of the sidebar, its groups unfolded first. */
export async function menuLinks(page: Page): Promise<{ label: string; href: string }[]> {
  const menu = sidebar(page);
  // Each group folds open on its own; the locator is read again after every click, since the folded ones change.
  const folded = menu.locator('button[aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
  return menu.getByRole('link').evaluateAll((links) => links.map((a) => ({ label: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })));
}

/** Opens a menu entry by clicking it (unfolding its group again if need be) and waits for the screen to load. */
export async function openFromMenu(page: Page, href: string) {
  const from = new URL(page.url());
  if (from.pathname + from.search !== href) {
    const link = sidebar(page).locator(`a[href="${href}"]`).first();
    // The sidebar may render again just after signing in (the school's session arriving) and fold its groups back:
    // unfold until the entry stays visible.
    await expect(async () => {
      if (!(await link.isVisible())) await menuLinks(page);
      await expect(link).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await link.click();
    await expect(page).not.toHaveURL(from.href);
  }
  await settled(page);
}
