// Searching inside one book (GET …/books/:id/search): the pages whose words hold the query, ignoring Vietnamese
// diacritics and case ("he mat troi" finds "Hệ Mặt Trời"), each with the words around its first match, as a reader's
// find-in-book shows them. The folded page text is matched in the database; the snippet is cut from the page's own
// text, so it shows the diacritics as printed.
import { and, asc, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { containsPattern } from '../library/list.ts';
import { fold } from '../../../src/shared/fold.ts';
import type { BookSearchHit } from '../../../src/shared/book.ts';

export const MAX_HITS = 50;
/** About this many characters of a snippet, the match included. */
const SNIPPET_CHARS = 120;

/** One character folded as fold() folds text (lower case, no diacritics, đ → d). */
const foldChar = (ch: string) => ch.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();

/**
 * The text folded like fold() (white space runs as one space), with, for each folded character, where it came from
 * in the original: a match in the folded text is found back in the printed one.
 */
export function foldWithMap(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let i = 0;
  for (const ch of text) {
    if (/\s/.test(ch)) {
      if (folded && !folded.endsWith(' ')) {
        folded += ' ';
        from.push(i);
      }
    } else {
      for (const f of foldChar(ch)) {
        folded += f;
        from.push(i);
      }
    }
    i += ch.length;
  }
  if (folded.endsWith(' ')) {
    folded = folded.slice(0, -1);
    from.pop();
  }
  return { folded, from };
}

/** The words around the first match of `query` (folded) in `text`, cut at word boundaries, with … where cut. */
export function snippet(text: string, query: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const { folded, from } = foldWithMap(flat);
  const at = folded.indexOf(query);
  // The database matched the page, but this text folds another way (a rare letter): its beginning stands in.
  const start = at < 0 ? 0 : from[at]!;
  const end = at < 0 ? 0 : at + query.length < from.length ? from[at + query.length]! : flat.length;
  // A third of the room before the match, the rest after it; what the end of the page leaves over goes before.
  const room = Math.max(0, SNIPPET_CHARS - (end - start));
  let a = Math.max(0, start - Math.floor(room / 3));
  let b = Math.min(flat.length, end + room - (start - a));
  a = Math.max(0, Math.min(a, b - Math.max(SNIPPET_CHARS, end - start)));
  // Whole words only, unless the match itself would be cut.
  if (a > 0 && flat[a - 1] !== ' ') {
    const space = flat.indexOf(' ', a);
    if (space >= 0 && space < start) a = space + 1;
  }
  if (b < flat.length && flat[b] !== ' ') {
    const space = flat.lastIndexOf(' ', b);
    if (space >= end) b = space;
  }
  return `${a > 0 ? '… ' : ''}${flat.slice(a, b).trim()}${b < flat.length ? ' …' : ''}`;
}

/** At most MAX_HITS pages of the book holding the query, in page order. */
export async function searchBook(db: Queryable, bookId: number, query: string): Promise<BookSearchHit[]> {
  const q = fold(query);
  if (!q) return [];
  const p = t.bookPages;
  const rows = await db
    .select({ page: p.page, text: p.text })
    .from(p)
    .where(and(eq(p.bookId, bookId), sql`${p.folded} like ${containsPattern(q)}`))
    .orderBy(asc(p.page))
    .limit(MAX_HITS);
  return rows.map((r) => ({ page: r.page, snippet: snippet(r.text, q) }));
}

/** Every page's words, page 1 first ('' for a page without any), for a downloaded copy to search offline. */
export async function bookText(db: Queryable, bookId: number, pageCount: number): Promise<string[]> {
  const rows = await db.select({ page: t.bookPages.page, text: t.bookPages.text }).from(t.bookPages).where(eq(t.bookPages.bookId, bookId));
  const pages = Array.from({ length: pageCount }, () => '');
  for (const r of rows) if (r.page >= 1 && r.page <= pageCount) pages[r.page - 1] = r.text;
  return pages;
}
