// What the library framework needs to know about one content type: its table and the columns every library item has
// (schema-library.ts libraryColumns), its permission keys per level, and how to copy and delete what it holds.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../exams/structure.ts';
import type { CategoryType, LibraryKind, LibraryLevel } from '../../../src/shared/library.ts';
import type { PermissionAction, PermissionKey } from '../../../src/shared/permissions.ts';
import { LIBRARY_KINDS } from '../../../src/shared/library.ts';

/** The columns the framework reads and writes, named the same for every type. */
export interface LibraryColumns {
  id: PgColumn;
  name: PgColumn;
  description: PgColumn;
  schoolId: PgColumn;
  ownerId: PgColumn;
  level: PgColumn;
  status: PgColumn;
  reviewReason: PgColumn;
  reviewedBy: PgColumn;
  reviewedAt: PgColumn;
  categoryId: PgColumn;
  subjectId: PgColumn;
  gradeId: PgColumn;
  supplierId: PgColumn;
  textbookSeriesId: PgColumn;
  topicId: PgColumn;
  sourceId: PgColumn;
  searchText: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
}

export type LibraryField = keyof LibraryColumns;

/** The columns every library table has under the same names (db/schema-library.ts libraryColumns()). */
const SHARED_FIELDS = [
  'level',
  'status',
  'reviewReason',
  'reviewedBy',
  'reviewedAt',
  'categoryId',
  'subjectId',
  'gradeId',
  'supplierId',
  'textbookSeriesId',
  'topicId',
  'sourceId',
  'searchText',
  'updatedAt',
] as const satisfies readonly LibraryField[];
type SharedField = (typeof SHARED_FIELDS)[number];

/** A content type's columns: its own identity and naming columns, and the shared library columns of its table. */
export function libraryCols(table: Record<SharedField, PgColumn>, own: Omit<LibraryColumns, SharedField>): LibraryColumns {
  const shared = Object.fromEntries(SHARED_FIELDS.map((f) => [f, table[f]])) as Record<SharedField, PgColumn>;
  return { ...own, ...shared };
}

export interface ContentType {
  kind: LibraryKind;
  /** The API path segment: /question_collections, /s/question_collections, /s/personal/question_collections. */
  path: string;
  categoryType: CategoryType;
  table: PgTable;
  cols: LibraryColumns;
  /** The table's property names where they differ from LibraryColumns' (exams: title, createdBy). */
  props?: Partial<Record<LibraryField, string>>;
  /** Copies what the item holds (questions, parts) from one item to another of the same type. */
  copyContent(db: Queryable, fromId: number, toId: number, actorId: number): Promise<void>;
  /** Refuses a delete that would lose something (an exam students have taken); throws an HttpError. */
  beforeDelete?(db: Queryable, id: number): Promise<void>;
  /**
   * After the rows (as they were) are deleted, in the same transaction: lets go of what only they used, and answers the
   * storage keys to remove once the transaction is committed (bytes go after the rows naming them, never before).
   */
  afterDelete?(db: Queryable, rows: Record<string, unknown>[]): Promise<string[]>;
  /**
   * Who besides reviewers and the author may read an approved school item (a plan kept to one school role); none:
   * every reader of the school library.
   */
  approvedFor?(scope: { schoolId: number | null; userId: number }): SQL;
  /** What else a search word may match (a bank's questions): a condition on the item for one LIKE pattern. */
  searchMore?(pattern: string): SQL;
}

export function permissionFor(type: ContentType, level: LibraryLevel, action: PermissionAction): PermissionKey {
  return `${LIBRARY_KINDS[type.kind].groupKeys[level]}.${action}`;
}

/** A row object keyed by the table's own property names. */
export function rowValues(type: ContentType, values: Partial<Record<LibraryField, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) out[type.props?.[key as LibraryField] ?? key] = value;
  }
  return out;
}
