// The demo e-books (after the media seed: they need the file storage, and the science book's areas show the system's
// solar-system picture): three textbook excerpts written here as PDFs (seed-pdf.ts), stored like an upload and
// prepared by the same code as a manager's book (prepare.ts: pages' words, linearised file, cover), filed under grade
// 7, their subjects, the publisher and their textbook series. The science book is free and has areas opening the
// system's picture, two questions of the system's science bank and one of its games.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Storage } from '../platform/storage/index.ts';
import { bookAreasInput } from '../../../src/shared/schemas/book.ts';
import { DEMO } from '../seed.ts';
import { resolveAreas } from './areas.ts';
import { bookSearchText } from './book-write.ts';
import { prepareBook } from './prepare.ts';
import { renderBook, type BookSpec } from './seed-pdf.ts';
import { ENGLISH_BOOK } from './seed-book-english.ts';
import { MATH_BOOK } from './seed-book-math.ts';
import { SCIENCE_AREA_PAGES, SCIENCE_BOOK } from './seed-book-science.ts';
import { bookVersion, refreshVersion } from './version.ts';
import { SCIENCE_MATCHING } from '../question-bank/seed-games.ts';

const PUBLISHER = 'NXB Giáo dục Việt Nam';

interface SeedBook {
  title: string;
  description: string;
  subject: string;
  /** src/shared/constants.ts TEXTBOOK_SERIES: 1 Kết nối tri thức, 5 Global Success. */
  seriesId: number;
  isFree: boolean;
  spec: BookSpec;
}

export const SEED_BOOKS: SeedBook[] = [
  {
    title: 'Khoa học tự nhiên 7 – Chủ đề: Hệ Mặt Trời',
    description: 'Trích đoạn sách giáo khoa: Mặt Trời và các hành tinh, ngày và đêm, Mặt Trăng, nhật thực, nguyệt thực và Ngân Hà.',
    subject: 'Khoa học tự nhiên',
    seriesId: 1,
    isFree: true,
    spec: SCIENCE_BOOK,
  },
  {
    title: 'Tiếng Anh 7 Global Success – Unit 1: Hobbies',
    description: 'Unit 1 of the grade 7 English book: vocabulary, pronunciation, grammar, skills and a class project about hobbies.',
    subject: 'Tiếng Anh',
    seriesId: 5,
    isFree: false,
    spec: ENGLISH_BOOK,
  },
  {
    title: 'Toán 7 – Chương 1: Số hữu tỉ',
    description: 'Tập hợp các số hữu tỉ, các phép tính, luỹ thừa, thứ tự thực hiện phép tính và quy tắc chuyển vế, với bài tập cuối chương.',
    subject: 'Toán',
    seriesId: 1,
    isFree: false,
    spec: MATH_BOOK,
  },
];

/**
 * The science book's buttons: the solar-system picture over its figure, two atom questions beside the reminder and,
 * under it, the system bank's game matching elements with their symbols (the Sun is hydrogen and helium).
 */
async function placeAreas(db: Db, bookId: number, adminId: number): Promise<void> {
  const [media] = await db
    .select({ id: t.mediaResources.id })
    .from(t.mediaResources)
    .where(and(eq(t.mediaResources.level, 'system'), eq(t.mediaResources.name, 'Hệ Mặt Trời')));
  const questions = await db
    .select({ id: t.questions.id, text: sql<string>`${t.questions.content}->>'text'` })
    .from(t.questions)
    .innerJoin(t.questionCollections, eq(t.questionCollections.id, t.questions.collectionId))
    .where(and(eq(t.questionCollections.level, 'system'), inArray(t.questionCollections.name, ['Khoa học tự nhiên 7 – Nguyên tử'])));
  const question = (start: string) => questions.find((q) => q.text.startsWith(start))?.id;
  const negative = question('Hạt nào mang điện tích âm');
  const parts = question('Nguyên tử gồm hạt nhân');
  const [game] = await db
    .select({ id: t.miniGames.id })
    .from(t.miniGames)
    .innerJoin(t.questionCollections, eq(t.questionCollections.id, t.miniGames.collectionId))
    .where(and(eq(t.questionCollections.level, 'system'), eq(t.miniGames.title, SCIENCE_MATCHING.title)));
  if (!media || !negative || !parts || !game) throw new Error('seedBooks: the system media and science bank must be seeded first');
  const input = v.parse(bookAreasInput, {
    areas: [
      {
        id: 'hinh-he-mat-troi',
        page: SCIENCE_AREA_PAGES.solarSystem,
        rect: { x: 8, y: 22, w: 84, h: 27 },
        label: 'Xem ảnh Hệ Mặt Trời',
        target: { kind: 'media', mediaId: media.id },
      },
      {
        id: 'cau-hoi-electron',
        page: SCIENCE_AREA_PAGES.sun,
        rect: { x: 8, y: 44, w: 41, h: 12 },
        label: 'Câu hỏi: hạt nào mang điện tích âm?',
        target: { kind: 'question', questionId: negative },
      },
      {
        id: 'cau-hoi-cau-tao-nguyen-tu',
        page: SCIENCE_AREA_PAGES.sun,
        rect: { x: 51, y: 44, w: 41, h: 12 },
        label: 'Câu hỏi: điền vào chỗ trống về cấu tạo nguyên tử',
        target: { kind: 'question', questionId: parts },
      },
      {
        id: 'tro-choi-ki-hieu-hoa-hoc',
        page: SCIENCE_AREA_PAGES.sun,
        rect: { x: 8, y: 80, w: 84, h: 10 },
        label: 'Trò chơi: nối nguyên tố với kí hiệu hoá học',
        target: { kind: 'game', gameId: game.id },
      },
    ],
  });
  const [book] = await db.select({ pageCount: t.books.pageCount }).from(t.books).where(eq(t.books.id, bookId));
  const rows = await resolveAreas(db, bookId, book!.pageCount, input, adminId);
  await db.insert(t.bookAreas).values(rows);
  await refreshVersion(db, bookId);
}

export async function seedBooks(db: Db, storage: Storage): Promise<void> {
  const [admin] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.systemAdmin));
  const [grade] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.level, 7));
  const [publisher] = await db.select({ id: t.suppliers.id }).from(t.suppliers).where(eq(t.suppliers.name, PUBLISHER));
  const subjects = await db.select().from(t.subjects);
  const ids: number[] = [];
  for (const item of SEED_BOOKS) {
    const pdf = await renderBook(item.spec);
    // Where an upload would be: the same key shape, so the public content-files route serves it.
    const key = `uploads/${randomUUID()}`;
    const stored = await storage.put(key, pdf, { contentType: 'application/pdf' });
    const [file] = await db
      .insert(t.storedFiles)
      .values({
        key,
        kind: 'book',
        ownerId: admin!.id,
        schoolId: null,
        contentType: 'application/pdf',
        size: pdf.length,
        etag: stored.etag,
        filename: `${item.title}.pdf`,
      })
      .returning();
    const [book] = await db
      .insert(t.books)
      .values({
        title: item.title,
        description: item.description,
        gradeId: grade!.id,
        subjectId: subjects.find((s) => s.name === item.subject)!.id,
        supplierId: publisher!.id,
        textbookSeriesId: item.seriesId,
        fileId: file!.id,
        isFree: item.isFree,
        status: 'processing',
        version: bookVersion(file!, []),
        searchText: bookSearchText(item),
        createdBy: admin!.id,
      })
      .returning({ id: t.books.id });
    ids.push(book!.id);
  }
  // Together: one book's qpdf and pdftoppm run while pdf.js reads another's pages (every first start pays this).
  await Promise.all(ids.map((id) => prepareBook(db, storage, id)));
  await placeAreas(db, ids[SEED_BOOKS.findIndex((b) => b.spec === SCIENCE_BOOK)]!, admin!.id);
}
