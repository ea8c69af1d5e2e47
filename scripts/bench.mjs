// npm run bench: builds the app into a temporary folder, serves it with the real server (fresh in-memory database)
// and measures in headless Chromium the gzipped JavaScript needed to show the login screen and the signed-in shell.
// Every figure has a budget; the script exits non-zero when one is over. Add figures to `figures` below.
//   BENCH_STATIC_DIR=dist npm run bench   measure an existing build instead of building
//   npm run bench -- --files               also list every script counted
//   DATABASE_URL=postgres://… npm run bench  exam figures against PostgreSQL (an empty database) instead of PGlite
//   npm run bench -- --only=delivery,exam  only these groups beside the sizes (delivery, inp, exam, speech, platform,
//                                          library, members, downloads); the whole run takes ~15 minutes, one group a few
// Exam figures (answer commit, outbox drain, submissions, 1,000 savers): scripts/bench/exam-figures.mjs.
// Pronunciation figures (scoring speed on the server and in the browser, model size): scripts/bench/speech-figures.mjs.
// Platform figures (exam-start burst on two instances, resumable upload, Range): scripts/bench/platform-figures.mjs,
// on a throwaway PostgreSQL of this machine's (skipped, and said so, without one).
// Library figure (a page of 12 from 10,000 questions with filters): scripts/bench/library-figures.mjs.
// Members figures (a page of a school of 2,000 students, their export to .xlsx, an import of 2,000 from .xlsx, the list
// searched in the browser): scripts/bench/members-figures.mjs.
// Download figures (a downloaded lecture offline at 4× CPU, a 100 MB e-book's first page): scripts/bench/download-figures.mjs.
// A figure with limit null is printed for information (the issue names no limit for it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { systemChromium } from './chromium.ts';
import { measureExamFigures, prepareExamBench } from './bench/exam-figures.mjs';
import { measureSpeechFigures } from './bench/speech-figures.mjs';
import { measureDeliveryFigures } from './bench/delivery-figures.mjs';
import { measureExamResponsiveness } from './bench/inp-figure.mjs';
import { measurePlatformFigures } from './bench/platform-figures.mjs';
import { measureEditorChunks, measureLibraryFigures } from './bench/library-figures.mjs';
import { measureMembersFigures } from './bench/members-figures.mjs';
import { measureDownloadFigures } from './bench/download-figures.mjs';
import { measureBundleResume } from './bench/bundle-figure.mjs';
import { freePort } from './bench/free-port.mjs';
import { DEMO_STUDENT, DEMO_STUDENT_NAME, storeSession } from './bench/bench-api.mjs';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS, buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const listFiles = process.argv.includes('--files');
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;
/** Runs a group of figures unless `--only` leaves it out. */
const group = async (name, measure) => (only && !only.has(name) ? [] : measure());

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Máy chủ không phản hồi tại ${url}`);
}

/** Gzipped size (bytes) of the built files behind a set of script URLs. */
function gzippedSize(staticDir, urls) {
  let total = 0;
  const rows = [];
  for (const u of urls) {
    const file = path.join(staticDir, decodeURIComponent(new URL(u).pathname));
    if (!existsSync(file)) throw new Error(`Không tìm thấy ${file} trong bản build`);
    const gz = gzipSync(readFileSync(file), { level: 9 }).length;
    total += gz;
    rows.push({ file: path.relative(staticDir, file), gz });
  }
  return { total, rows: rows.sort((a, b) => b.gz - a.gz) };
}

/**
 * Loads `url` in a fresh page and splits the JS it downloads in two: `scripts`, whose download started before the
 * screen was shown (`shownSelector` matched an element containing `shownText`) — the JS needed to show it — and
 * `deferred`, started after that (code loaded after the first paint). Times come from the page's own clock.
 */
/* global window, document, MutationObserver -- the callbacks below run inside the page */
async function scriptsFor(context, url, shownSelector, shownText) {
  const page = await context.newPage();
  await page.addInitScript(
    ([sel, text]) => {
      const check = () => {
        if (window.__shownAt === undefined && [...document.querySelectorAll(sel)].some((e) => e.textContent?.includes(text))) {
          window.__shownAt = performance.now();
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [shownSelector, shownText],
  );
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const { shownAt, entries } = await page.evaluate(() => ({
    shownAt: window.__shownAt,
    entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime })),
  }));
  const js = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
  const finalUrl = page.url();
  await page.close();
  return {
    scripts: js.filter((e) => e.start <= shownAt).map((e) => e.name),
    deferred: js.filter((e) => e.start > shownAt).map((e) => e.name),
    finalUrl,
  };
}

const tempDirs = [];
let server;
let browser;
try {
  let staticDir = process.env.BENCH_STATIC_DIR ? path.resolve(process.env.BENCH_STATIC_DIR) : '';
  if (!staticDir) {
    staticDir = mkdtempSync(path.join(tmpdir(), 'lms-bench-'));
    tempDirs.push(staticDir);
    console.log(`Đang build vào ${staticDir} ...`);
    const build = spawnSync(bin('vite'), ['build', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build thất bại');
  }

  const databaseUrl = process.env.DATABASE_URL ?? '';
  const exam = prepareExamBench({ root, bin, tempDirs, databaseUrl });
  const port = await freePort();
  const mailDir = mkdtempSync(path.join(tmpdir(), 'lms-bench-mail-'));
  tempDirs.push(mailDir);
  await buildServer();
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: exam.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      MAIL_DIR: mailDir,
      FILES_DIR: path.join(mailDir, 'files'),
      DATABASE_URL: databaseUrl,
    },
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/api/health`);

  browser = await chromium.launch({ executablePath: systemChromium, args: ['--no-sandbox', '--disable-gpu'] });
  // No service worker: its precache would download every chunk and blur what each screen needs.
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'vi-VN' });

  const login = await scriptsFor(context, `${base}/login`, 'button', 'Đăng nhập');

  const res = await fetch(`${base}/api/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_STUDENT),
  });
  if (!res.ok) throw new Error(`Đăng nhập thất bại: HTTP ${res.status}`);
  const { data } = await res.json();
  await storeSession(context, data.accessToken);
  const shell = await scriptsFor(context, `${base}/`, 'header', DEMO_STUDENT_NAME);
  if (new URL(shell.finalUrl).pathname.startsWith('/login')) throw new Error('Phiên đăng nhập không được nhận: trang chủ chuyển về /login');

  // The speaking screen opened from the shell: the JS it needs beyond the shell's (its worker loads after it shows).
  const speaking = await scriptsFor(context, `${base}/${exam.world.schoolId}/learning-with-ai`, 'h1', 'Luyện phát âm AI');
  const shellPaths = new Set(shell.scripts.map((u) => new URL(u).pathname));
  const speakingOwn = speaking.scripts.filter((u) => !shellPaths.has(new URL(u).pathname));

  const loginJs = gzippedSize(staticDir, login.scripts);
  const shellJs = gzippedSize(staticDir, shell.scripts);
  const speakingJs = gzippedSize(staticDir, speakingOwn);
  const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const figures = [
    {
      name: 'login screen JS (gz)',
      value: kib(loginJs.total),
      unit: 'KiB',
      limit: 170,
      files: loginJs.rows,
      detail: `+ ${kib(gzippedSize(staticDir, login.deferred).total)} KiB loaded after first paint`,
    },
    {
      name: 'logged-in shell JS (gz)',
      value: kib(shellJs.total),
      unit: 'KiB',
      limit: 170,
      files: shellJs.rows,
      detail: `+ ${kib(gzippedSize(staticDir, shell.deferred).total)} KiB loaded after first paint`,
    },
    {
      name: 'speaking screen JS beyond the shell (gz)',
      value: kib(speakingJs.total),
      unit: 'KiB',
      limit: null,
      files: speakingJs.rows,
      detail: `+ ${kib(gzippedSize(staticDir, speaking.deferred).total)} KiB loaded after it shows (scoring worker, waveforms)`,
    },
    ...(await group('delivery', () =>
      measureDeliveryFigures({ browser, executablePath: systemChromium, base, token: data.accessToken, schoolId: exam.world.schoolId }),
    )),
    ...(await group('inp', async () => [await measureExamResponsiveness({ browser, base, world: exam.world, student: exam.world.students.at(-1) })])),
    ...(await group('exam', () => measureExamFigures({ context, base, benchDir: exam.benchDir, world: exam.world }))),
    ...(await group('speech', () => measureSpeechFigures({ root, bin, context, base, benchDir: exam.benchDir, staticDir }))),
    ...(await group('platform', () => measurePlatformFigures({ root, bin }))),
    ...(await group('library', async () => measureLibraryFigures({ root, bin }))),
    ...(await group('members', async () => measureMembersFigures({ root, bin, browser, base }))),
    ...(await group('downloads', async () => [...(await measureDownloadFigures({ browser, base })), await measureBundleResume({ browser, base })])),
    ...measureEditorChunks({ staticDir }),
  ];

  let failed = false;
  console.log('');
  for (const f of figures) {
    const ok = f.limit === null || (f.atLeast ? f.value >= f.limit : f.value <= f.limit);
    failed ||= !ok;
    const verdict =
      f.limit === null
        ? 'no limit set'.padEnd(20)
        : `${f.atLeast ? 'at least' : 'budget ≤'} ${f.limit} ${f.unit}   ${ok ? 'OK' : f.atLeast ? 'UNDER' : 'OVER'}`;
    console.log(`${f.name.padEnd(44)} ${String(f.value).padStart(7)} ${f.unit.padEnd(3)}  ${verdict}${f.detail ? `   ${f.detail}` : ''}`);
    if (listFiles && f.files) for (const r of f.files) console.log(`    ${r.file.padEnd(50)} ${(r.gz / 1024).toFixed(1).padStart(7)} KiB`);
  }
  process.exitCode = failed ? 1 : 0;
} catch (e) {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
}
