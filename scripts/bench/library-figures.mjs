// The library figure of `npm run bench` (scripts/bench/library-bench.ts does the work in its own process, on a fresh
// embedded database): a page of 12 from a question library of 10,000 questions, filters and search applied; a
// 1,000-question import read, checked and saved.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The gzipped size of the build's chunks whose names start with one of `prefixes`, in KiB. */
function chunksKib(staticDir, prefixes) {
  const dir = path.join(staticDir, 'assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js') && prefixes.some((p) => f.startsWith(`${p}-`)));
  if (files.length < prefixes.length) throw new Error(`Không tìm thấy đủ các phần ${prefixes.join(', ')} trong bản build`);
  return { kib: round(files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length, 0) / 1024), files };
}

/** The lazy chunks of authoring: none of them is in the shell (the shell's own figure shows that). */
export function measureEditorChunks({ staticDir }) {
  const editor = chunksKib(staticDir, ['rich-text-editor', 'typeset']);
  const word = chunksKib(staticDir, ['question-docx']);
  return [
    {
      name: 'question editor lazy chunk (gz): Tiptap, the formula typesetter',
      value: editor.kib,
      unit: 'KiB',
      limit: 250,
      detail: `${editor.files.join(', ')}; loaded when a rich field first shows, never in the shell`,
    },
    {
      name: 'Word import lazy chunk (gz): mammoth, OMML to LaTeX',
      value: word.kib,
      unit: 'KiB',
      limit: null,
      detail: `${word.files.join(', ')}; loaded when a teacher imports a .docx, not precached`,
    },
  ];
}

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
