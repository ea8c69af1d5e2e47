// What the bench's browser figures share: signing in and calling the API as a user, and a system e-book made from a
// generated "scanned" PDF (a noisy picture per page: incompressible, like a real scanned textbook).
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

export async function signIn(base, who) {
  const res = await fetch(`${base}/api/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(who) });
  if (!res.ok) throw new Error(`Đăng nhập ${who.email} thất bại: HTTP ${res.status}`);
  return (await res.json()).data;
}

/** The seed's student hs01, whose signed-in home the figures measure; the header greets her by this name. */
export const DEMO_STUDENT = { email: 'hs01@nguyendu.edu.vn', password: 'Hoc@2026' };
export const DEMO_STUDENT_NAME = 'Nguyễn An';

/** Signs every page of a context in as the app keeps a session: the token under its storage name, before any script. */
export const storeSession = (context, token) => context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.accessToken, token]);

export async function api(base, token, path, init = {}) {
  const res = await fetch(`${base}/api/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** A PDF of `pages` pages of incompressible pictures, about `bytes` in all (a scanned textbook). */
export async function bigPdf(pages, bytes) {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const parts = [];
  doc.on('data', (b) => parts.push(b));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  // One noisy picture of about the page's share, drawn on every page with the page number over it.
  const side = Math.round(Math.sqrt(bytes / pages / 1.1));
  for (let p = 1; p <= pages; p++) {
    const picture = await sharp({ create: { width: side, height: side, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    doc.addPage();
    doc.image(picture, 40, 80, { width: 515 });
    doc.fontSize(28).fillColor('#000').text(`Trang ${p}`, 40, 30);
  }
  doc.end();
  await ended;
  return Buffer.concat(parts);
}

function upload(base, token, data, filename) {
  return new Promise((resolve, reject) => {
    new tus.Upload(data, {
      endpoint: `${base}/api/s/uploads`,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename, filetype: 'application/pdf' },
      onSuccess: (payload) => resolve(JSON.parse(payload.lastResponse.getBody()).data),
      onError: reject,
    }).start();
  });
}

/** A free system e-book made from `pdf` by a system manager, once the server has prepared it. */
export async function createBook(base, token, pdf, title) {
  const { fileId } = await upload(base, token, pdf, 'sach-bench.pdf');
  const { book } = await api(base, token, 'books', { method: 'POST', body: JSON.stringify({ fileId, title, isFree: true }) });
  const until = Date.now() + 10 * 60_000;
  let ready = book;
  while (ready.status === 'processing' && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    ready = await api(base, token, `books/${book.id}`);
  }
  if (ready.status !== 'ready') throw new Error(`Sách "${title}" không sẵn sàng: ${ready.status} ${ready.failReason ?? ''}`);
  return ready;
}
