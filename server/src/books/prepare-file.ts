// A book's PDF made ready to read: copied from storage into a work folder of its own (the tools read files, and the
// storage may be a bucket), its pages' words read, a linearised copy stored when qpdf is here, and a WebP cover of
// page 1 stored when pdftoppm is here. The work folder goes whatever happens; files already stored go when a later
// step fails.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../platform/storage/index.ts';
import { log } from '../platform/logger.ts';
import { drawFirstPage, linearize, toolPath, ToolError } from './pdf-tools.ts';
import { readPdfPages } from './pdf-text.ts';

/** Cover width or height in pixels (pdftoppm -scale-to): sharp enough for a shelf of books on a tablet. */
export const COVER_PX = 480;
const LINEARIZE_BASE_MS = 60_000;
/** qpdf rewrites the whole file: a big textbook gets more time. */
const LINEARIZE_MS_PER_MB = 2_000;
const COVER_TIMEOUT_MS = 30_000;

export interface StoredPart {
  /** `uploads/<uuid>`, so the public content-files route serves it once its row is written. */
  key: string;
  size: number;
  etag: string;
}

export interface PreparedPdf {
  /** The linearised copy; null when the file is kept as it was uploaded (no qpdf, or qpdf refused it). */
  pdf: StoredPart | null;
  /** The WebP of page 1; null when none could be made. */
  cover: StoredPart | null;
  /** Each page's words, page 1 first. */
  pages: string[];
}

/** Removes stored parts no row will name; a failed removal leaves an unnamed orphan. */
export async function dropParts(storage: Storage, parts: (StoredPart | null)[]): Promise<void> {
  await Promise.all(parts.flatMap((p) => (p ? [storage.delete(p.key).catch((err: unknown) => log.warn({ err, key: p.key }, 'stored file left behind'))] : [])));
}

async function linearized(storage: Storage, source: string, workDir: string): Promise<StoredPart | null> {
  const qpdf = await toolPath('qpdf');
  if (!qpdf) {
    log.warn('qpdf is not on PATH: the book is served as uploaded (not linearised)');
    return null;
  }
  const out = path.join(workDir, 'linear.pdf');
  const mb = (await stat(source)).size / (1024 * 1024);
  try {
    await linearize(qpdf, source, out, LINEARIZE_BASE_MS + Math.ceil(mb) * LINEARIZE_MS_PER_MB);
  } catch (err) {
    if (!(err instanceof ToolError)) throw err;
    // pdf.js read it: the reader opens it too, only without the fast first page.
    log.warn({ err }, 'qpdf could not linearise a book; served as uploaded');
    return null;
  }
  const key = `uploads/${randomUUID()}`;
  const info = await storage.put(key, createReadStream(out), { contentType: 'application/pdf' });
  return { key, size: info.size, etag: info.etag };
}

async function coverOf(storage: Storage, source: string, workDir: string): Promise<StoredPart | null> {
  const pdftoppm = await toolPath('pdftoppm');
  if (!pdftoppm) return null;
  let webp: Buffer;
  try {
    const png = await drawFirstPage(pdftoppm, source, path.join(workDir, 'cover'), COVER_PX, COVER_TIMEOUT_MS);
    // Loaded with the first cover, as the thumbnail job loads it.
    const { default: sharp } = await import('sharp');
    webp = await sharp(png, { limitInputPixels: 100_000_000 }).webp({ quality: 80 }).toBuffer();
  } catch (err) {
    log.warn({ err }, 'no cover could be drawn for a book');
    return null;
  }
  const key = `uploads/${randomUUID()}`;
  const info = await storage.put(key, webp, { contentType: 'image/webp' });
  return { key, size: info.size, etag: info.etag };
}

/**
 * Prepares the PDF stored under `sourceKey`. Reports 5–80 % while reading pages, then 90 %. Throws UnreadablePdf for a
 * file pdf.js cannot open.
 */
export async function preparePdf(storage: Storage, sourceKey: string, report: (percent: number) => void | Promise<void>): Promise<PreparedPdf> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'lms-book-'));
  let pdf: StoredPart | null = null;
  try {
    const source = path.join(workDir, 'source.pdf');
    const body = await storage.get(sourceKey);
    if (!body) throw new Error(`stored file ${sourceKey} is gone`);
    await pipeline(body, createWriteStream(source));
    await report(5);
    const pages = await readPdfPages(source, (page, count) => report(5 + Math.round((75 * page) / count)));
    pdf = await linearized(storage, source, workDir);
    await report(90);
    const cover = await coverOf(storage, source, workDir);
    return { pdf, cover, pages };
  } catch (err) {
    await dropParts(storage, [pdf]);
    throw err;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
