// The two optional system tools a book's PDF goes through: qpdf linearises it (the first page's objects at the front,
// with a hint table, and a page tree the reader can walk cheaply, so it shows page 1 from a few byte ranges before
// the rest has arrived) and poppler's
// pdftoppm draws page 1 for the cover. Either may be missing: the book is then served as uploaded, or without a cover.
// Each run has a hard deadline: a hostile or broken PDF must not hold a task slot for ever.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { onPath } from '../platform/on-path.ts';
import { narrowPageTreePatch, type QpdfJson } from './page-tree.ts';

type Tool = 'qpdf' | 'pdftoppm';

const found = new Map<Tool, Promise<string | null>>();

/** The tool's path when it is on PATH; looked up once per process. */
export function toolPath(name: Tool): Promise<string | null> {
  let lookup = found.get(name);
  if (!lookup) {
    lookup = onPath(name);
    found.set(name, lookup);
  }
  return lookup;
}

export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

/** Runs the tool, killed after `timeoutMs`: its exit code and the end of what it wrote (for the log). */
function run(command: string, args: string[], timeoutMs: number, maxBuffer = 1024 * 1024): Promise<{ code: number; output: string; stdout: string }> {
  const name = path.basename(command);
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer }, (err, stdout, stderr) => {
      const output = `${stderr}${stdout}`.trim().slice(-2000);
      if (!err) return resolve({ code: 0, output, stdout });
      if (err.killed) return reject(new ToolError(`${name} killed after ${timeoutMs} ms`));
      if (typeof err.code === 'number') return resolve({ code: err.code, output, stdout });
      reject(new ToolError(`${name}: ${err.message}`));
    });
  });
}

/** qpdf exits 3 when it repaired small faults and still did the work (common in PDFs from office suites); 2 is a failure. */
const qpdfDone = (code: number) => code === 0 || code === 3;

/** The objects' dictionaries (no stream data) and the pages of `input`, as qpdf's JSON describes them. */
async function describe(qpdf: string, input: string, timeoutMs: number): Promise<QpdfJson> {
  // A big book has thousands of objects: their dictionaries run to megabytes.
  const { code, output, stdout } = await run(qpdf, ['--json=2', '--json-key=qpdf', '--json-key=pages', input], timeoutMs, 512 * 1024 * 1024);
  if (!qpdfDone(code)) throw new ToolError(`qpdf --json exited with ${code}: ${output.slice(-500)}`);
  return JSON.parse(stdout) as QpdfJson;
}

/**
 * Writes a linearised copy of `input` to `output`, its page tree narrowed first (see page-tree.ts) and its small
 * objects packed into object streams, so the reader's walk to the last page reads a few kilobytes, not every page.
 */
export async function linearize(qpdf: string, input: string, output: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const patch = narrowPageTreePatch(await describe(qpdf, input, timeoutMs));
  const args = ['--linearize', '--object-streams=generate', input, output];
  if (patch) {
    const patchFile = path.join(path.dirname(output), 'page-tree.json');
    await writeFile(patchFile, JSON.stringify(patch));
    args.splice(0, 0, `--update-from-json=${patchFile}`);
  }
  const { code, output: said } = await run(qpdf, args, Math.max(1000, deadline - Date.now()));
  if (!qpdfDone(code)) throw new ToolError(`qpdf exited with ${code}: ${said}`);
}

/** Draws page 1 of `input` as a PNG at most `px` pixels on its long side; answers the PNG's path. */
export async function drawFirstPage(pdftoppm: string, input: string, outPrefix: string, px: number, timeoutMs: number): Promise<string> {
  const { code, output } = await run(pdftoppm, ['-png', '-f', '1', '-l', '1', '-scale-to', String(px), '-singlefile', input, outPrefix], timeoutMs);
  if (code !== 0) throw new ToolError(`pdftoppm exited with ${code}: ${output}`);
  return `${outPrefix}.png`;
}
