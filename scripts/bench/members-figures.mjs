// The members figures of `npm run bench`. scripts/bench/members-bench.ts does the server's work in its own process, on
// a fresh embedded database: a page of the students list in a school of 2,000, the export of all of them to .xlsx,
// and an import of 2,000 students from .xlsx. In the browser, on the bench's real server and built app: the school's
// students topped up to 2,000 (one import), the administrator's list at 500 a page, searched: from the search typed
// to the filtered rows on screen.
/* global window, document -- the callbacks below run inside the page */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { api, signIn, storeSession } from './bench-api.mjs';
import { percentile } from './server-load.mjs';

const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const ADMIN = { email: 'quantri@nguyendu.edu.vn', password: 'Hoc@2026' };
const SCHOOL_STUDENTS = 2000;
const FAMILY = ['Nguyễn Văn', 'Trần Thị', 'Lê Minh', 'Phạm Thu', 'Hoàng Đức', 'Vũ Ngọc', 'Đặng Quang', 'Bùi Thanh'];
const GIVEN = ['An', 'Bình', 'Chi', 'Dũng', 'Giang', 'Hà', 'Khang', 'Linh', 'Minh', 'Nam', 'Phương', 'Quân'];
/** Searches typed as people type them (no diacritics), and a text each row they find shows. */
const SEARCHES = [
  ['tran thi', 'Trần Thị'],
  ['le minh', 'Lê Minh'],
  ['hoang duc', 'Hoàng Đức'],
  ['bui thanh', 'Bùi Thanh'],
  ['pham thu', 'Phạm Thu'],
  ['vu ngoc', 'Vũ Ngọc'],
];

function serverFigures({ root, bin }) {
  console.log('Đang tạo trường 2.000 học sinh cho bench ...');
  const run = spawnSync(bin('tsx'), ['scripts/bench/members-bench.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } });
  if (run.status !== 0) throw new Error(`members bench thất bại:\n${run.stderr}`);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const rows = result.importRows.toLocaleString('en');
  return [
    {
      name: `students list, ${result.students.toLocaleString('en')} students, search and pages: p95`,
      value: round(result.p95, 0),
      unit: 'ms',
      limit: 50,
      detail: `p50 ${round(result.p50, 0)} ms; a page of 12, in-process on the embedded database`,
    },
    {
      name: `export of ${result.exportRows.toLocaleString('en')} students to .xlsx (a task)`,
      value: round(result.exportMs / 1000, 2),
      unit: 's',
      limit: 30,
      detail: `from the request to the file stored, streamed in batches of 500; the process grew by ${round(result.exportPeakMb, 0)} MB at most while it ran`,
    },
    {
      name: `import of ${rows} students from .xlsx: preview (read on the device, checked by the server)`,
      value: round(result.previewMs / 1000, 2),
      unit: 's',
      limit: 3,
      detail: 'the app’s reading code (ExcelJS) in Node, then the server’s check of every row',
    },
    {
      name: `import of ${rows} students: saved`,
      value: round(result.saveMs / 1000, 2),
      unit: 's',
      limit: 30,
      detail: `one request, one transaction; accounts get a set-password link, so no password is hashed; peak memory of the process ${round(result.peakRssMb, 0)} MB`,
    },
  ];
}

/** Brings the bench school's students up to `count` with one import (accounts without passwords, no class). */
async function topUpStudents(base, admin, schoolId, count) {
  const headers = { 'X-SCHOOL-ID': String(schoolId) };
  const first = await fetch(`${base}/api/s/students?perPage=1`, { headers: { ...headers, Authorization: `Bearer ${admin.accessToken}` } });
  const have = (await first.json()).pagination.total;
  const missing = count - have;
  if (missing <= 0) return have;
  const stamp = Date.now();
  const rows = Array.from({ length: missing }, (_, i) => ({
    last_name: FAMILY[i % FAMILY.length],
    first_name: GIVEN[i % GIVEN.length],
    email: `bench.ds.${stamp}.${i}@nguyendu.edu.vn`,
  }));
  await api(base, admin.accessToken, 's/students/import', {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ rows, dryRun: false }),
  });
  return count;
}

async function browserFigure({ browser, base }) {
  const admin = await signIn(base, ADMIN);
  const schoolId = admin.userSchools[0].school.id;
  const students = await topUpStudents(base, admin, schoolId, SCHOOL_STUDENTS);
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'vi-VN', viewport: { width: 1024, height: 768 } });
  await storeSession(context, admin.accessToken);
  const page = await context.newPage();
  try {
    await page.goto(`${base}/${schoolId}/member/student?perPage=500`);
    const box = page.getByRole('region', { name: 'Danh sách học sinh, cuộn để xem thêm' });
    await box.waitFor();
    const rendered = await box.locator('tr[data-index]').count();
    // The time of the last change to the search box, on the page's own clock.
    await page.evaluate(() => document.addEventListener('input', () => (window.__typedAt = performance.now()), true));
    const search = page.getByRole('searchbox', { name: 'Tìm theo tên hoặc email' });
    const latencies = [];
    for (const [typed, shown] of SEARCHES) {
      await search.fill(typed);
      // Polled every frame: the first frame whose rows are all the search's.
      const shownAt = await page.waitForFunction(
        (text) => {
          const rows = [...document.querySelectorAll('tr[data-index]')];
          return rows.length > 0 && rows.every((r) => r.textContent.includes(text)) ? performance.now() : false;
        },
        shown,
        { polling: 'raf', timeout: 10_000 },
      );
      latencies.push((await shownAt.jsonValue()) - (await page.evaluate(() => window.__typedAt)));
    }
    return {
      name: `students list in the browser, ${students.toLocaleString('en')} students, 500 a page: search typed → rows shown, p95`,
      value: Math.round(percentile(latencies, 95)),
      unit: 'ms',
      limit: 500,
      detail: `p50 ${Math.round(percentile(latencies, 50))} ms over ${latencies.length} searches, 350 ms of it the search box's pause for typing; ${rendered} of 500 rows rendered at once (virtualised)`,
    };
  } finally {
    await context.close();
  }
}

export async function measureMembersFigures({ root, bin, browser, base }) {
  return [...serverFigures({ root, bin }), ...(browser && base ? [await browserFigure({ browser, base })] : [])];
}
