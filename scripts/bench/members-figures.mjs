// The members figures of `npm run bench` (scripts/bench/members-bench.ts does the work in its own process, on a fresh
// embedded database): a page of the students list in a school of 2,000, and an import of 2,000 students from .xlsx.
import { spawnSync } from 'node:child_process';

const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

export function measureMembersFigures({ root, bin }) {
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
