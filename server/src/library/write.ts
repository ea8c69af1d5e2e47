// Creating, editing and deleting library items of any type, and checking what an item is filed under exists.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { fold } from '../../../src/shared/fold.ts';
import type { LibraryMetaInput } from '../../../src/shared/schemas/library.ts';
import { rowValues, type ContentType, type LibraryField } from './content-type.ts';
import type { Scope } from './scope.ts';
import { SERVER_MSG } from '../messages.ts';

/** The category must be of the type and belong to the system or to the item's school. */
export async function checkCategory(db: Queryable, type: ContentType, schoolId: number | null, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db
    .select({ id: t.libraryCategories.id })
    .from(t.libraryCategories)
    .where(
      and(
        eq(t.libraryCategories.id, categoryId),
        eq(t.libraryCategories.type, type.categoryType),
        schoolId === null ? isNull(t.libraryCategories.schoolId) : or(isNull(t.libraryCategories.schoolId), eq(t.libraryCategories.schoolId, schoolId)),
      ),
    );
  if (!row) throw invalid({ categoryId: [SERVER_MSG.libraryCategoryMissing] });
}

/** The meta fields as columns, with the folded search text of the name. */
export function metaValues(meta: Partial<LibraryMetaInput>): Partial<Record<LibraryField, unknown>> {
  return {
    name: meta.name,
    description: meta.description,
    categoryId: meta.categoryId,
    subjectId: meta.subjectId,
    gradeId: meta.gradeId,
    supplierId: meta.supplierId,
    textbookSeriesId: meta.textbookSeriesId,
    topicId: meta.topicId,
    searchText: meta.name === undefined ? undefined : fold(meta.name),
  };
}

/**
 * A new item at the scope's level. School items wait for review unless their author may approve; `extra` holds the
 * type's own columns.
 */
export async function createItem(
  db: Queryable,
  type: ContentType,
  scope: Scope,
  meta: LibraryMetaInput,
  extra: Record<string, unknown>,
  approved: boolean,
): Promise<number> {
  await checkCategory(db, type, scope.schoolId, meta.categoryId);
  const values = {
    ...rowValues(type, {
      ...metaValues(meta),
      level: scope.level,
      schoolId: scope.schoolId,
      ownerId: scope.userId,
      status: scope.level === 'school' && !approved ? 'pending' : 'approved',
    }),
    ...extra,
  };
  const [row] = await db
    .insert(type.table)
    .values(values as never)
    .returning({ id: type.cols.id });
  return (row as { id: number }).id;
}

/** Edits an item; a school item edited by someone who may not approve goes back to review. */
export async function updateItem(
  db: Queryable,
  type: ContentType,
  scope: Scope,
  id: number,
  meta: LibraryMetaInput,
  extra: Record<string, unknown>,
  approved: boolean,
): Promise<void> {
  await checkCategory(db, type, scope.schoolId, meta.categoryId);
  const review = scope.level === 'school' && !approved ? { status: 'pending', reviewReason: null } : {};
  await db
    .update(type.table)
    .set({ ...rowValues(type, { ...metaValues(meta), ...review, updatedAt: new Date() }), ...extra } as never)
    .where(eq(type.cols.id, id));
}

/** Deletes items; answers the storage keys they alone used (ContentType.afterDelete), to remove after the commit. */
export async function deleteItems(db: Queryable, type: ContentType, ids: number[]): Promise<string[]> {
  for (const id of ids) await type.beforeDelete?.(db, id);
  if (!ids.length) return [];
  const rows = type.afterDelete ? ((await db.select().from(type.table).where(inArray(type.cols.id, ids))) as Record<string, unknown>[]) : [];
  await db.delete(type.table).where(inArray(type.cols.id, ids));
  return type.afterDelete ? type.afterDelete(db, rows) : [];
}

/** Marks an item changed (its content was edited) and refreshes its search text from its name. */
export async function touchItem(db: Queryable, type: ContentType, id: number): Promise<void> {
  await db
    .update(type.table)
    .set(rowValues(type, { updatedAt: sql`now()` }) as never)
    .where(eq(type.cols.id, id));
}
