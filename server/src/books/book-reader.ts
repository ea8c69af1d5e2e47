// The reading routes of e-books, the same for the signed-in library (/api/books) and the free resources anyone may
// open (/api/free/books): the list, one book, a search inside it, its words (kept by a downloaded copy for searching
// offline), its areas and the questions and games they open. Only the guard and which books are visible differ; a
// book the caller may not see is a 404.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { SQL } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { idString, params, query } from '../http/validate.ts';
import { bookQuerySchema, bookSearchQuery } from '../../../src/shared/schemas/book.ts';
import { bookActivities, type Book } from '../../../src/shared/book.ts';
import { findBook, listBooks } from './book-view.ts';
import { bookText, searchBook } from './search.ts';
import { readAreas } from './areas.ts';
import { SERVER_MSG } from '../messages.ts';

const idParam = v.object({ id: idString });

export type Visibility = (c: Context<AppEnv>) => SQL | undefined;

export function bookReader(base: string, guard: MiddlewareHandler<AppEnv>, visible: Visibility) {
  const visibleBook = async (c: Context<AppEnv>): Promise<Book> => {
    const book = await findBook(c.get('deps').db, visible(c), params(c, idParam).id);
    if (!book) throw notFound();
    return book;
  };
  /** Search and text need the pages' words, which a book has once it is prepared. */
  const readyBook = async (c: Context<AppEnv>): Promise<Book> => {
    const book = await visibleBook(c);
    if (book.status !== 'ready') throw new HttpError(409, SERVER_MSG.bookNotReady);
    return book;
  };
  return (
    new Hono<AppEnv>()
      .get(base, guard, async (c) => c.json(await listBooks(c.get('deps').db, visible(c), query(c, bookQuerySchema))))
      .get(`${base}/:id`, guard, async (c) => c.json({ data: await visibleBook(c) }))
      .get(`${base}/:id/search`, guard, async (c) => {
        const book = await readyBook(c);
        const { q } = query(c, bookSearchQuery);
        return c.json({ data: await searchBook(c.get('deps').db, book.id, q) });
      })
      .get(`${base}/:id/text`, guard, async (c) => {
        const book = await readyBook(c);
        return c.json({ data: { pages: await bookText(c.get('deps').db, book.id, book.pageCount) } });
      })
      .get(`${base}/:id/areas`, guard, async (c) => {
        const book = await visibleBook(c);
        return c.json({ data: await readAreas(c.get('deps').db, book.id) });
      })
      // The spec's u/questions/ebook/{id} and u/minigames/ebook/{id}: what the book's areas ask, each with its page.
      // The reader lists them from the areas it already holds (a downloaded book has no network to ask).
      .get(`${base}/:id/questions`, guard, async (c) => {
        const book = await visibleBook(c);
        return c.json({ data: bookActivities(await readAreas(c.get('deps').db, book.id), 'question') });
      })
      .get(`${base}/:id/games`, guard, async (c) => {
        const book = await visibleBook(c);
        return c.json({ data: bookActivities(await readAreas(c.get('deps').db, book.id), 'game') });
      })
  );
}
