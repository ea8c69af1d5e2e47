// A book's version (Book.version): a downloaded copy compares it with the server's to know it is out of date. It is a
// hash of what a download holds — the PDF (its storage key and etag: a new file is a new key) and the areas as stored —
// so it changes whenever either changes, and only then (details such as the title are read online).
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';

type AreaRow = typeof t.bookAreas.$inferSelect;

export function bookVersion(file: { key: string; etag: string }, areas: Omit<AreaRow, 'bookId'>[]): string {
  return createHash('sha256')
    .update(`${file.key}\n${file.etag}\n`)
    .update(JSON.stringify(areas.map(({ id, page, x, y, w, h, label, target }) => [id, page, x, y, w, h, label, target])))
    .digest('hex')
    .slice(0, 16);
}

/** Recomputes the stored version of a book from its current file and areas (inside the transaction that changed them). */
export async function refreshVersion(db: Queryable, bookId: number): Promise<string> {
  const [row] = await db
    .select({ key: t.storedFiles.key, etag: t.storedFiles.etag })
    .from(t.books)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.books.fileId))
    .where(eq(t.books.id, bookId));
  if (!row) throw new Error(`book ${bookId} is gone`);
  const areas = await db.select().from(t.bookAreas).where(eq(t.bookAreas.bookId, bookId)).orderBy(asc(t.bookAreas.position));
  const version = bookVersion(row, areas);
  await db.update(t.books).set({ version }).where(eq(t.books.id, bookId));
  return version;
}
