// The library figure of `npm run bench` (scripts/bench/library-bench.ts does the work in its own process, on a fresh
// embedded database): a page of 12 from a question library of 10,000 questions, filters and search applied.
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
  ];
}
