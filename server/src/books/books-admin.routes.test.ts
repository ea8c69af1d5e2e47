// Managing e-books, on the real queue with real uploads: a system administrator uploads a PDF, creates a book from
// it, and the 'book-prepare' task makes it ready with its page count, cover and searchable words; a picture or a
// broken or locked PDF fails with the reason the manager reads. Areas open only the system's approved media and the
// system banks' questions, on pages the book has, and change the book's version. Teachers and students manage
// nothing. Deleting a book frees its files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { Book, BookArea } from '../../../src/shared/book.ts';
import type { Task } from '../../../src/shared/tasks.ts';
import { toolPath } from './pdf-tools.ts';
import { h1, p, renderBook } from './seed-pdf.ts';
import { bookFileKey, bookWorld, ENGLISH, SCIENCE, upload, type BookWorld, type Caller } from './test-support.ts';
import { SERVER_MSG } from '../messages.ts';

const qpdf = await toolPath('qpdf');
const pdftoppm = await toolPath('pdftoppm');
if (!qpdf || !pdftoppm) console.log('Không thấy qpdf hoặc pdftoppm trên PATH: bỏ qua kiểm tra ảnh bìa, tệp tuyến tính và PDF có mật khẩu.');

let world: BookWorld;
let pdf: Buffer;

/** A three-page PDF: the cover and two pages of a biology lesson. */
const lessonPdf = () =>
  renderBook({
    running: 'Sinh học · Quang hợp',
    cover: {
      color: '#15803d',
      subject: 'Sinh học',
      grade: '7',
      topic: 'Quang hợp',
      series: 'Cánh diều',
      publisher: 'NXB Giáo dục Việt Nam',
      drawing: 'fractionBars',
    },
    pages: [
      [h1('Quang hợp ở thực vật'), p('Lá cây hấp thụ ánh sáng Mặt Trời nhờ diệp lục để tổng hợp chất hữu cơ.')],
      [h1('Trao đổi khí'), p('Khí khổng đóng và mở để cây lấy khí carbon dioxide và thải khí oxygen.')],
    ],
  });

beforeAll(async () => {
  world = await bookWorld({ http: true, queue: true });
  pdf = await lessonPdf();
}, 120_000);
afterAll(() => world.close());

const call = (who: Caller, method: string, path: string, body?: unknown) => world.server.call(method, path, { token: world.tokens[who], body });
const details = { title: 'Sinh học 7 – Quang hợp', description: 'Bài đọc thêm', gradeId: null, subjectId: null, supplierId: null, textbookSeriesId: 3 };

async function finished(taskId: string): Promise<Task> {
  let task: Task | undefined;
  await vi.waitFor(
    async () => {
      task = (await world.server.call('GET', `s/tasks/${taskId}`, { token: world.tokens.admin, school: world.school })).json.data as Task;
      expect(['done', 'failed']).toContain(task.state);
    },
    { timeout: 60_000, interval: 200 },
  );
  return task!;
}

/** Uploads `data` as the administrator and creates a book of it; answers the created book and its finished task. */
async function created(data: Buffer, filename: string, extra: object = {}) {
  const { fileId } = await upload(world, 'admin', data, filename);
  const res = await call('admin', 'POST', 'books', { ...details, ...extra, fileId });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const { book, taskId } = res.json.data as { book: Book; taskId: string };
  return { book, task: await finished(taskId) };
}

describe('creating a book', () => {
  it('from an uploaded PDF: processing at once, then ready with its pages, words and cover', async () => {
    const { fileId } = await upload(world, 'admin', pdf, 'quang-hop.pdf');
    const res = await call('admin', 'POST', 'books', { ...details, fileId, isFree: true });
    expect(res.status).toBe(201);
    const { book, taskId } = res.json.data as { book: Book; taskId: string };
    expect(book).toMatchObject({ title: details.title, status: 'processing', pageCount: 0, isFree: true, textbookSeries: { id: 3, name: 'Cánh diều' } });
    // The book is not in a reader's list until it is ready.
    expect((await call('teacher', 'GET', `books/${book.id}`)).status).toBe(404);
    const task = await finished(taskId);
    expect(task).toMatchObject({ kind: 'book-prepare', state: 'done', progress: 100, error: null });
    const ready = (await call('teacher', 'GET', `books/${book.id}`)).json.data as Book;
    expect(ready).toMatchObject({ status: 'ready', pageCount: 3, failReason: null });
    expect(ready.version).not.toBe(book.version);
    const hits = (await call('student', 'GET', `books/${book.id}/search?q=khi%20khong`)).json.data;
    expect(hits).toEqual([{ page: 3, snippet: expect.stringContaining('Khí khổng') }]);
    // The upload no longer exists as the administrator's private file: it is the book's, or replaced by its copy.
    const [left] = await world.server.db
      .select()
      .from(t.storedFiles)
      .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.kind, 'upload')));
    expect(left).toBeUndefined();
    if (qpdf && pdftoppm) {
      const cover = await world.server.app.request(ready.coverUrl!);
      expect(cover.headers.get('content-type')).toBe('image/webp');
      const { width, height } = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
      expect(Math.max(width!, height!)).toBe(480);
      const file = Buffer.from(await (await world.server.app.request(ready.fileUrl)).arrayBuffer());
      expect(file.subarray(0, 1024).toString('latin1')).toContain('/Linearized');
    } else expect(ready.coverUrl).toBeNull();
  });

  it('refuses a file that is not a PDF, someone else’s upload, and a catalogue entry that does not exist', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const picture = await upload(world, 'admin', png, 'bia.pdf');
    expect(picture.contentType).toBe('image/png');
    const refused = await call('admin', 'POST', 'books', { ...details, fileId: picture.fileId });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ fileId: [MSG.bookNotPdf] });
    const theirs = await upload(world, 'teacher', pdf, 'cua-co-lan.pdf');
    expect((await call('admin', 'POST', 'books', { ...details, fileId: theirs.fileId })).json.errors).toEqual({ fileId: [MSG.bookFileRequired] });
    const mine = await upload(world, 'admin', pdf, 'sach.pdf');
    const missing = await call('admin', 'POST', 'books', { ...details, fileId: mine.fileId, subjectId: 9999 });
    expect(missing.json.errors).toEqual({ subjectId: [SERVER_MSG.bookCatalogueMissing] });
    expect((await call('admin', 'POST', 'books', { ...details, title: ' ' })).json.errors).toMatchObject({ title: [MSG.bookTitleRequired] });
  });

  it('fails a broken PDF with the reason the manager reads, at once', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 'x')]);
    const { book, task } = await created(broken, 'hong.pdf');
    expect(task).toMatchObject({ state: 'failed', error: SERVER_MSG.bookUnreadable });
    expect((await call('admin', 'GET', `books/${book.id}`)).json.data).toMatchObject({ status: 'failed', failReason: SERVER_MSG.bookUnreadable, pageCount: 0 });
  });

  it.skipIf(!qpdf)('fails a PDF locked with a password', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lms-book-test-'));
    writeFileSync(path.join(dir, 'open.pdf'), pdf);
    execFileSync(qpdf!, ['--encrypt', 'mat-khau', 'chu-so-huu', '256', '--', path.join(dir, 'open.pdf'), path.join(dir, 'locked.pdf')]);
    const { task } = await created(readFileSync(path.join(dir, 'locked.pdf')), 'khoa.pdf');
    expect(task).toMatchObject({ state: 'failed', error: SERVER_MSG.bookUnreadable });
  });

  it('is refused to teachers, students and principals, with the other managing routes', async () => {
    const { fileId } = await upload(world, 'teacher', pdf, 'cua-toi.pdf');
    const id = world.books[SCIENCE]!;
    for (const who of ['teacher', 'student', 'principal'] as const) {
      expect((await call(who, 'POST', 'books', { ...details, fileId })).status).toBe(403);
      expect((await call(who, 'PATCH', `books/${id}`, details)).status).toBe(403);
      expect((await call(who, 'DELETE', `books/${id}`)).status).toBe(403);
      expect((await call(who, 'PUT', `books/${id}/areas`, { areas: [] })).status).toBe(403);
    }
    expect((await world.server.call('POST', 'books', { body: { ...details, fileId } })).status).toBe(401);
  });
});

describe('a book’s details and areas', () => {
  const area = (target: object, extra: object = {}) => ({ id: 'vung-1', page: 2, rect: { x: 10, y: 10, w: 30, h: 20 }, label: 'Mở', target, ...extra });
  const systemMedia = async () =>
    (
      await world.server.db
        .select()
        .from(t.mediaResources)
        .where(and(eq(t.mediaResources.level, 'system'), eq(t.mediaResources.name, 'Hệ Mặt Trời')))
    )[0]!.id;

  it('details change without changing the version; areas change it', async () => {
    const id = world.books[ENGLISH]!;
    const before = (await call('admin', 'GET', `books/${id}`)).json.data as Book;
    const patched = await call('admin', 'PATCH', `books/${id}`, { ...details, title: 'Tiếng Anh 7 – Unit 1', isFree: true });
    expect(patched.json.data).toMatchObject({ title: 'Tiếng Anh 7 – Unit 1', isFree: true, version: before.version, textbookSeries: { id: 3 } });
    expect((await world.server.call('GET', `free/books/${id}`)).status).toBe(200);
    const saved = await call('admin', 'PUT', `books/${id}/areas`, { areas: [area({ kind: 'media', mediaId: await systemMedia() })] });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const [stored] = saved.json.data as BookArea[];
    expect(stored).toMatchObject({
      id: 'vung-1',
      page: 2,
      rect: { x: 10, y: 10, w: 30, h: 20 },
      target: { type: 'media', name: 'Hệ Mặt Trời', mediaType: 'image' },
    });
    const after = (await call('teacher', 'GET', `books/${id}`)).json.data as Book;
    expect(after).toMatchObject({ areaCount: 1 });
    expect(after.version).not.toBe(before.version);
    expect((await call('admin', 'PATCH', 'books/999999', details)).status).toBe(404);
  });

  it('refuses, at each area’s path, a page the book lacks, a school’s media, a school bank’s question and a repeated id', async () => {
    const id = world.books[ENGLISH]!;
    const [schoolMedia] = await world.server.db.select().from(t.mediaResources).where(eq(t.mediaResources.level, 'school'));
    const [schoolQuestion] = await world.server.db
      .select({ id: t.questions.id })
      .from(t.questions)
      .innerJoin(t.questionCollections, eq(t.questionCollections.id, t.questions.collectionId))
      .where(eq(t.questionCollections.level, 'school'));
    const res = await call('admin', 'PUT', `books/${id}/areas`, {
      areas: [
        area({ kind: 'media', mediaId: await systemMedia() }, { page: 11 }),
        area({ kind: 'media', mediaId: schoolMedia!.id }, { id: 'vung-2' }),
        area({ kind: 'question', questionId: schoolQuestion!.id }, { id: 'vung-3' }),
        area({ kind: 'media', mediaId: await systemMedia() }, { id: 'vung-3' }),
      ],
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      'areas.0.page': [SERVER_MSG.bookAreaOutsidePage],
      'areas.1.target.mediaId': [SERVER_MSG.bookAreaMediaUnavailable],
      'areas.2.target.questionId': [SERVER_MSG.bookAreaQuestionUnavailable],
      'areas.3.id': [SERVER_MSG.bookAreaDuplicate],
    });
    const bad = await call('admin', 'PUT', `books/${id}/areas`, { areas: [area({ kind: 'media', mediaId: 1 }, { rect: { x: 10, y: 10, w: 0, h: 20 } })] });
    expect(bad.status).toBe(422);
    expect(bad.json.errors['areas.0.rect.w']).toEqual([MSG.invalidInput]);
    const unnamed = await call('admin', 'PUT', `books/${id}/areas`, { areas: [area({ kind: 'media', mediaId: await systemMedia() }, { label: '  ' })] });
    expect(unnamed.json.errors['areas.0.label']).toEqual([MSG.bookAreaLabelRequired]);
    // Nothing was saved by the refused requests.
    expect((await call('teacher', 'GET', `books/${id}/areas`)).json.data).toHaveLength(1);
  });

  it('an empty list removes every area', async () => {
    const id = world.books[ENGLISH]!;
    expect((await call('admin', 'PUT', `books/${id}/areas`, { areas: [] })).json.data).toEqual([]);
    expect((await call('admin', 'GET', `books/${id}`)).json.data.areaCount).toBe(0);
  });
});

describe('deleting a book', () => {
  it('removes it and frees its PDF and cover', async () => {
    const { book } = await created(pdf, 'xoa.pdf');
    const ready = (await call('admin', 'GET', `books/${book.id}`)).json.data as Book;
    const key = await bookFileKey(world.server, book.id);
    const res = await call('admin', 'DELETE', `books/${book.id}`);
    expect(res.json).toEqual({ data: { id: book.id } });
    expect((await call('admin', 'GET', `books/${book.id}`)).status).toBe(404);
    expect((await world.server.app.request(ready.fileUrl)).status).toBe(404);
    if (ready.coverUrl) expect((await world.server.app.request(ready.coverUrl)).status).toBe(404);
    expect(await world.server.storage.head(key)).toBeNull();
    expect((await call('admin', 'DELETE', `books/${book.id}`)).status).toBe(404);
  });
});
