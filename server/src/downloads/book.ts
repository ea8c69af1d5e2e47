// An e-book kept for use without a network: any signed-in user may keep a ready book, as the library lists it. The
// download holds the PDF, its cover and what its areas open (media files, pictures in questions), with the book, its
// areas and each page's words (to search offline), as GET /api/books/:id, /areas and /text answer them. Its version is
// the book's own (books/version.ts: a hash of the PDF and the areas).
import type { Context } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { findBook } from '../books/book-view.ts';
import { readAreas } from '../books/areas.ts';
import { bookText } from '../books/search.ts';
import type { Book, BookArea } from '../../../src/shared/book.ts';
import type { DownloadManifest } from '../../../src/shared/downloads.ts';
import { downloadFiles } from './files.ts';
import { manifest } from './manifest.ts';
import { areaUrls } from './shown-urls.ts';
import { SERVER_MSG } from '../messages.ts';

export interface BookDownload {
  book: Book;
  areas: BookArea[];
  /** Each page's words, page 1 first. */
  pages: string[];
}

/** 404 when there is no such book, or it is not ready to read yet. */
export async function bookManifest(c: Context<AppEnv>, id: number): Promise<DownloadManifest<BookDownload>> {
  const { db } = c.get('deps');
  const book = await findBook(db, undefined, id);
  if (!book || book.status === 'failed') throw notFound();
  if (book.status !== 'ready') throw notFound(SERVER_MSG.bookNotReady);
  const [areas, pages] = await Promise.all([readAreas(db, id), bookText(db, id, book.pageCount)]);
  const files = await downloadFiles(c.get('deps'), [book.fileUrl, book.coverUrl, ...areaUrls(areas)]);
  return manifest('book', book.id, book.title, book.version, files, { book, areas, pages });
}

/** The versions of the ready books among `ids`, by id. */
export async function bookVersions(c: Context<AppEnv>, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await c
    .get('deps')
    .db.select({ id: t.books.id, version: t.books.version })
    .from(t.books)
    .where(and(inArray(t.books.id, ids), eq(t.books.status, 'ready')));
  return new Map(rows.map((r) => [r.id, r.version]));
}
