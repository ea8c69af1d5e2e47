// The demo e-books, made at start once the file storage is open: three grade 7 textbook excerpts prepared by the same
// code as a manager's upload — their pages counted and their words searchable, a cover where pdftoppm is installed, a
// linearised file where qpdf is — filed under their subjects, the publisher and their series; the science book is
// free and has four areas showing the system's picture, two questions of the system's bank and one of its games. "Hệ Mặt Trời" is
// the demo's free lecture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, BookArea } from '../../../src/shared/book.ts';
import { toolPath } from './pdf-tools.ts';
import { bookWorld, ENGLISH, MATH, SCIENCE, type BookWorld } from './test-support.ts';

const pdftoppm = await toolPath('pdftoppm');
const qpdf = await toolPath('qpdf');
if (!pdftoppm || !qpdf) console.log('Không thấy pdftoppm hoặc qpdf trên PATH: bỏ qua kiểm tra ảnh bìa và tệp PDF tuyến tính của sách mẫu.');

let world: BookWorld;

beforeAll(async () => {
  world = await bookWorld();
}, 120_000);
afterAll(() => world.close());

const get = (path: string) => world.server.call('GET', path, { token: world.tokens.teacher });

describe('demo e-books', () => {
  it('are three ready grade 7 books with their page counts, subjects, publisher and series', async () => {
    const { json } = await get('books?perPage=50');
    const byTitle = new Map((json.data as Book[]).map((b) => [b.title, b]));
    expect([...byTitle.keys()].sort()).toEqual([ENGLISH, SCIENCE, MATH].sort());
    expect(byTitle.get(SCIENCE)).toMatchObject({
      pageCount: 16,
      status: 'ready',
      isFree: true,
      grade: { name: 'Khối 7' },
      subject: { name: 'Khoa học tự nhiên' },
      supplier: { name: 'NXB Giáo dục Việt Nam' },
      textbookSeries: { id: 1, name: 'Kết nối tri thức' },
      areaCount: 4,
    });
    expect(byTitle.get(ENGLISH)).toMatchObject({ pageCount: 10, isFree: false, subject: { name: 'Tiếng Anh' }, textbookSeries: { name: 'Global Success' } });
    expect(byTitle.get(MATH)).toMatchObject({ pageCount: 12, isFree: false, subject: { name: 'Toán' }, textbookSeries: { name: 'Kết nối tri thức' } });
  });

  it.skipIf(!pdftoppm || !qpdf)('have a cover and a linearised PDF', async () => {
    for (const id of Object.values(world.books)) {
      const book = (await get(`books/${id}`)).json.data as Book;
      const cover = await world.server.app.request(book.coverUrl!);
      expect(cover.headers.get('content-type')).toBe('image/webp');
      const head = await world.server.app.request(book.fileUrl, { headers: { Range: 'bytes=0-1023' } });
      expect(head.status).toBe(206);
      expect(Buffer.from(await head.arrayBuffer()).toString('latin1')).toContain('/Linearized');
    }
  });

  it('hold the words of every page, Vietnamese and English', async () => {
    const science = (await get(`books/${world.books[SCIENCE]}/text`)).json.data.pages as string[];
    expect(science).toHaveLength(16);
    expect(science[2]).toContain('Bài 1. Hệ Mặt Trời');
    const english = (await get(`books/${world.books[ENGLISH]}/search?q=gardening`)).json.data;
    expect(english.map((h: { page: number }) => h.page)).toContain(7);
  });

  it('the science book has areas opening the system’s solar-system picture, two bank questions and a game', async () => {
    const areas = (await get(`books/${world.books[SCIENCE]}/areas`)).json.data as BookArea[];
    expect(areas.map((a) => [a.page, a.target.type])).toEqual([
      [3, 'media'],
      [5, 'question'],
      [5, 'question'],
      [5, 'game'],
    ]);
    expect(areas[3]!.target).toMatchObject({ type: 'game', game: { title: 'Nối nguyên tố với kí hiệu hoá học', content: { kind: 'matching' } } });
    expect(areas[0]!.target).toMatchObject({ type: 'media', name: 'Hệ Mặt Trời', mediaType: 'image', url: expect.stringMatching(/^\/api\/files\//) });
    expect(areas[1]!.target).toMatchObject({ type: 'question', question: { content: { text: 'Hạt nào mang điện tích âm trong nguyên tử?' } } });
  });

  it('"Hệ Mặt Trời" is the free lecture', async () => {
    const { json } = await world.server.call('GET', 'free/lectures');
    expect(json.data.map((l: { name: string }) => l.name)).toEqual(['Hệ Mặt Trời']);
  });
});
