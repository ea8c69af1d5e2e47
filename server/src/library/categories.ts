// Category trees per content type (spec §3 category types): at most two levels, a school's own beside the system's,
// never deleted while items use them.
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import type { CategoryType, LibraryCategory } from '../../../src/shared/library.ts';
import type { CategoryInput } from '../../../src/shared/schemas/library.ts';
import { SERVER_MSG } from '../messages.ts';

/** The category column of each type's items, for the counts that guard deletes. Types without a table yet: none. */
const ITEMS: Partial<
  Record<
    CategoryType,
    {
      table: typeof t.questionCollections | typeof t.exams | typeof t.mediaResources | typeof t.lectures | typeof t.schedules | typeof t.englishLessons;
      column: PgColumn;
    }
  >
> = {
  question: { table: t.questionCollections, column: t.questionCollections.categoryId },
  exam: { table: t.exams, column: t.exams.categoryId },
  media: { table: t.mediaResources, column: t.mediaResources.categoryId },
  lecture: { table: t.lectures, column: t.lectures.categoryId },
  schedule: { table: t.schedules, column: t.schedules.categoryId },
  english_content: { table: t.englishLessons, column: t.englishLessons.categoryId },
};

async function usage(db: Queryable, type: CategoryType, ids: number[]): Promise<Map<number, number>> {
  const items = ITEMS[type];
  if (!items || !ids.length) return new Map();
  const rows = await db
    .select({ id: items.column, n: sql<number>`count(*)`.mapWith(Number) })
    .from(items.table)
    .where(inArray(items.column, ids))
    .groupBy(items.column);
  return new Map(rows.map((r) => [r.id as number, r.n]));
}

const own = (schoolId: number | null): SQL => (schoolId === null ? isNull(t.libraryCategories.schoolId) : eq(t.libraryCategories.schoolId, schoolId));

/** The categories of one owner (the system, or a school), parents first; `withSystem` adds the system's to a school's. */
export async function listCategories(db: Queryable, type: CategoryType, schoolId: number | null, withSystem = false): Promise<LibraryCategory[]> {
  const owner = withSystem && schoolId !== null ? or(isNull(t.libraryCategories.schoolId), own(schoolId))! : own(schoolId);
  const rows = await db
    .select()
    .from(t.libraryCategories)
    .where(and(eq(t.libraryCategories.type, type), owner))
    .orderBy(asc(t.libraryCategories.position), asc(t.libraryCategories.name), asc(t.libraryCategories.id));
  const counts = await usage(
    db,
    type,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type as CategoryType,
    schoolId: r.schoolId,
    parentId: r.parentId,
    name: r.name,
    position: r.position,
    itemCount: counts.get(r.id) ?? 0,
  }));
}

async function categoryOf(db: Queryable, schoolId: number | null, id: number) {
  const [row] = await db
    .select()
    .from(t.libraryCategories)
    .where(and(eq(t.libraryCategories.id, id), own(schoolId)));
  if (!row) throw notFound();
  return row;
}

/** A parent must be a top-level category of the same type and owner, and a category with children stays top-level. */
async function checkParent(db: Queryable, type: string, schoolId: number | null, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const [parent] = await db
    .select()
    .from(t.libraryCategories)
    .where(and(eq(t.libraryCategories.id, parentId), eq(t.libraryCategories.type, type), own(schoolId)));
  if (!parent || parent.id === selfId) throw invalid({ parentId: [SERVER_MSG.libraryCategoryMissing] });
  if (parent.parentId !== null) throw invalid({ parentId: [SERVER_MSG.categoryTooDeep] });
  if (selfId !== undefined) {
    const [child] = await db.select({ id: t.libraryCategories.id }).from(t.libraryCategories).where(eq(t.libraryCategories.parentId, selfId)).limit(1);
    if (child) throw invalid({ parentId: [SERVER_MSG.categoryTooDeep] });
  }
}

export async function createCategory(db: Queryable, type: CategoryType, schoolId: number | null, input: CategoryInput): Promise<number> {
  await checkParent(db, type, schoolId, input.parentId);
  const [row] = await db
    .insert(t.libraryCategories)
    .values({ type, schoolId, parentId: input.parentId, name: input.name, position: input.position })
    .returning({ id: t.libraryCategories.id });
  return row!.id;
}

export async function updateCategory(db: Queryable, schoolId: number | null, id: number, input: CategoryInput): Promise<CategoryType> {
  const row = await categoryOf(db, schoolId, id);
  await checkParent(db, row.type, schoolId, input.parentId, id);
  await db.update(t.libraryCategories).set({ name: input.name, parentId: input.parentId, position: input.position }).where(eq(t.libraryCategories.id, id));
  return row.type as CategoryType;
}

/** Refused while the category or one of its children files any item. */
export async function deleteCategory(db: Queryable, schoolId: number | null, id: number): Promise<void> {
  const row = await categoryOf(db, schoolId, id);
  const children = await db.select({ id: t.libraryCategories.id }).from(t.libraryCategories).where(eq(t.libraryCategories.parentId, id));
  const counts = await usage(db, row.type as CategoryType, [id, ...children.map((c) => c.id)]);
  const used = [...counts.values()].reduce((a, b) => a + b, 0);
  if (used > 0) throw new HttpError(422, SERVER_MSG.categoryInUse.replace('{}', String(used)), { id: [SERVER_MSG.categoryInUse.replace('{}', String(used))] });
  await db.delete(t.libraryCategories).where(eq(t.libraryCategories.id, id));
}

export async function categoryType(db: Queryable, schoolId: number | null, id: number): Promise<CategoryType> {
  return (await categoryOf(db, schoolId, id)).type as CategoryType;
}
