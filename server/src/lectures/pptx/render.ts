// The two external steps of a conversion: LibreOffice prints the deck to PDF (as Moodle's document converter does),
// then poppler's pdftoppm draws every page to PNG at a fixed width.
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PptxConvertError } from './errors.ts';
import { runTool } from './run-tool.ts';

export interface StepOptions {
  workDir: string;
  deadline: number;
  signal?: AbortSignal | undefined;
}

export async function printToPdf(office: string, input: string, opts: StepOptions): Promise<string> {
  const outDir = path.join(opts.workDir, 'pdf');
  const tmp = path.join(opts.workDir, 'tmp');
  await Promise.all([mkdir(outDir, { recursive: true }), mkdir(tmp, { recursive: true })]);
  // Stored uploads may have no extension, and LibreOffice chooses its import filter partly by the name.
  const source = path.join(opts.workDir, 'source.pptx');
  await copyFile(input, source);
  const args = [
    // A profile of its own: two runs sharing one profile collide on its lock, and the second silently hands its
    // document to the first instead of converting it.
    `-env:UserInstallation=${pathToFileURL(path.join(opts.workDir, 'lo-profile')).href}`,
    '--headless',
    '--norestore',
    '--nolockcheck',
    '--nologo',
    '--nodefault',
    '--convert-to',
    'pdf',
    '--outdir',
    outDir,
    source,
  ];
  const { code, output } = await runTool(office, args, { ...opts, env: { ...process.env, TMPDIR: tmp } });
  const pdf = path.join(outDir, 'source.pdf');
  // soffice exits 0 even when it could not load the file, so the PDF itself is the proof of success.
  const size = await stat(pdf).then(
    (s) => s.size,
    () => 0,
  );
  if (size === 0) throw new PptxConvertError('failed', `soffice exited with ${code}: ${output.trim()}`);
  return pdf;
}

export async function drawPages(
  pdftoppm: string,
  pdf: string,
  width: number,
  opts: StepOptions & { onPage: (page: number, pages: number) => void },
): Promise<string[]> {
  const outDir = path.join(opts.workDir, 'slides');
  await mkdir(outDir, { recursive: true });
  // -scale-to-x with -scale-to-y -1 gives exactly `width` pixels whatever the slide size, keeping its proportions;
  // a DPI would have to be derived from each page's size.
  const args = ['-png', '-progress', '-scale-to-x', String(width), '-scale-to-y', '-1', pdf, path.join(outDir, 'slide')];
  const { code, output } = await runTool(pdftoppm, args, {
    ...opts,
    onLine: (line) => {
      const progress = /^(\d+) (\d+) /.exec(line);
      if (progress) opts.onPage(Number(progress[1]), Number(progress[2]));
    },
  });
  if (code !== 0) throw new PptxConvertError('failed', `pdftoppm exited with ${code}: ${output.trim()}`);
  // pdftoppm pads page numbers to the width of the page count (slide-01.png … slide-12.png).
  const pages = (await readdir(outDir))
    .map((name) => /^slide-(\d+)\.png$/.exec(name))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  return pages.map((match) => path.join(outDir, match[0]));
}
