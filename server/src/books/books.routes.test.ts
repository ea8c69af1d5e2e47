// Reading e-books: everyone signed in, of any school and role, reads the system's ready books (list with filters, one
// book, a search inside it that ignores Vietnamese diacritics, its words, its areas); nobody signed out does, except
// the free books at /api/free/books. A book's PDF is served by its public address with byte ranges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { Book, BookPage, BookSearchHit } from '../../../src/shared/book.ts';
import { bookWorld, ENGLISH, MATH, SCIENCE, type BookWorld, type Caller } from './test-support.ts';
import { SERVER_MSG } from '../messages.ts';

let world: BookWorld;
beforeAll(async () => {
  world = await bookWorld();
}, 120_000);
afterAll(() => world.close());

const get = (path: string, who?: Caller) => world.server.call('GET', path, { token: who ? world.tokens[who] : undefined });
const titles = (page: BookPage) => page.data.map((b) => b.title).sort();

describe('the e-book library for everyone signed in', () => {
  it('is refused without signing in', async () => {
    for (const path of ['books', `books/${world.books[SCIENCE]}`, `books/${world.books[SCIENCE]}/search?q=sao`, `books/${world.books[SCIENCE]}/text`]) {
      const res = await get(path);
      expect(res.status, path).toBe(401);
      expect(res.json.message).toBe(MSG.unauthenticated);
    }
  });

  it('lists the ready books to a teacher and a student, with their filing, file, cover and version', async () => {
    for (const who of ['teacher', 'student'] as const) {
      const res = await get('books', who);
      expect(res.status).toBe(200);
      expect(titles(res.json)).toEqual([ENGLISH, SCIENCE, MATH].sort());
      expect(res.json.pagination).toEqual({ total: 3, page: 1, perPage: 12 });
    }
    const book = (await get(`books/${world.books[MATH]}`, 'student')).json.data as Book;
    expect(book).toMatchObject({ title: MATH, pageCount: 12, status: 'ready', failReason: null, isFree: false, grade: { name: 'Khối 7' } });
    expect(book.fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(book.size).toBeGreaterThan(10_000);
    expect(book.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('filters by words of the title (without diacritics), grade, subject, publisher and series', async () => {
    const list = async (query: string) => titles((await get(`books?${query}`, 'teacher')).json);
    expect(await list('name=so%20huu%20ti')).toEqual([MATH]);
    expect(await list('name=HỆ%20MẶT')).toEqual([SCIENCE]);
    expect(await list('textbookIds=5')).toEqual([ENGLISH]);
    const [english] = await world.server.db.select().from(t.subjects).where(eq(t.subjects.name, 'Tiếng Anh'));
    expect(await list(`subjectIds=${english!.id},999`)).toEqual([ENGLISH]);
    const [grade6] = await world.server.db.select().from(t.grades).where(eq(t.grades.level, 6));
    expect(await list(`gradeIds=${grade6!.id}`)).toEqual([]);
    const page = (await get('books?perPage=2&page=2', 'teacher')).json as BookPage;
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toEqual({ total: 3, page: 2, perPage: 2 });
    expect((await get('books?gradeIds=abc', 'teacher')).status).toBe(422);
  });

  it('hides a book being prepared or failed from readers, not from a manager', async () => {
    const id = world.books[ENGLISH]!;
    await world.server.db.update(t.books).set({ status: 'failed', failReason: SERVER_MSG.bookUnreadable }).where(eq(t.books.id, id));
    try {
      expect(titles((await get('books', 'teacher')).json)).toEqual([SCIENCE, MATH].sort());
      expect((await get(`books/${id}`, 'student')).status).toBe(404);
      const managed = (await get(`books/${id}`, 'admin')).json.data as Book;
      expect(managed).toMatchObject({ status: 'failed', failReason: SERVER_MSG.bookUnreadable });
      expect((await get(`books/${id}/search?q=hobby`, 'admin')).json.message).toBe(SERVER_MSG.bookNotReady);
    } finally {
      await world.server.db.update(t.books).set({ status: 'ready', failReason: null }).where(eq(t.books.id, id));
    }
  });
});

describe('searching inside a book', () => {
  it('finds "he mat troi" on the pages that print "Hệ Mặt Trời", with the words around it', async () => {
    const res = await get(`books/${world.books[SCIENCE]}/search?q=he%20mat%20troi`, 'student');
    expect(res.status).toBe(200);
    const hits = res.json.data as BookSearchHit[];
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.map((h) => h.page)).toEqual([...hits.map((h) => h.page)].sort((a, b) => a - b));
    expect(hits[0]!.page).toBe(1);
    const lesson = hits.find((h) => h.page === 3)!;
    expect(lesson.snippet).toContain('Hệ Mặt Trời');
    expect(lesson.snippet.length).toBeLessThanOrEqual(130);
    // The same words typed with their marks, or in capitals, find the same pages.
    const marked = (await get(`books/${world.books[SCIENCE]}/search?q=${encodeURIComponent('HỆ MẶT TRỜI')}`, 'student')).json.data as BookSearchHit[];
    expect(marked.map((h) => h.page)).toEqual(hits.map((h) => h.page));
  });

  it('answers no page for words the book does not hold, and 422 for an empty query', async () => {
    expect((await get(`books/${world.books[MATH]}/search?q=photosynthesis`, 'teacher')).json.data).toEqual([]);
    const empty = await get(`books/${world.books[MATH]}/search?q=%20`, 'teacher');
    expect(empty.status).toBe(422);
    expect(empty.json.errors.q).toEqual([MSG.invalidInput]);
    expect((await get(`books/${world.books[MATH]}/search`, 'teacher')).status).toBe(422);
  });

  it('gives every page’s words for a downloaded copy to search offline', async () => {
    const pages = (await get(`books/${world.books[MATH]}/text`, 'student')).json.data.pages as string[];
    expect(pages).toHaveLength(12);
    expect(pages[2]).toContain('Bài 1. Tập hợp các số hữu tỉ');
    expect(pages[2]).toContain('ℚ');
  });
});

describe('free e-books without signing in', () => {
  it('lists only the free ready books and opens them, with their search, words and areas', async () => {
    const list = (await get('free/books')).json as BookPage;
    expect(titles(list)).toEqual([SCIENCE]);
    const id = world.books[SCIENCE]!;
    expect((await get(`free/books/${id}`)).json.data).toMatchObject({ title: SCIENCE, isFree: true, areaCount: 4 });
    expect(((await get(`free/books/${id}/search?q=ngan%20ha`)).json.data as BookSearchHit[]).map((h) => h.page)).toContain(13);
    expect((await get(`free/books/${id}/text`)).json.data.pages).toHaveLength(16);
    expect((await get(`free/books/${id}/areas`)).json.data).toHaveLength(4);
  });

  it('answers 404 for a book that is not free, on every path', async () => {
    const id = world.books[ENGLISH]!;
    for (const path of [`free/books/${id}`, `free/books/${id}/search?q=hobby`, `free/books/${id}/text`, `free/books/${id}/areas`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.json.message).toBe(MSG.notFound);
    }
  });
});

describe('a book’s file', () => {
  it('is served by its public address with byte ranges, so the reader opens page 1 before the rest arrives', async () => {
    const book = (await get(`books/${world.books[ENGLISH]}`, 'teacher')).json.data as Book;
    const whole = await world.server.app.request(book.fileUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(whole.headers.get('content-length'))).toBe(book.size);
    await whole.arrayBuffer();
    const part = await world.server.app.request(book.fileUrl, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${book.size}`);
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes).toHaveLength(100);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
