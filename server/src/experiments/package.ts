// Reads an uploaded simulation package (a .zip with an index.html, or one .html file) into the files it will serve,
// refusing what could escape its folder or exhaust the server: paths that climb out (zip-slip: '..', an absolute path,
// a drive letter, a backslash), symlinks, too many files, and more bytes once unpacked than the cap (a zip bomb is
// stopped while inflating, whatever sizes its directory claims).
import type JSZip from 'jszip';
import { fillPlaceholders as format } from '../../../src/shared/ui-text.ts';
import { invalid } from '../http/errors.ts';
import { SERVER_MSG } from '../messages.ts';
import { MAX_PACKAGE_BYTES } from '../../../src/shared/experiments.ts';

export { MAX_PACKAGE_BYTES };

export const MAX_PACKAGE_FILES = 2000;
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_PATH = 400;

export interface PackageFile {
  path: string;
  bytes: Buffer;
}

const refuse = (message: string): never => {
  throw invalid({ file: [message] });
};

/** The entry's path as served, or a refusal: relative, forward slashes only, no '.' or '..' segment, no drive. */
export function safePath(raw: string): string {
  const bad = () => refuse(format(SERVER_MSG.experimentUnsafePath, [raw.slice(0, 120)]));
  if (!raw || raw.length > MAX_PATH || raw.includes('\\') || raw.includes('\0') || raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) bad();
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f]/.test(raw)) bad();
  const segments = raw.replace(/\/$/, '').split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes(':'))) bad();
  return segments.join('/');
}

/** Files a packer adds that are no part of the simulation (macOS resource forks, Finder and Explorer metadata). */
const junk = (path: string) => path.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(path);

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Inflates one entry, stopping as soon as the package's running total passes the cap. */
async function inflate(entry: JSZip.JSZipObject, budget: { left: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = entry.nodeStream('nodebuffer');
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      budget.left -= chunk.length;
      if (budget.left < 0) {
        (stream as unknown as { pause(): void }).pause();
        reject(invalid({ file: [SERVER_MSG.experimentUnpackedTooLarge] }));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', () => reject(invalid({ file: [SERVER_MSG.experimentPackageUnreadable] })));
  });
}

const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The files of a package, paths relative to its index.html's folder; throws a 422 with a Vietnamese reason. */
export async function readPackage(bytes: Buffer, filename: string): Promise<PackageFile[]> {
  if (bytes.length > MAX_PACKAGE_BYTES) refuse(SERVER_MSG.experimentPackageTooLarge);
  if (!isZip(bytes)) {
    // One self-contained page, as many simple simulations are published.
    if (/\.html?$/i.test(filename) && bytes.length > 0 && !bytes.subarray(0, 1024).includes(0)) return [{ path: 'index.html', bytes }];
    return refuse(SERVER_MSG.experimentPackageUnreadable);
  }
  let zip: JSZip;
  try {
    const { default: JSZip } = await import('jszip');
    zip = await JSZip.loadAsync(bytes, { createFolders: false });
  } catch {
    return refuse(SERVER_MSG.experimentPackageUnreadable);
  }
  const entries = Object.values(zip.files);
  if (entries.length > MAX_PACKAGE_FILES) refuse(SERVER_MSG.experimentTooManyFiles);
  const files: { path: string; entry: JSZip.JSZipObject }[] = [];
  let declared = 0;
  for (const entry of entries) {
    // JSZip cleans '../' out of `name` and keeps what the archive said in unsafeOriginalName: judge the original.
    const path = safePath(entry.unsafeOriginalName ?? entry.name);
    const mode = typeof entry.unixPermissions === 'number' ? entry.unixPermissions : 0;
    if ((mode & S_IFMT) === S_IFLNK) refuse(format(SERVER_MSG.experimentSymlink, [path.slice(0, 120)]));
    if (entry.dir || junk(path)) continue;
    // The directory's own claim, checked first so an obvious bomb is refused before anything is inflated.
    declared += (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
    if (declared > MAX_UNPACKED_BYTES) refuse(SERVER_MSG.experimentUnpackedTooLarge);
    files.push({ path, entry });
  }
  const root = packageRoot(files.map((f) => f.path));
  const budget = { left: MAX_UNPACKED_BYTES };
  const out: PackageFile[] = [];
  for (const { path, entry } of files) {
    out.push({ path: path.slice(root.length), bytes: await inflate(entry, budget) });
  }
  return out;
}

/** '' when index.html is at the root, 'folder/' when every file is in one top folder holding it; else refused. */
export function packageRoot(paths: string[]): string {
  if (paths.includes('index.html')) return '';
  const tops = new Set(paths.map((p) => (p.includes('/') ? p.slice(0, p.indexOf('/') + 1) : p)));
  const [top] = tops;
  if (tops.size === 1 && top!.endsWith('/') && paths.includes(`${top}index.html`)) return top!;
  return refuse(SERVER_MSG.experimentNoIndex);
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  bin: 'application/octet-stream',
};

/** The content type a file is served with, by its extension (served with nosniff: the browser keeps to it). */
export function contentTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) ?? 'application/octet-stream';
}
