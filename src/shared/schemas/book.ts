// What a system administrator sends for an e-book (its details, its areas). Areas name their media item, question or
// game only; the server copies what they show from the library, as it does for a lecture's blocks.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { MAX_BOOK_AREAS } from '../book.ts';
import { id } from './id.ts';
import { idList } from './library.ts';

const percent = v.pipe(v.number(MSG.invalidInput), v.minValue(0, MSG.invalidInput), v.maxValue(100, MSG.invalidInput));
const size = v.pipe(v.number(MSG.invalidInput), v.minValue(1, MSG.invalidInput), v.maxValue(100, MSG.invalidInput));
const localId = v.pipe(v.string(MSG.invalidInput), v.regex(/^[A-Za-z0-9-]{1,40}$/, MSG.invalidInput));
const optionalId = v.optional(v.nullable(id()), null);

export const bookDetailsInput = v.object({
  title: v.pipe(v.string(MSG.bookTitleRequired), v.trim(), v.minLength(1, MSG.bookTitleRequired), v.maxLength(200, MSG.bookTitleTooLong)),
  description: v.optional(v.nullable(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(2000, MSG.invalidInput))), null),
  gradeId: optionalId,
  subjectId: optionalId,
  supplierId: optionalId,
  textbookSeriesId: optionalId,
  isFree: v.optional(v.boolean(MSG.invalidInput), false),
});
export type BookDetailsInput = v.InferOutput<typeof bookDetailsInput>;

/** A new book: its details and the uploaded PDF (an upload id from the resumable upload). */
export const bookCreateInput = v.object({ ...bookDetailsInput.entries, fileId: id(MSG.bookFileRequired) });
export type BookCreateInput = v.InferOutput<typeof bookCreateInput>;

export const bookAreaInput = v.object({
  id: localId,
  page: v.pipe(v.number(MSG.invalidInput), v.integer(MSG.invalidInput), v.minValue(1, MSG.invalidInput)),
  rect: v.object({ x: percent, y: percent, w: size, h: size }),
  label: v.pipe(v.string(MSG.invalidInput), v.trim(), v.minLength(1, MSG.bookAreaLabelRequired), v.maxLength(120, MSG.lectureAreaLabelTooLong)),
  target: v.variant('kind', [
    v.object({ kind: v.literal('media'), mediaId: id() }),
    v.object({ kind: v.literal('question'), questionId: id() }),
    v.object({ kind: v.literal('game'), gameId: id() }),
  ]),
});
export type BookAreaInput = v.InferOutput<typeof bookAreaInput>;

export const bookAreasInput = v.object({
  areas: v.pipe(v.array(bookAreaInput, MSG.invalidInput), v.maxLength(MAX_BOOK_AREAS, MSG.invalidInput)),
});
export type BookAreasInput = v.InferOutput<typeof bookAreasInput>;

const page = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput)), '1');
const perPage = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,3}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput), v.maxValue(100, MSG.invalidInput)),
  '12',
);
const name = v.optional(v.pipe(v.string(), v.maxLength(200, MSG.invalidInput)));

/** The e-book list's query string (BookFilters): ids as comma-separated lists, 12 a page by default. */
export const bookQuerySchema = v.object({
  page,
  perPage,
  name,
  gradeIds: v.optional(idList),
  subjectIds: v.optional(idList),
  supplierIds: v.optional(idList),
  textbookIds: v.optional(idList),
});
export type BookQuery = v.InferOutput<typeof bookQuerySchema>;

/** Words searched for inside one book. */
export const bookSearchQuery = v.object({
  q: v.pipe(v.string(MSG.invalidInput), v.trim(), v.minLength(1, MSG.invalidInput), v.maxLength(200, MSG.invalidInput)),
});

/** The free lectures' query string (FreeLectureFilters). */
export const freeLectureQuerySchema = v.object({ page, perPage, name, gradeIds: v.optional(idList), subjectIds: v.optional(idList) });
export type FreeLectureQuery = v.InferOutput<typeof freeLectureQuerySchema>;

/** A system lecture made a free resource, or no longer one. */
export const lectureFreeInput = v.object({ isFree: v.boolean(MSG.invalidInput) });
