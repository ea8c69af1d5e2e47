// Browser tests: the built app served by the real server (production mode, fresh in-memory database), in the system's
// Chromium when there is one (scripts/chromium.ts), otherwise Playwright's own browser.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    serviceWorkers: 'allow',
    // A trace of the retry of a failed test, not of every test: recording one (a screencast and a DOM snapshot at each
    // step) for every test and dropping it when the test passes took 40 % of the browser tests' time.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: testChromium, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The production bundle, built by `npm run test:e2e` with the app (scripts/build-server.mjs).
    command: 'node server/dist/node/main.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      MAIL_DIR: process.env.E2E_MAIL_DIR ?? 'test-results/mail',
      // A fresh folder per run, like the in-memory database: files of an earlier run never leak into this one.
      FILES_DIR: `test-results/files-${Date.now()}`,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      APP_URL: `http://localhost:${port}`,
      // Production needs it to keep SMTP account passwords (the email settings test saves one); a test-only key.
      SECRETS_KEY: 'ZTJlLXRlc3Qtb25seS1zZWNyZXRzLWtleS0zMmJ5dGU=',
    },
  },
});
