// The library figure of `npm run bench` (scripts/bench/library-bench.ts does the work in its own process, on a fresh
// embedded database): a page of 12 from a question library of 10,000 questions, filters and search applied; a
// 1,000-question import read, checked and saved.
import { spawnSync } from 'node:child_process';

const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

export function measureLibraryFigures({ root, bin }) {
  console.log('Đang tạo thư viện 10.000 câu hỏi cho bench ...');
  const run = spawnSync(bin('tsx'), ['scripts/bench/library-bench.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } });
  if (run.status !== 0) throw new Error(`library bench thất bại:\n${run.stderr}`);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
  return [
    {
      name: `question library list, ${result.questions.toLocaleString('en')} questions, filters and search: p95`,
      value: round(result.p95, 0),
      unit: 'ms',
      limit: 50,
      detail: `p50 ${round(result.p50, 0)} ms; ${result.banks} banks, a page of 12, in-process on the embedded database`,
    },
    {
      name: `import of a ${result.importRows.toLocaleString('en')}-question .xlsx: read and every row checked`,
      value: round(result.readMs / 1000, 2),
      unit: 's',
      limit: 3,
      detail: 'the app’s import code (ExcelJS and the shared question schema) in Node; the preview table is a plain render of these rows',
    },
    {
      name: `import of ${result.importRows.toLocaleString('en')} questions: saved`,
      value: round(result.saveMs / 1000, 2),
      unit: 's',
      limit: 5,
      detail: 'one request, one transaction, on the embedded database',
    },
  ];
}
