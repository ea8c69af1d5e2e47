import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { narrowPageTreePatch, type QpdfJson } from './page-tree.ts';
import { linearize, toolPath } from './pdf-tools.ts';

const qpdf = await toolPath('qpdf');
// `.ci/run` installs qpdf: there the real-tool test must run, never be skipped. Elsewhere it is optional, like the tool.
if (!qpdf && process.env.CI) throw new Error('qpdf is not on PATH; .ci/run installs it');
const dir = mkdtempSync(path.join(tmpdir(), 'lms-page-tree-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A flat document as qpdf describes it: a catalog 1, the root /Pages 2 and `n` pages from 3. */
function flat(n: number): QpdfJson {
  const pages = Array.from({ length: n }, (_, i) => `${i + 3} 0 R`);
  const objects: QpdfJson['qpdf'][1] = {
    trailer: { value: { '/Root': '1 0 R', '/Size': n + 3 } },
    'obj:1 0 R': { value: { '/Type': '/Catalog', '/Pages': '2 0 R' } },
    'obj:2 0 R': { value: { '/Type': '/Pages', '/Kids': pages, '/Count': n, '/MediaBox': [0, 0, 595, 842] } },
  };
  for (const p of pages) objects[`obj:${p}`] = { value: { '/Type': '/Page', '/Parent': '2 0 R', '/Contents': '99 0 R' } };
  return { qpdf: [{ jsonversion: 2, maxobjectid: n + 2 }, objects], pages: pages.map((object) => ({ object })) };
}

describe('narrowPageTreePatch', () => {
  it('gives a flat tree two kids per node, every page under a node that counts it, inherited boxes kept on the root', () => {
    const patch = narrowPageTreePatch(flat(11))!;
    const objects = patch.qpdf[1];
    const value = (ref: string) => objects[`obj:${ref}`]!.value as Record<string, unknown>;
    const root = value('2 0 R');
    expect(root).toMatchObject({ '/Type': '/Pages', '/Count': 11, '/MediaBox': [0, 0, 595, 842] });
    expect(root['/Kids']).toHaveLength(2);
    // Each page's chain of parents ends at the root, and each node's count is the pages under it.
    const countUnder = (ref: string): number => {
      const node = value(ref);
      return node['/Type'] === '/Page' ? 1 : (node['/Kids'] as string[]).reduce((s, k) => s + countUnder(k), 0);
    };
    for (const kid of root['/Kids'] as string[]) {
      expect(value(kid)['/Parent']).toBe('2 0 R');
      expect(value(kid)['/Count']).toBe(countUnder(kid));
    }
    expect(countUnder('2 0 R')).toBe(11);
    for (let n = 3; n <= 13; n++) {
      const page = value(`${n} 0 R`);
      expect(page).toMatchObject({ '/Type': '/Page', '/Contents': '99 0 R' });
      expect((value(page['/Parent'] as string)['/Kids'] as string[]).includes(`${n} 0 R`)).toBe(true);
    }
    expect(patch.qpdf[0].maxobjectid).toBeGreaterThan(13);
  });

  it('leaves a small book, a tree with nodes of its own, and a page listed twice as they are', () => {
    expect(narrowPageTreePatch(flat(8))).toBeNull();
    const nested = flat(12);
    const root = nested.qpdf[1]['obj:2 0 R']!.value as Record<string, unknown>;
    root['/Kids'] = ['3 0 R', '50 0 R'];
    expect(narrowPageTreePatch(nested)).toBeNull();
    const twice = flat(12);
    twice.pages[1] = { object: '3 0 R' };
    expect(narrowPageTreePatch(twice)).toBeNull();
  });
});

/** A PDF of `pages` pages, each with its own incompressible picture (a scanned book in small). */
async function scanned(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const parts: Buffer[] = [];
  doc.on('data', (b: Buffer) => parts.push(b));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  for (let p = 1; p <= pages; p++) {
    const picture = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    doc.addPage();
    doc.image(picture, 40, 80, { width: 400 });
    doc.fontSize(20).text(`Trang ${p}`, 40, 30);
  }
  doc.end();
  await ended;
  return Buffer.concat(parts);
}

/** Bytes pdf.js asks for, in 64 KiB ranges, until the document opens and page 1 is ready to draw. */
async function bytesToFirstPage(file: string): Promise<{ bytes: number; pages: number }> {
  const { getDocument, PDFDataRangeTransport } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = readFileSync(file);
  const chunk = 65536;
  let bytes = chunk;
  const transport = new PDFDataRangeTransport(data.length, new Uint8Array(data.subarray(0, chunk)));
  transport.requestDataRange = (begin: number, end: number) => {
    bytes += end - begin;
    setTimeout(() => transport.onDataRange(begin, new Uint8Array(data.subarray(begin, end))));
  };
  const task = getDocument({ range: transport, disableAutoFetch: true, disableStream: true, rangeChunkSize: chunk, verbosity: 0 });
  const doc = await task.promise;
  await (await doc.getPage(1)).getOperatorList();
  const pages = doc.numPages;
  await task.destroy();
  return { bytes, pages };
}

describe.skipIf(!qpdf)('linearize (real qpdf)', () => {
  it('writes a linearised book whose first page pdf.js opens from a small part of the file', async () => {
    const source = path.join(dir, 'flat.pdf');
    writeFileSync(source, await scanned(60));
    const plain = path.join(dir, 'plain.pdf');
    execFileSync(qpdf!, ['--linearize', source, plain]);
    const out = path.join(dir, 'ready.pdf');
    await linearize(qpdf!, source, out, 60_000);

    expect(execFileSync(qpdf!, ['--check-linearization', out]).toString()).toContain('no linearization errors');
    const json = JSON.parse(execFileSync(qpdf!, ['--json=2', '--json-key=pages', out], { maxBuffer: 64 * 1024 * 1024 }).toString()) as QpdfJson;
    expect(json.pages).toHaveLength(60);

    const size = readFileSync(out).length;
    const before = await bytesToFirstPage(plain);
    const after = await bytesToFirstPage(out);
    expect(after.pages).toBe(60);
    // A flat tree made pdf.js read most of the book; the narrow one a few ranges.
    expect(before.bytes).toBeGreaterThan(size / 2);
    expect(after.bytes).toBeLessThan(size / 5);
  });
});
