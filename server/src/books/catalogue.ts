// The catalogue entries a book is filed under (grade, subject, publisher, textbook series) must exist: an id the
// picker offered may have been deleted since, and the database would refuse it as a broken reference (a 500).
import { inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import type { BookDetailsInput } from '../../../src/shared/schemas/book.ts';
import { SERVER_MSG } from '../messages.ts';

const TABLES = {
  gradeId: t.grades,
  subjectId: t.subjects,
  supplierId: t.suppliers,
  textbookSeriesId: t.textbookSeries,
} as const;

/** 422 at each field naming an entry that is not in its catalogue. */
export async function checkCatalogue(db: Queryable, input: BookDetailsInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, table] of Object.entries(TABLES) as [keyof typeof TABLES, (typeof TABLES)[keyof typeof TABLES]][]) {
    const id = input[field];
    if (id === null) continue;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [id]));
    if (!row) errors[field] = [SERVER_MSG.bookCatalogueMissing];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
