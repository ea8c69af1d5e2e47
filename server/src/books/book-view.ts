// Books as the API sends them (src/shared/book.ts Book): one query names what a book is filed under, its file's
// address and size, its cover and how many areas it has. Who sees which books is a condition the caller passes
// (visibility.ts): the signed-in library, a manager's, or the free resources.
import { aliasedTable, and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { containsPattern } from '../library/list.ts';
import { contentFileUrl } from '../uploads/content-files.ts';
import { foldedWords } from '../../../src/shared/fold.ts';
import type { Book, BookPage, BookStatus } from '../../../src/shared/book.ts';
import type { Named } from '../../../src/shared/library.ts';
import type { BookQuery } from '../../../src/shared/schemas/book.ts';

const b = t.books;
const file = aliasedTable(t.storedFiles, 'book_file');

function selectBooks(db: Queryable) {
  return db
    .select({
      book: b,
      fileKey: file.key,
      size: file.size,
      // A second alias of stored_files defeats Drizzle's row type; the cover's key is one small subquery.
      coverKey: sql<string | null>`(select c.key from stored_files c where c.id = ${b.coverFileId})`,
      gradeName: t.grades.name,
      subjectName: t.subjects.name,
      supplierName: t.suppliers.name,
      seriesName: t.textbookSeries.name,
      areaCount: sql<number>`(select count(*) from book_areas a where a.book_id = ${b.id})`.mapWith(Number),
    })
    .from(b)
    .innerJoin(file, eq(file.id, b.fileId))
    .leftJoin(t.grades, eq(t.grades.id, b.gradeId))
    .leftJoin(t.subjects, eq(t.subjects.id, b.subjectId))
    .leftJoin(t.suppliers, eq(t.suppliers.id, b.supplierId))
    .leftJoin(t.textbookSeries, eq(t.textbookSeries.id, b.textbookSeriesId));
}

type Row = Awaited<ReturnType<typeof selectBooks>>[number];

const named = (id: number | null, name: string | null): Named | null => (id === null || name === null ? null : { id, name });

function bookView(r: Row): Book {
  const x = r.book;
  return {
    id: x.id,
    title: x.title,
    description: x.description,
    grade: named(x.gradeId, r.gradeName),
    subject: named(x.subjectId, r.subjectName),
    supplier: named(x.supplierId, r.supplierName),
    textbookSeries: named(x.textbookSeriesId, r.seriesName),
    pageCount: x.pageCount,
    size: r.size,
    fileUrl: contentFileUrl(r.fileKey),
    coverUrl: r.coverKey ? contentFileUrl(r.coverKey) : null,
    isFree: x.isFree,
    status: x.status as BookStatus,
    failReason: x.failReason,
    version: x.version,
    areaCount: r.areaCount,
    createdAt: x.createdAt.toISOString(),
    updatedAt: x.updatedAt.toISOString(),
  };
}

/** The list's filters: every word of `name` in the folded title and description, and the catalogue ids. */
function filterWhere(q: BookQuery): SQL[] {
  const where: SQL[] = foldedWords(q.name ?? '').map((word) => sql`${b.searchText} like ${containsPattern(word)}`);
  if (q.gradeIds?.length) where.push(inArray(b.gradeId, q.gradeIds));
  if (q.subjectIds?.length) where.push(inArray(b.subjectId, q.subjectIds));
  if (q.supplierIds?.length) where.push(inArray(b.supplierId, q.supplierIds));
  if (q.textbookIds?.length) where.push(inArray(b.textbookSeriesId, q.textbookIds));
  return where;
}

export async function listBooks(db: Queryable, visible: SQL | undefined, q: BookQuery): Promise<BookPage> {
  const where = and(visible, ...filterWhere(q));
  const [rows, [count]] = await Promise.all([
    selectBooks(db)
      .where(where)
      .orderBy(desc(b.createdAt), desc(b.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(b)
      .where(where),
  ]);
  return { data: rows.map(bookView), pagination: { total: count?.n ?? 0, page: q.page, perPage: q.perPage } };
}

export async function findBook(db: Queryable, visible: SQL | undefined, id: number): Promise<Book | null> {
  const [row] = await selectBooks(db).where(and(visible, eq(b.id, id)));
  return row ? bookView(row) : null;
}
