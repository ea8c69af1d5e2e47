// Every browser test imports `test` and `expect` from here: each page a test opens fails the test when the browser
// reports a Content-Security-Policy violation, so a header change that breaks a screen (a blocked script, style,
// worker or WebAssembly) cannot pass unnoticed.
import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export * from '@playwright/test';

const CSP_VIOLATION = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (message: ConsoleMessage) => {
        if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) violations.push(message.text());
      };
      context.on('console', watch);
      await use();
      context.off('console', watch);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
