// Preparing a book's PDF as a background task the manager watches (server/src/tasks): started by POST /api/books,
// and again by POST /s/tasks { kind: 'book-prepare', params: { bookId } } when a book failed for a reason that may
// have passed. The task belongs to the school the PDF was uploaded in, where the app polls it (/s/tasks/:id).
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { defineTaskKind } from '../tasks/task-kind.ts';
import { id } from '../../../src/shared/schemas/id.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { prepareBook } from './prepare.ts';
import { SERVER_MSG } from '../messages.ts';

export const BOOK_PREPARE = 'book-prepare';

interface Params {
  bookId: number;
}

/** What a book's prepare task is about: the page that started one finds its latest task by it. */
export const bookTaskSubject = (bookId: number) => `book:${bookId}`;

/** A queued prepare task for the book, owned by `ownerId` in `schoolId`; answers its id (enqueue it once committed). */
export async function addPrepareTask(db: Queryable, bookId: number, ownerId: number, schoolId: number | null): Promise<string> {
  const [row] = await db
    .insert(t.tasks)
    .values({ kind: BOOK_PREPARE, subject: bookTaskSubject(bookId), ownerId, schoolId, params: { bookId } satisfies Params, state: 'queued' })
    .returning({ id: t.tasks.id });
  return row!.id;
}

export const bookPrepare = defineTaskKind<Params>({
  name: BOOK_PREPARE,
  params: v.object({ bookId: id() }),
  failedMessage: SERVER_MSG.bookPrepareFailed,
  async authorize(c, p) {
    if (!hasPermission(c.get('grants'), 'free_lecture.update')) throw forbidden();
    const [book] = await c.get('deps').db.select({ id: t.books.id }).from(t.books).where(eq(t.books.id, p.bookId));
    if (!book) throw notFound();
    return { subject: bookTaskSubject(p.bookId) };
  },
  async run({ db, storage, params, progress }) {
    await prepareBook(db, storage, params.bookId, progress);
    return { result: {} };
  },
});
