// pdf.js wired for school machines without internet and behind a strict content security policy: the worker and the
// data pdf.js asks for on demand (JPEG 2000 / JBIG2 decoders as WebAssembly, without which scanned pages show blank
// images; CJK character maps; the Symbol and Dingbats fonts) are files of our own build under /assets (worker-src and
// connect-src 'self'; never a CDN, never a data: URL, hence `no-inline`). Only the reader's lazy chunk imports this
// module, so pdf.js stays out of the app shell.
import { pdfjs } from 'react-pdf';
import type { DocumentProps } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline';

// Set here, after react-pdf's own module has run (it sets a default workerSrc when imported).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

type Kind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl';

const glob = {
  // `exhaustive`: import.meta.glob skips node_modules otherwise.
  cMapUrl: import.meta.glob<string>('/node_modules/pdfjs-dist/cmaps/*.bcmap', { query: '?url&no-inline', import: 'default', eager: true, exhaustive: true }),
  // With the system's fonts on (pdf.js's default in a browser, and the one that has Vietnamese letters), pdf.js asks
  // only for the two symbol fonts no system has.
  standardFontDataUrl: import.meta.glob<string>('/node_modules/pdfjs-dist/standard_fonts/Foxit{Symbol,Dingbats}.pfb', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
    exhaustive: true,
  }),
  // The image decoders; qcms (colour profiles) is fetched by the worker itself only with useWorkerFetch, which we do
  // not use, and quickjs is for PDF scripts, which the reader does not run.
  wasmUrl: import.meta.glob<string>('/node_modules/pdfjs-dist/wasm/{jbig2,openjpeg}.wasm', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
    exhaustive: true,
  }),
};

const byFileName = (files: Record<string, string>) => new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));
const FILES: Record<Kind, Map<string, string>> = {
  cMapUrl: byFileName(glob.cMapUrl),
  standardFontDataUrl: byFileName(glob.standardFontDataUrl),
  wasmUrl: byFileName(glob.wasmUrl),
};

/** pdf.js's BinaryDataFactory: it names a file of a kind, we answer with the bytes of our hashed copy of it. */
class BundledBinaryData {
  async fetch({ kind, filename }: { kind: Kind; filename: string }): Promise<Uint8Array> {
    const url = FILES[kind]?.get(filename);
    if (!url) throw new Error(`pdf.js asked for ${kind} ${filename}, which is not in the build`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/**
 * One pdf.js worker for every book, started as soon as the reader's code has arrived — while the book's details are
 * still on their way — instead of when the first document is asked for: starting a worker costs a tablet a few hundred
 * milliseconds. Documents given a worker leave it running when they close. None where there are no workers (tests).
 */
function sharedWorker() {
  return typeof Worker === 'undefined' || !pdfjs.PDFWorker ? undefined : new pdfjs.PDFWorker();
}

/**
 * One object for every document (react-pdf reloads a document whose options change). Range requests of 256 KiB, no
 * streaming of the whole file and no prefetching of pages nobody opened: on a slow school network the first page of a
 * 300-page book shows after a few hundred kilobytes, and the server (or, offline, the service worker) answers ranges.
 */
export const PDF_OPTIONS: NonNullable<DocumentProps['options']> = {
  worker: sharedWorker(),
  disableAutoFetch: true,
  disableStream: true,
  rangeChunkSize: 256 * 1024,
  BinaryDataFactory: BundledBinaryData,
  useWorkerFetch: false,
};
