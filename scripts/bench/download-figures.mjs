// Download figures of `npm run bench`: a lecture downloaded for use without a network opened offline at 4× CPU (the
// first slide shown), and the first page of a 300-page, 100 MB e-book shown on a throttled connection before the file
// has arrived (byte ranges of a linearised PDF). Both against the bench server, in Chromium.
/* global document, window, requestAnimationFrame, MutationObserver */
import { DEMO_STUDENT, api, bigPdf, createBook, signIn, storeSession } from './bench-api.mjs';

const ADMIN = { email: 'admin@lophocso.vn', password: 'Hoc@2026' };
const BOOK_PAGES = 300;
const BOOK_BYTES = 100 * 1024 * 1024;
/** A school's shared connection as one tablet sees it: 20 Mbit/s down, 40 ms. */
const THROTTLE = { offline: false, latency: 40, downloadThroughput: (20 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };

/**
 * Arms a watch in the page for an element matching `selector` (no styles read, unlike a Playwright locator, whose
 * polling recalculates styles and would itself slow a 4×-throttled page): resolves, in the page's clock, with the
 * moment the frame that first shows it is painted.
 */
async function armShownAt(page, selector) {
  await page.evaluate((sel) => {
    // The tap: when the click reaches the page (Playwright's checks before it are not the app's time).
    window.__tappedAt = new Promise((resolve) => document.addEventListener('click', () => resolve(performance.now()), { capture: true, once: true }));
    window.__shownAt = new Promise((resolve) => {
      const seen = () => {
        if (!document.querySelector(sel)) return false;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
        return true;
      };
      if (seen()) return;
      const watch = new MutationObserver(() => seen() && watch.disconnect());
      watch.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'aria-label'] });
    });
  }, selector);
}
/** Ms from the tap to the element shown. */
const tapToShown = (page) => page.evaluate(async () => (await window.__shownAt) - (await window.__tappedAt));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x);

/** Opens a downloaded lecture offline, at 4× CPU, three times: ms until its first slide is on screen. */
async function downloadedLecture(browser, base) {
  const session = await signIn(base, DEMO_STUDENT);
  const schoolId = session.userSchools[0].school.id;
  const headers = { 'X-SCHOOL-ID': String(schoolId) };
  const groups = await api(base, session.accessToken, 's/personal/learning_groups', { headers });
  const group = groups.find((g) => g.name === 'Lớp 7A1');
  const items = await api(base, session.accessToken, `s/personal/learning_groups/${group.id}/coursewares`, { headers });
  const lecture = items.find((c) => c.kind === 'lecture');
  const context = await browser.newContext({ locale: 'vi-VN' });
  await storeSession(context, session.accessToken);
  const page = await context.newPage();
  await page.goto(`${base}/${schoolId}/my-learning-group/${group.id}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.getByRole('button', { name: `Tải xuống để học ngoại tuyến: ${lecture.title}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Tải xuống \(/ })
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Đã tải xuống · / })
    .first()
    .waitFor({ timeout: 60_000 });
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const runs = [];
  // Timed: the tap on the lecture in the class's page, itself opened offline, until the first slide shows.
  for (let i = 0; i < 3; i++) {
    await page.goto(`${base}/${schoolId}/my-learning-group/${group.id}`);
    const card = page.getByRole('link', { name: `Mở bài giảng ${lecture.title}` });
    await card.waitFor();
    await page.waitForTimeout(500);
    await armShownAt(page, '[role="group"][aria-label^="Trang 1 trên"]');
    await card.click();
    runs.push(await tapToShown(page));
  }
  await context.close();
  return { ms: median(runs), runs, title: lecture.title };
}

/** The 300-page book opened in the reader on a throttled connection: ms to its first page, and the bytes it took. */
async function bigBookFirstPage(browser, base) {
  console.log(`Đang tạo sách ${BOOK_PAGES} trang (~${BOOK_BYTES / 1024 / 1024} MB) cho bench ...`);
  const pdf = await bigPdf(BOOK_PAGES, BOOK_BYTES);
  const admin = await signIn(base, ADMIN);
  const ready = await createBook(base, admin.accessToken, pdf, `Sách bench ${BOOK_PAGES} trang`);
  // The app as a student's tablet has it, its code at hand (installed, it is in the service worker's precache; here,
  // in the HTTP cache after the reader was opened once with the book's file held back, because a page's network
  // throttling does not reach the service worker's own requests) and the catalogue on screen. What is timed is the tap
  // on the book until its first page is drawn: the PDF's byte ranges on a throttled connection.
  const context = await browser.newContext({ locale: 'vi-VN', serviceWorkers: 'block' });
  const page = await context.newPage();
  const fileRoute = `**${ready.fileUrl}`;
  await page.route(fileRoute, (route) => route.abort());
  await page.goto(`${base}/free-resources/books?book=${ready.id}`);
  await page
    .getByText(/^Không mở được sách/)
    .first()
    .waitFor({ timeout: 30_000 });
  await page.unroute(fileRoute);
  // The catalogue loads the reader and starts its worker once it is idle.
  const workerLoaded = page.waitForResponse(/pdf\.worker/, { timeout: 30_000 });
  await page.goto(`${base}/free-resources/books`);
  const card = page.getByRole('button', { name: new RegExp(`^Sách bench ${BOOK_PAGES} trang`) });
  await card.waitFor();
  await workerLoaded;
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  let pdfBytes = 0;
  const pdfRequests = new Set();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.url.includes(ready.fileUrl)) pdfRequests.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (pdfRequests.has(e.requestId)) pdfBytes += e.encodedDataLength;
  });
  await armShownAt(page, '[role="group"][aria-busy="false"][aria-label^="Trang 1 trên"]');
  await card.click();
  // Drawn: pdf.js has finished painting the page (the reader then marks it no longer busy).
  const ms = await tapToShown(page);
  await context.close();
  return { ms, pdfBytes, size: ready.size, pages: ready.pageCount };
}

export async function measureDownloadFigures({ browser, base }) {
  const lecture = await downloadedLecture(browser, base);
  const book = await bigBookFirstPage(browser, base);
  return [
    {
      name: 'downloaded lecture opened offline at 4× CPU: first slide shown',
      value: round(lecture.ms),
      unit: 'ms',
      limit: 1000,
      detail: `"${lecture.title}", network off, from the tap in the class's page; runs ${lecture.runs.map(round).join(', ')} ms (median)`,
    },
    {
      name: `e-book of ${book.pages} pages, ${Math.round(book.size / 1024 / 1024)} MB: first page shown at 20 Mbit/s`,
      value: round(book.ms),
      unit: 'ms',
      limit: 2000,
      detail: `from the tap on the book in the installed app; ${(book.pdfBytes / 1024 / 1024).toFixed(1)} MB of the PDF fetched by then (byte ranges of the linearised file)`,
    },
  ];
}
