// The members figures of `npm run bench`: a school of 2,000 students listed a page of 12 at a time (a search without
// diacritics, later pages); the export of all of them to .xlsx (a task on the real queue, ExcelJS's streaming writer,
// the file read back to count its rows) with the memory it took; and an import of 2,000 new students from an .xlsx —
// the workbook read by the app's own code and checked by the server (the preview), then saved — through the real app
// in-process on the embedded database, with the process's peak memory while it runs. Prints its figures as JSON on
// the last line.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import * as t from '../../server/src/db/schema.ts';
import { startTestServer } from '../../server/src/test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE } from '../../server/src/seed.ts';

const STUDENTS = 2000;
const IMPORT_ROWS = 2000;
const REQUESTS = 300;
const FAMILY = ['Nguyễn Văn', 'Trần Thị', 'Lê Minh', 'Phạm Thu', 'Hoàng Đức', 'Vũ Ngọc', 'Đặng Quang', 'Bùi Thanh'];
const GIVEN = ['An', 'Bình', 'Chi', 'Dũng', 'Giang', 'Hà', 'Khang', 'Linh', 'Minh', 'Nam', 'Phương', 'Quân'];

let peakRss = process.memoryUsage().rss;
/** The peak since the last reset: what one step (the export) added to the process. */
let stepPeak = peakRss;
const sampler = setInterval(() => {
  const rss = process.memoryUsage().rss;
  peakRss = Math.max(peakRss, rss);
  stepPeak = Math.max(stepPeak, rss);
}, 20);

const server = await startTestServer();
try {
  const [school] = await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  const schoolId = school!.id;
  const groups = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));
  const [role] = await server.db.select().from(t.schoolRoles).where(eq(t.schoolRoles.position, 'student'));
  for (let start = 0; start < STUDENTS; start += 500) {
    const made = await server.db
      .insert(t.users)
      .values(
        Array.from({ length: Math.min(500, STUDENTS - start) }, (_, k) => {
          const i = start + k;
          return {
            email: `bench.hs${i}@nguyendu.edu.vn`,
            passwordHash: 'x',
            firstName: GIVEN[i % GIVEN.length]!,
            lastName: FAMILY[i % FAMILY.length]!,
            userType: 'student',
            phone: `09${String(10000000 + i)}`,
          };
        }),
      )
      .returning({ id: t.users.id });
    await server.db.insert(t.schoolMembers).values(made.map((u) => ({ schoolId, userId: u.id, position: 'student', schoolRoleId: role?.id ?? null })));
    await server.db.insert(t.groupMembers).values(made.map((u, k) => ({ groupId: groups[k % groups.length]!.id, userId: u.id, role: 'student' })));
  }
  const token = await server.login(DEMO.schoolAdmin);
  const queries = ['page=1', 'page=80', 'name=nguyen%20van', 'name=tran%20thi%20chi&page=2', 'name=bench.hs19', 'page=150'];
  const call = (q: string) => server.call('GET', `s/students?perPage=12&${q}`, { token, school: schoolId });
  for (const q of queries) {
    const res = await call(q);
    if (res.status !== 200) throw new Error(`${q}: HTTP ${res.status}`);
  }
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await call(queries[i % queries.length]!);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;

  // The whole school exported, as the administrator's "Xuất Excel" starts it: from the request to the file ready.
  await server.startQueue();
  const ExcelJS = (await import('exceljs')).default;
  const rssBeforeExport = process.memoryUsage().rss;
  stepPeak = rssBeforeExport;
  const e0 = performance.now();
  const started = await server.call('POST', 's/tasks', { token, school: schoolId, body: { kind: 'member-export', params: { kind: 'student' } } });
  if (started.status !== 202) throw new Error(`export: HTTP ${started.status}`);
  let task = started.json.data as { id: string; state: string; error: string | null };
  while (task.state !== 'done') {
    if (task.state === 'failed') throw new Error(`export failed: ${task.error}`);
    await new Promise((r) => setTimeout(r, 50));
    task = (await server.call('GET', `s/tasks/${task.id}`, { token, school: schoolId })).json.data;
  }
  const exportMs = performance.now() - e0;
  const exportPeakMb = (stepPeak - rssBeforeExport) / 1024 / 1024;
  const file = await server.app.request(`/api/s/tasks/${task.id}/file`, { headers: { authorization: `Bearer ${token}`, 'x-school-id': String(schoolId) } });
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.load(await file.arrayBuffer());
  const exportRows = exported.worksheets[0]!.actualRowCount - 1;
  if (exportRows < STUDENTS) throw new Error(`export: ${exportRows} rows for ${STUDENTS} students`);

  // The school's spreadsheet of 2,000 new students, as a school writes it.
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Học sinh');
  sheet.addRow(['STT', 'Họ và tên', 'Email', 'Số điện thoại', 'Giới tính', 'Ngày sinh', 'Lớp']);
  for (let i = 0; i < IMPORT_ROWS; i++)
    sheet.addRow([
      String(i + 1),
      `${FAMILY[(i + 3) % FAMILY.length]} ${GIVEN[(i + 5) % GIVEN.length]}`,
      `nhap.bench${i}@nguyendu.edu.vn`,
      `08${String(20000000 + i)}`,
      i % 2 ? 'Nam' : 'Nữ',
      `${(i % 28) + 1}/${(i % 12) + 1}/2013`,
      groups[i % groups.length]!.name,
    ]);
  const sheetFile = (await book.xlsx.writeBuffer()) as ArrayBuffer;
  const { readWorkbook } = await import('../../src/lib/xlsx-read.ts');
  const { readMemberSheet } = await import('../../src/features/members/import/member-sheet.ts');
  const p0 = performance.now();
  const read = readMemberSheet(await readWorkbook(sheetFile), 'student');
  if (!read.ok || read.rows.length !== IMPORT_ROWS) throw new Error('import file not read');
  const rows = read.rows.map((r) => r.row);
  const preview = await server.call('POST', 's/students/import', { token, school: schoolId, body: { rows, dryRun: true } });
  const previewMs = performance.now() - p0;
  if (preview.status !== 200 || preview.json.data.issues.length)
    throw new Error(`preview: HTTP ${preview.status} ${JSON.stringify(preview.json.data?.issues?.slice(0, 3))}`);
  const s0 = performance.now();
  const saved = await server.call('POST', 's/students/import', { token, school: schoolId, body: { rows, dryRun: false } });
  const saveMs = performance.now() - s0;
  if (saved.status !== 201) throw new Error(`import: HTTP ${saved.status}`);
  clearInterval(sampler);
  console.log(
    JSON.stringify({
      students: STUDENTS,
      p50: at(50),
      p95: at(95),
      exportRows,
      exportMs,
      exportPeakMb,
      importRows: IMPORT_ROWS,
      previewMs,
      saveMs,
      peakRssMb: peakRss / 1024 / 1024,
    }),
  );
} finally {
  clearInterval(sampler);
  await server.close();
}
