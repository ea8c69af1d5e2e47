// Writing books (the manager's routes): a new book takes the PDF its manager uploaded (the upload becomes the book's
// file, public by address, and no longer counts in anyone's storage: the e-book library is the system's) and queues
// its preparation; details change in place; a deleted book frees its files.
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { refreshUsedStorage } from '../uploads/quota.ts';
import { fold } from '../../../src/shared/fold.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { BookCreateInput, BookDetailsInput } from '../../../src/shared/schemas/book.ts';
import { addPrepareTask } from './prepare-task.ts';
import { bookVersion } from './version.ts';

/** What the list's name search matches: the title and the description, folded. */
export const bookSearchText = (input: Pick<BookDetailsInput, 'title' | 'description'>) => fold(`${input.title} ${input.description ?? ''}`);

const detailColumns = (input: BookDetailsInput) => ({
  title: input.title,
  description: input.description || null,
  gradeId: input.gradeId,
  subjectId: input.subjectId,
  supplierId: input.supplierId,
  textbookSeriesId: input.textbookSeriesId,
  isFree: input.isFree,
  searchText: bookSearchText(input),
});

/** The caller's own unused upload, taken as a book's file (422 when it is not theirs, or not a PDF). */
async function takeUpload(db: Queryable, fileId: number, userId: number) {
  const f = t.storedFiles;
  const [file] = await db
    .select()
    .from(f)
    .where(and(eq(f.id, fileId), eq(f.kind, 'upload'), eq(f.ownerId, userId)))
    .for('update');
  if (!file) throw invalid({ fileId: [MSG.bookFileRequired] });
  // Read from the file's first bytes when it was uploaded (uploads/file-types.ts), never from its name.
  if (file.contentType !== 'application/pdf') throw invalid({ fileId: [MSG.bookNotPdf] });
  await db.update(f).set({ kind: 'book', schoolId: null }).where(eq(f.id, file.id));
  return file;
}

/** A new book, processing, and the task that prepares it (enqueue it once this transaction is committed). */
export async function createBook(db: Db, input: BookCreateInput, userId: number): Promise<{ bookId: number; taskId: string }> {
  return db.transaction(async (tx) => {
    const file = await takeUpload(tx, input.fileId, userId);
    const [book] = await tx
      .insert(t.books)
      .values({ ...detailColumns(input), fileId: file.id, status: 'processing', version: bookVersion(file, []), createdBy: userId })
      .returning({ id: t.books.id });
    const taskId = await addPrepareTask(tx, book!.id, userId, file.schoolId);
    await refreshUsedStorage(tx, userId);
    return { bookId: book!.id, taskId };
  });
}

/** false when there is no such book. */
export async function updateDetails(db: Queryable, id: number, input: BookDetailsInput): Promise<boolean> {
  const updated = await db
    .update(t.books)
    .set({ ...detailColumns(input), updatedAt: new Date() })
    .where(eq(t.books.id, id))
    .returning({ id: t.books.id });
  return updated.length > 0;
}

/** Deletes the book (its pages and areas with it) and its files' rows; answers the storage keys to remove, or null. */
export async function deleteBook(db: Db, id: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(t.books).where(eq(t.books.id, id)).returning({ fileId: t.books.fileId, coverFileId: t.books.coverFileId });
    if (!gone) return null;
    const ids = [gone.fileId, ...(gone.coverFileId ? [gone.coverFileId] : [])];
    const files = await tx
      .delete(t.storedFiles)
      .where(and(inArray(t.storedFiles.id, ids), eq(t.storedFiles.kind, 'book')))
      .returning({ key: t.storedFiles.key });
    return files.map((f) => f.key);
  });
}
