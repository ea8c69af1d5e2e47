// One library list for every content type and level: the spec §3 filters, a search that ignores Vietnamese
// diacritics, sorting and pagination, each item with the names of what it is filed under.
import { aliasedTable, and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { foldedWords } from '../../../src/shared/fold.ts';
import type { LibraryItem, LibraryLevel, LibraryPage, ReviewStatus, Named } from '../../../src/shared/library.ts';
import type { LibraryQuery } from './query.ts';
import type { ContentType } from './content-type.ts';

/** A LIKE pattern matching `word` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function filterWhere(type: ContentType, q: Partial<LibraryQuery>): SQL[] {
  const c = type.cols;
  const where: SQL[] = [];
  for (const word of foldedWords(q.name ?? '')) {
    const pattern = containsPattern(word);
    const own = sql`${c.searchText} like ${pattern}`;
    const more = type.searchMore?.(pattern);
    where.push(more ? sql`(${own} or ${more})` : own);
  }
  if (q.categoryIds?.length) {
    // A top-level category also finds the items filed under its children.
    where.push(sql`${c.categoryId} in (select id from library_categories where id in ${q.categoryIds} or parent_id in ${q.categoryIds})` as SQL);
  }
  if (q.subjectIds?.length) where.push(inArray(c.subjectId, q.subjectIds));
  if (q.gradeIds?.length) where.push(inArray(c.gradeId, q.gradeIds));
  if (q.supplierIds?.length) where.push(inArray(c.supplierId, q.supplierIds));
  if (q.textbookIds?.length) where.push(inArray(c.textbookSeriesId, q.textbookIds));
  if (q.topicIds?.length) where.push(inArray(c.topicId, q.topicIds));
  if (q.status) where.push(eq(c.status, q.status));
  return where;
}

const owner = aliasedTable(t.users, 'owner');

/** The item fields of LibraryItem, with the joins that name them. */
export function selectItems(db: Queryable, type: ContentType) {
  const c = type.cols;
  return db
    .select({
      id: c.id,
      name: c.name,
      description: c.description,
      level: c.level,
      status: c.status,
      reviewReason: c.reviewReason,
      reviewedAt: c.reviewedAt,
      schoolId: c.schoolId,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      ownerId: owner.id,
      ownerFirst: owner.firstName,
      ownerLast: owner.lastName,
      categoryId: t.libraryCategories.id,
      categoryName: t.libraryCategories.name,
      subjectId: t.subjects.id,
      subjectName: t.subjects.name,
      gradeId: t.grades.id,
      gradeName: t.grades.name,
      supplierId: t.suppliers.id,
      supplierName: t.suppliers.name,
      seriesId: t.textbookSeries.id,
      seriesName: t.textbookSeries.name,
      topicId: t.topics.id,
      topicName: t.topics.name,
    })
    .from(type.table)
    .leftJoin(owner, eq(owner.id, c.ownerId))
    .leftJoin(t.libraryCategories, eq(t.libraryCategories.id, c.categoryId))
    .leftJoin(t.subjects, eq(t.subjects.id, c.subjectId))
    .leftJoin(t.grades, eq(t.grades.id, c.gradeId))
    .leftJoin(t.suppliers, eq(t.suppliers.id, c.supplierId))
    .leftJoin(t.textbookSeries, eq(t.textbookSeries.id, c.textbookSeriesId))
    .leftJoin(t.topics, eq(t.topics.id, c.topicId));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const named = (id: number | null, name: string | null): Named | null => (id === null || name === null ? null : { id, name });
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d === null ? null : String(d));

export function itemView(r: ItemRow): LibraryItem {
  return {
    id: r.id as number,
    name: r.name as string,
    description: (r.description as string | null) ?? null,
    level: r.level as LibraryLevel,
    status: r.status as ReviewStatus,
    reviewReason: (r.reviewReason as string | null) ?? null,
    reviewedAt: iso(r.reviewedAt),
    schoolId: (r.schoolId as number | null) ?? null,
    owner: r.ownerId === null ? null : { id: r.ownerId, fullName: `${r.ownerLast ?? ''} ${r.ownerFirst ?? ''}`.trim() },
    category: named(r.categoryId, r.categoryName),
    subject: named(r.subjectId, r.subjectName),
    grade: named(r.gradeId, r.gradeName),
    supplier: named(r.supplierId, r.supplierName),
    textbookSeries: named(r.seriesId, r.seriesName),
    topic: named(r.topicId, r.topicName),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

export async function listItems(db: Queryable, type: ContentType, visible: SQL, q: LibraryQuery): Promise<LibraryPage> {
  const c = type.cols;
  const where = and(visible, ...filterWhere(type, q));
  const order = q.sort === 'name' ? [asc(c.name), asc(c.id)] : q.sort === 'oldest' ? [asc(c.createdAt), asc(c.id)] : [desc(c.createdAt), desc(c.id)];
  const [rows, [count]] = await Promise.all([
    selectItems(db, type)
      .where(where)
      .orderBy(...order)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(type.table)
      .where(where),
  ]);
  return { data: rows.map(itemView), pagination: { total: count?.n ?? 0, page: q.page, perPage: q.perPage } };
}

export async function findItem(db: Queryable, type: ContentType, visible: SQL, id: number): Promise<LibraryItem | null> {
  const [row] = await selectItems(db, type).where(and(visible, eq(type.cols.id, id)));
  return row ? itemView(row) : null;
}
