// The words of every page of a PDF, read with pdf.js (the same engine the reader uses in the browser), so the server
// can search a book and hand its text to a downloaded copy without opening the PDF again. A file pdf.js cannot open
// (broken, or locked with a password) is refused as unreadable.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Enough for the densest textbook page; a page beyond it is cut (search still finds its first words). */
const PAGE_TEXT_MAX = 20_000;

export class UnreadablePdf extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadablePdf';
  }
}

const assets = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** A page's text items joined as pdf.js lays them out: a new line where it marks one, control characters dropped. */
function pageText(items: readonly unknown[]): string {
  let text = '';
  for (const item of items) {
    if (!item || typeof item !== 'object' || !('str' in item)) continue;
    const { str, hasEOL } = item as { str: string; hasEOL?: boolean };
    text += str + (hasEOL ? '\n' : '');
  }
  return (
    text
      // eslint-disable-next-line no-control-regex -- PostgreSQL text cannot hold NUL, and the others are noise
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
      .slice(0, PAGE_TEXT_MAX)
  );
}

/** The text of each page of the PDF at `file`, in order; `onPage` after each page. */
export async function readPdfPages(file: string, onPage: (page: number, pages: number) => void | Promise<void> = () => {}): Promise<string[]> {
  // Loaded on first use: most requests never need the PDF engine.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    url: pathToFileURL(file),
    cMapUrl: `${assets}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assets}/standard_fonts/`,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(pageText(content.items));
      page.cleanup();
      await onPage(n, doc.numPages);
    }
    if (!pages.length) throw new UnreadablePdf('no pages');
    return pages;
  } catch (err) {
    // A password, a broken cross-reference table, a page that does not parse: the same file fails the same way again.
    if (err instanceof UnreadablePdf) throw err;
    throw new UnreadablePdf(`pdf.js: ${(err as Error).name}: ${(err as Error).message}`);
  } finally {
    await task.destroy();
  }
}
