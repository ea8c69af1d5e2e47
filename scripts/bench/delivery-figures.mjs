// Delivery figures of `npm run bench`: Lighthouse (mobile: its Slow 4G and 4× CPU simulation) on the sign-in page and
// a signed-in student's home, the bytes a browser downloads for each next to their size unpacked, and the offline cold
// start of the installed app against a blank page served by the same service worker.
/* global window, document, MutationObserver -- the callbacks below run inside the page */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { percentile } from './server-load.mjs';
import { DEMO_STUDENT_NAME, storeSession } from './bench-api.mjs';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

const LIGHTHOUSE_RUNS = 5;
// The blank page takes 95–135 ms from one launch to the next: nine launches of each keep the ratio from swinging with it.
const COLD_START_RUNS = 9;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const median = (values) => percentile(values, 50);
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Lighthouse's four category scores (0–100), median of LIGHTHOUSE_RUNS runs each, every run a first visit. A page with
 * `signedIn` runs with the session the app keeps in localStorage; the others without it.
 */
async function lighthouseScores(executablePath, base, pages, token) {
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: CHROME_FLAGS });
  try {
    // Every run is a first visit, as Lighthouse's own storage reset makes it — no service worker, Cache Storage,
    // IndexedDB or HTTP cache left by the run before — except that the session stays in localStorage for the pages
    // measured signed in (the reset would clear it too, hence `disableStorageReset` and this instead). Playwright is
    // connected for this only: left attached, it instruments every page the browser opens, the measured one too.
    const firstVisit = async (session) => {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const setup = await cdp.contexts()[0].newPage();
      const client = await setup.context().newCDPSession(setup);
      await client.send('Network.clearBrowserCache');
      await client.send('Storage.clearDataForOrigin', {
        origin: new URL(base).origin,
        storageTypes: 'cookies,file_systems,indexeddb,shader_cache,websql,service_workers,cache_storage',
      });
      await setup.goto(`${base}/robots.txt`);
      await setup.evaluate(([key, v]) => (v ? localStorage.setItem(key, v) : localStorage.removeItem(key)), [STORAGE_KEYS.accessToken, session]);
      await setup.close();
      await cdp.close();
    };
    const results = {};
    for (const { name, url, signedIn } of pages) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        let lhr;
        // A run whose trace Lighthouse could not read (it says so in runtimeError) is run again, at most twice.
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
          await firstVisit(signedIn ? token : null);
          ({ lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true }));
        }
        // BENCH_LIGHTHOUSE_DIR keeps each run's whole report, to read its long tasks and main-thread breakdown.
        if (process.env.BENCH_LIGHTHOUSE_DIR)
          writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
          seo: Math.round(lhr.categories.seo.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      }
      results[name] = {
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        'best-practices': median(runs.map((r) => r['best-practices'])),
        seo: median(runs.map((r) => r.seo)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
      };
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** Bytes on the wire (compressed, as sent) and unpacked, for everything a page loads until the network is idle. */
async function pageBytes(browser, url, token) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (token) await storeSession(context, token);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const totals = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
      (sum, e) => ({ wire: sum.wire + e.encodedBodySize, raw: sum.raw + e.decodedBodySize }),
      { wire: 0, raw: 0 },
    ),
  );
  await context.close();
  return totals;
}

/**
 * Offline cold start: a browser profile where the app was opened once online (the service worker installed), closed,
 * then launched with the network off. Time from navigation start until the signed-in shell shows the student and the
 * main thread is free again, against the same for a small precached file (the favicon, a tiny SVG document) opened
 * through the same worker.
 */
async function coldStart(executablePath, base, token, schoolPath) {
  const profile = mkdtempSync(path.join(tmpdir(), 'lms-bench-profile-'));
  const launch = () => chromium.launchPersistentContext(profile, { executablePath, args: ['--no-sandbox', '--disable-gpu'], serviceWorkers: 'allow' });
  try {
    let context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.accessToken, token]);
    await page.goto(`${base}${schoolPath}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText(DEMO_STUDENT_NAME).first().waitFor();
    await page.waitForTimeout(1000);
    await context.close();

    const measure = async (url, readyScript) => {
      context = await launch();
      await context.setOffline(true);
      page = context.pages()[0] ?? (await context.newPage());
      await page.addInitScript(readyScript);
      await page.goto(url, { waitUntil: 'commit' });
      const ms = await page.waitForFunction(() => window.__readyAt, null, { timeout: 30_000 }).then((h) => h.jsonValue());
      await context.close();
      return ms;
    };
    // Ready = shown, then a task gets the main thread (the page answers input).
    const appReady = (name) => {
      const done = () => setTimeout(() => (window.__readyAt = performance.now()), 0);
      const check = () => {
        if (window.__seen) return;
        if (document.querySelector('header')?.textContent?.includes(name)) {
          window.__seen = true;
          done();
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    };
    const blankReady = () => window.addEventListener('load', () => setTimeout(() => (window.__readyAt = performance.now()), 0));
    const app = [];
    const blank = [];
    for (let i = 0; i < COLD_START_RUNS; i++) {
      app.push(await measure(`${base}${schoolPath}`, `(${appReady})(${JSON.stringify(DEMO_STUDENT_NAME)})`));
      blank.push(await measure(`${base}/icons/favicon.svg`, `(${blankReady})()`));
    }
    return { app: median(app), blank: median(blank) };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function measureDeliveryFigures({ browser, executablePath, base, token, schoolId }) {
  const home = `/${schoolId}`;
  const login = await pageBytes(browser, `${base}/login`);
  const shell = await pageBytes(browser, `${base}${home}`, token);
  const cold = await coldStart(executablePath, base, token, home);
  const lh = await lighthouseScores(
    executablePath,
    base,
    [
      { name: '/login', url: `${base}/login` },
      { name: 'student home', url: `${base}${home}`, signedIn: true },
    ],
    token,
  );
  const figures = [
    { name: 'sign-in page bytes on the wire', value: kib(login.wire), unit: 'KiB', limit: null, detail: `${kib(login.raw)} KiB unpacked` },
    { name: 'signed-in shell bytes on the wire', value: kib(shell.wire), unit: 'KiB', limit: null, detail: `${kib(shell.raw)} KiB unpacked` },
    {
      name: 'offline cold start ÷ blank page (same worker)',
      value: Math.round((cold.app / cold.blank) * 100) / 100,
      unit: '×',
      limit: 2,
      detail: `shell ${Math.round(cold.app)} ms, blank ${Math.round(cold.blank)} ms (median of ${COLD_START_RUNS})`,
    },
  ];
  for (const [name, r] of Object.entries(lh)) {
    const detail = `LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms (median of ${LIGHTHOUSE_RUNS})${r.failing.length ? `; failing: ${r.failing.join(', ')}` : ''}`;
    figures.push(
      { name: `Lighthouse ${name}: performance`, value: r.performance, unit: '', limit: 95, atLeast: true, detail },
      { name: `Lighthouse ${name}: accessibility`, value: r.accessibility, unit: '', limit: 100, atLeast: true },
      { name: `Lighthouse ${name}: best practices`, value: r['best-practices'], unit: '', limit: 100, atLeast: true },
      { name: `Lighthouse ${name}: SEO`, value: r.seo, unit: '', limit: 90, atLeast: true },
    );
  }
  return figures;
}
