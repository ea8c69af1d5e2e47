// Accessibility check of what a page shows now: axe-core with the WCAG 2.0/2.1 A and AA rules (a serious or critical
// violation fails the test with the rule, the elements and how to fix them), and no date or time input whose format
// follows the browser's language.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Soft: a test walking many screens reports every screen's violations at once, then fails. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    // Checked inside the page itself: otherwise every check opens a blank page of its own to gather the frames'
    // results (a new renderer each time, seconds on a two-core machine, for a walk of hundreds of screens). The app
    // embeds no cross-origin frame that this mode would leave out; same-origin frames are still checked.
    .setLegacyMode(true)
    // Headless UI's focus-trap sentinels: hidden elements that hand focus straight back into the open popover, so
    // they are never a stop for keyboard or screen-reader users.
    .exclude('[id^="headlessui-focus-sentinel"]')
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join('\n    ')}`,
    );
  expect.soft(blocking, `accessibility of ${screen}`).toEqual([]);
  // Dates and times read dd/MM/yyyy and 24-hour on every device: the browser's own pickers follow its language.
  const nativePickers = await page.locator('input[type="date"], input[type="datetime-local"], input[type="time"], input[type="month"]').count();
  expect.soft(nativePickers, `${screen}: date or time inputs that follow the browser's language`).toBe(0);
}
