// Preparing a book (the 'book-prepare' task, and the demo books at seed time): its stored PDF read and linearised,
// its cover drawn (prepare-file.ts), then in one transaction the book names its new file and cover, keeps each page's
// words and turns 'ready' with a new version. A file that is no PDF or cannot be read fails the book at once with the
// reason the manager reads; an unforeseen failure (storage, database) marks it failed too, and a retry of the task
// starts it over.
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../platform/storage/index.ts';
import { log } from '../platform/logger.ts';
import { TaskFailure } from '../tasks/task-kind.ts';
import { fold } from '../../../src/shared/fold.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { dropParts, preparePdf, type PreparedPdf } from './prepare-file.ts';
import { UnreadablePdf } from './pdf-text.ts';
import { refreshVersion } from './version.ts';
import { SERVER_MSG } from '../messages.ts';

type StoredFile = typeof t.storedFiles.$inferSelect;
type BookRow = typeof t.books.$inferSelect;

/** Rows written at once: a 400-page textbook in a few statements. */
const PAGES_PER_INSERT = 100;

async function fail(db: Db, bookId: number, reason: string) {
  await db.update(t.books).set({ status: 'failed', failReason: reason, updatedAt: new Date() }).where(eq(t.books.id, bookId));
}

/** Writes what was prepared; false when the book or its file changed meanwhile (deleted, or prepared by another run). */
async function store(db: Db, book: BookRow, source: StoredFile, prepared: PreparedPdf): Promise<{ stale: string[] } | false> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ fileId: t.books.fileId, coverFileId: t.books.coverFileId }).from(t.books).where(eq(t.books.id, book.id)).for('update');
    if (!current || current.fileId !== source.id) return false;
    const named = (part: NonNullable<PreparedPdf['pdf']>, contentType: string, filename: string) => ({
      key: part.key,
      kind: 'book',
      ownerId: source.ownerId,
      schoolId: null,
      contentType,
      size: part.size,
      etag: part.etag,
      filename,
    });
    const title = book.title.slice(0, 150);
    const [pdf] = prepared.pdf
      ? await tx
          .insert(t.storedFiles)
          .values(named(prepared.pdf, 'application/pdf', `${title}.pdf`))
          .returning()
      : [source];
    const [cover] = prepared.cover
      ? await tx
          .insert(t.storedFiles)
          .values(named(prepared.cover, 'image/webp', `${title}.webp`))
          .returning()
      : [null];
    await tx
      .update(t.books)
      .set({ fileId: pdf!.id, coverFileId: cover?.id ?? null, pageCount: prepared.pages.length, status: 'ready', failReason: null, updatedAt: new Date() })
      .where(eq(t.books.id, book.id));
    await tx.delete(t.bookPages).where(eq(t.bookPages.bookId, book.id));
    for (let i = 0; i < prepared.pages.length; i += PAGES_PER_INSERT) {
      const rows = prepared.pages.slice(i, i + PAGES_PER_INSERT).map((text, j) => ({ bookId: book.id, page: i + j + 1, text, folded: fold(text) }));
      await tx.insert(t.bookPages).values(rows);
    }
    const replaced = [...(prepared.pdf ? [source.id] : []), ...(current.coverFileId ? [current.coverFileId] : [])];
    const stale = replaced.length
      ? await tx
          .delete(t.storedFiles)
          .where(and(inArray(t.storedFiles.id, replaced), eq(t.storedFiles.kind, 'book')))
          .returning({ key: t.storedFiles.key })
      : [];
    await refreshVersion(tx, book.id);
    return { stale: stale.map((s) => s.key) };
  });
}

/** Prepares book `bookId` from the file it names; `progress` gets 0–100. Throws TaskFailure when retrying cannot help. */
export async function prepareBook(db: Db, storage: Storage, bookId: number, progress: (percent: number) => void | Promise<void> = () => {}): Promise<void> {
  const [found] = await db.select().from(t.books).innerJoin(t.storedFiles, eq(t.storedFiles.id, t.books.fileId)).where(eq(t.books.id, bookId));
  if (!found) throw new TaskFailure(MSG.notFound, `book ${bookId} is gone`);
  const { books: book, stored_files: source } = found;
  await db.update(t.books).set({ status: 'processing', failReason: null }).where(eq(t.books.id, bookId));
  // The type was read from the file's first bytes when it was uploaded (uploads/file-types.ts), never from its name.
  if (source.contentType !== 'application/pdf') {
    await fail(db, bookId, MSG.bookNotPdf);
    throw new TaskFailure(MSG.bookNotPdf, `book ${bookId}: ${source.contentType}`);
  }
  let prepared: PreparedPdf;
  try {
    prepared = await preparePdf(storage, source.key, progress);
  } catch (err) {
    if (err instanceof UnreadablePdf) {
      await fail(db, bookId, SERVER_MSG.bookUnreadable);
      throw new TaskFailure(SERVER_MSG.bookUnreadable, `book ${bookId}: ${err.message}`);
    }
    await fail(db, bookId, SERVER_MSG.bookPrepareFailed);
    throw err;
  }
  let stored: Awaited<ReturnType<typeof store>>;
  try {
    stored = await store(db, book, source, prepared);
  } catch (err) {
    await dropParts(storage, [prepared.pdf, prepared.cover]);
    await fail(db, bookId, SERVER_MSG.bookPrepareFailed).catch(() => undefined);
    throw err;
  }
  if (!stored) {
    await dropParts(storage, [prepared.pdf, prepared.cover]);
    throw new TaskFailure(MSG.notFound, `book ${bookId} changed while it was prepared`);
  }
  // Bytes go after the rows naming them are gone (never before); a failure here leaves an orphan nothing serves.
  for (const key of stored.stale) await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file left behind'));
  await progress(100);
}
