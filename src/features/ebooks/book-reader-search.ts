// The address of a group's e-book open in the reader (?book=12&bookPage=30). Apart from the reader on purpose: a
// route's search validation is part of the app's entry, and the reader's code must stay out of it.
import * as v from 'valibot';
import { parseId } from '@/lib/route-ids.ts';

const positiveId = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => parseId(x) ?? undefined),
    ),
  ),
  undefined,
);

/** The search entries of a page that opens its group's e-books: the book, and its page when past the first. */
export const bookReaderSearch = { book: positiveId, bookPage: positiveId };

export interface BookReaderSearch {
  book?: number;
  bookPage?: number;
}
