// Managing the e-book library and the free resources (spec §2, §7 book services; the system permission group
// 'free_lecture', "Tài nguyên miễn phí"): a book made from an uploaded PDF (answered at once, 'processing', with the
// task preparing it), its details, its deletion, its areas; and which approved system lectures are free to anyone.
import { Hono } from 'hono';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { body, idString, params } from '../http/validate.ts';
import { log } from '../platform/logger.ts';
import { bookAreasInput, bookCreateInput, bookDetailsInput, lectureFreeInput } from '../../../src/shared/schemas/book.ts';
import { findBook } from './book-view.ts';
import { createBook, deleteBook, updateDetails } from './book-write.ts';
import { checkCatalogue } from './catalogue.ts';
import { readAreas, resolveAreas } from './areas.ts';
import { refreshVersion } from './version.ts';
import { SERVER_MSG } from '../messages.ts';

const idParam = v.object({ id: idString });

export const bookAdmin = new Hono<AppEnv>()
  .post('/books', requireAuth, requirePermission('free_lecture.create'), async (c) => {
    const input = await body(c, bookCreateInput);
    const { db, tasks } = c.get('deps');
    await checkCatalogue(db, input);
    const { bookId, taskId } = await createBook(db, input, c.get('user').id);
    await tasks.enqueue(taskId);
    return c.json({ data: { book: await findBook(db, undefined, bookId), taskId } }, 201);
  })
  .patch('/books/:id', requireAuth, requirePermission('free_lecture.update'), async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, bookDetailsInput);
    const { db } = c.get('deps');
    await checkCatalogue(db, input);
    if (!(await updateDetails(db, id, input))) throw notFound();
    return c.json({ data: await findBook(db, undefined, id) });
  })
  .delete('/books/:id', requireAuth, requirePermission('free_lecture.delete'), async (c) => {
    const { id } = params(c, idParam);
    const { db, storage } = c.get('deps');
    const keys = await deleteBook(db, id);
    if (!keys) throw notFound();
    // Bytes go after the rows naming them (never before); one that cannot be removed now stays as an orphan.
    await Promise.all(keys.map((key) => storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file left behind'))));
    return c.json({ data: { id } });
  })
  .put('/books/:id/areas', requireAuth, requirePermission('free_lecture.update'), async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, bookAreasInput);
    const { db } = c.get('deps');
    await db.transaction(async (tx) => {
      const [book] = await tx.select({ pageCount: t.books.pageCount, status: t.books.status }).from(t.books).where(eq(t.books.id, id)).for('update');
      if (!book) throw notFound();
      // Pages are counted when the file is prepared: until then no area can be checked against them.
      if (book.status !== 'ready') throw new HttpError(409, SERVER_MSG.bookNotReady);
      const rows = await resolveAreas(tx, id, book.pageCount, input, c.get('user').id);
      await tx.delete(t.bookAreas).where(eq(t.bookAreas.bookId, id));
      if (rows.length) await tx.insert(t.bookAreas).values(rows);
      await refreshVersion(tx, id);
      await tx.update(t.books).set({ updatedAt: new Date() }).where(eq(t.books.id, id));
    });
    return c.json({ data: await readAreas(db, id) });
  })
  .patch('/lectures/:id/free', requireAuth, requirePermission('free_lecture.update'), async (c) => {
    const { id } = params(c, idParam);
    const { isFree } = await body(c, lectureFreeInput);
    const { db } = c.get('deps');
    const [row] = await db.select({ level: t.lectures.level, status: t.lectures.status }).from(t.lectures).where(eq(t.lectures.id, id));
    if (!row) throw notFound();
    if (row.level !== 'system' || row.status !== 'approved') throw new HttpError(422, SERVER_MSG.lectureFreeSystemOnly);
    await db.update(t.lectures).set({ isFree }).where(eq(t.lectures.id, id));
    return c.json({ data: { id, isFree } });
  });
