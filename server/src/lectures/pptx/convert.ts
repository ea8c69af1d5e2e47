// Turns a PowerPoint file into one picture per shown slide plus that slide's text and speaker notes, the way Moodle
// converts documents: LibreOffice prints the deck to PDF, pdftoppm draws each page, and the words are read from the
// .pptx itself. Without LibreOffice and poppler-utils on the server, officeAvailable() says so and the rest of the
// app runs as usual.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PptxConvertError } from './errors.ts';
import { readPptxText } from './pptx-text.ts';
import { drawPages, printToPdf } from './render.ts';
import { Slots } from './slots.ts';
import { onPath } from '../../platform/on-path.ts';

export interface PptxSlide {
  /** Absolute path of the rendered picture, inside workDir. */
  png: string;
  width: number;
  height: number;
  /** The slide's paragraphs joined by \n. */
  text: string;
  notes: string;
}

export interface ConvertOptions {
  /** An empty folder of this conversion's own; the pictures stay in it, everything else is removed. */
  workDir: string;
  /** For LibreOffice and pdftoppm together, counted once a conversion slot is free. */
  timeoutMs?: number;
  /** Picture width in pixels; the height follows the slide's proportions. */
  width?: number;
  onProgress?: (percent: number) => void;
  /** Aborting kills the running tools and rejects with the signal's reason. */
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_WIDTH = 1600;
// LibreOffice takes a full core and a few hundred megabytes while it converts: more at once only slows each one and
// puts the server's memory at risk.
const slots = new Slots(2);

interface Tools {
  office: string;
  pdftoppm: string;
}
let tools: Promise<Tools | null> | undefined;

/** Whether soffice (or libreoffice) and pdftoppm are on PATH; looked up once per process. */
export async function officeAvailable(): Promise<boolean> {
  return (await findTools()) !== null;
}

/**
 * Hidden slides are left out: LibreOffice's PDF export skips them (as a slide show does), so their text and notes are
 * skipped too and picture i always belongs to the i-th shown slide.
 */
export async function convertPptx(input: string, opts: ConvertOptions): Promise<PptxSlide[]> {
  const progress = opts.onProgress ?? (() => {});
  const data = await readFile(input).catch((err: Error) => {
    throw new PptxConvertError('failed', `cannot read ${input}: ${err.message}`);
  });
  const shown = (await readPptxText(data)).filter((slide) => !slide.hidden);
  if (shown.length === 0) throw new PptxConvertError('invalid', 'no shown slides');
  const found = await findTools();
  if (!found) throw new PptxConvertError('missing', 'soffice or pdftoppm is not on PATH');
  progress(5);

  const workDir = path.resolve(opts.workDir);
  const release = await slots.acquire(opts.signal);
  let pngs: string[];
  try {
    const step = { workDir, deadline: Date.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS), signal: opts.signal };
    const pdf = await printToPdf(found.office, input, step);
    progress(60);
    pngs = await drawPages(found.pdftoppm, pdf, opts.width ?? DEFAULT_WIDTH, {
      ...step,
      onPage: (page, pages) => progress(60 + Math.round((35 * page) / pages)),
    });
  } finally {
    release();
    await Promise.all(['lo-profile', 'tmp', 'pdf', 'source.pptx'].map((name) => rm(path.join(workDir, name), { recursive: true, force: true })));
  }
  if (pngs.length !== shown.length) {
    // Pairing pictures with the wrong slides' notes would be worse than failing.
    throw new PptxConvertError('failed', `${pngs.length} pages rendered for ${shown.length} shown slides`);
  }
  // Loaded with the first deck: an idle server does not carry the image library (~15 MB resident).
  const { default: sharp } = await import('sharp');
  const slides = await Promise.all(
    pngs.map(async (png, i) => {
      const { width = 0, height = 0 } = await sharp(png).metadata();
      return { png, width, height, text: shown[i]?.text ?? '', notes: shown[i]?.notes ?? '' };
    }),
  );
  progress(100);
  return slides;
}

function findTools(): Promise<Tools | null> {
  tools ??= (async () => {
    const office = (await onPath('soffice')) ?? (await onPath('libreoffice'));
    const pdftoppm = await onPath('pdftoppm');
    return office && pdftoppm ? { office, pdftoppm } : null;
  })();
  return tools;
}
