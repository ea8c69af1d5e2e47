// Library item and category writes, and the list query: one schema for the app's forms and the server.
import * as v from 'valibot';
import { id } from './id.ts';
import { MSG } from '../messages.ts';
import { CATEGORY_TYPES, LIBRARY_ID_FILTERS, LIBRARY_SORTS, REVIEW_STATUSES } from '../library.ts';

const optionalId = v.optional(v.nullable(id()), null);

/** What every library item has besides its content: its name and where it is filed. */
export const libraryMetaFields = {
  name: v.pipe(v.string(MSG.libraryNameRequired), v.trim(), v.minLength(1, MSG.libraryNameRequired), v.maxLength(200, MSG.libraryNameTooLong)),
  description: v.optional(v.nullable(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(2000, MSG.libraryDescriptionTooLong))), null),
  categoryId: optionalId,
  subjectId: optionalId,
  gradeId: optionalId,
  supplierId: optionalId,
  textbookSeriesId: optionalId,
  topicId: optionalId,
};
export const libraryMetaSchema = v.object(libraryMetaFields);
export type LibraryMetaInput = v.InferOutput<typeof libraryMetaSchema>;

/** A comma-separated list of ids in a query string (`1,4,7`), at most 50. */
export const idList = v.pipe(
  v.string(MSG.invalidInput),
  v.regex(/^\d{1,10}(,\d{1,10}){0,49}$/, MSG.invalidInput),
  v.transform((s) => s.split(',').map(Number)),
  v.check((ids) => ids.every((n) => n >= 1 && n <= 2_147_483_647), MSG.invalidInput),
);

/** The list query string (LibraryFilters): ids as comma-separated lists, pagination 12 by default. */
export const libraryQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput)), '1'),
  perPage: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput), v.maxValue(100, MSG.invalidInput)),
    '12',
  ),
  name: v.optional(v.pipe(v.string(), v.maxLength(200, MSG.invalidInput))),
  ...Object.fromEntries(LIBRARY_ID_FILTERS.map((k) => [k, v.optional(idList)])),
  status: v.optional(v.picklist(REVIEW_STATUSES, MSG.invalidInput)),
  sort: v.optional(v.picklist(LIBRARY_SORTS, MSG.invalidInput), 'newest'),
}) as v.GenericSchema<
  Record<string, string>,
  {
    page: number;
    perPage: number;
    name?: string;
    categoryIds?: number[];
    subjectIds?: number[];
    gradeIds?: number[];
    supplierIds?: number[];
    textbookIds?: number[];
    topicIds?: number[];
    status?: (typeof REVIEW_STATUSES)[number];
    sort: (typeof LIBRARY_SORTS)[number];
  }
>;

/** Batch review (spec §3 request fields: the ids, and a reason when rejecting). */
export const reviewBatchSchema = v.object({
  ids: v.pipe(v.array(id(), MSG.invalidInput), v.minLength(1, MSG.librarySelectItems), v.maxLength(500, MSG.invalidInput)),
  reason: v.optional(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(1000, MSG.invalidInput))),
});
export type ReviewBatchInput = v.InferOutput<typeof reviewBatchSchema>;

export const categoryTypeSchema = v.picklist(CATEGORY_TYPES, MSG.invalidInput);

export const categorySchema = v.object({
  name: v.pipe(v.string(MSG.categoryNameRequired), v.trim(), v.minLength(1, MSG.categoryNameRequired), v.maxLength(120, MSG.libraryNameTooLong)),
  parentId: optionalId,
  position: v.optional(
    v.pipe(v.number(MSG.invalidInput), v.integer(MSG.invalidInput), v.minValue(0, MSG.invalidInput), v.maxValue(100_000, MSG.invalidInput)),
    0,
  ),
});
export type CategoryInput = v.InferOutput<typeof categorySchema>;
