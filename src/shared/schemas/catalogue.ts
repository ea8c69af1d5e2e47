// A catalogue entry as the system administrator writes it (subjects, grades, suppliers, topics): one schema per kind
// for the server's check and the form's, so each rule and its Vietnamese message live only here.
import * as v from 'valibot';
import { CATALOGUE_MSG, CATALOGUES, GRADE_LEVEL_MAX, GRADE_LEVEL_MIN, type CatalogueKind } from '../catalogues.ts';
import { fillPlaceholders } from '../ui-text.ts';
import { id } from './id.ts';

const nameField = (kind: CatalogueKind) => {
  const { noun, nameMax } = CATALOGUES[kind];
  const required = fillPlaceholders(CATALOGUE_MSG.nameRequired, [noun]);
  return v.pipe(
    v.optional(v.string(required), ''),
    // Runs of spaces are one: "Ngữ  văn" typed twice would otherwise be two names that look the same.
    v.transform((s) => s.replace(/\s+/g, ' ').trim()),
    v.nonEmpty(required),
    v.maxLength(nameMax, fillPlaceholders(CATALOGUE_MSG.nameTooLong, [noun, nameMax])),
  );
};

const levelField = v.pipe(
  v.number(CATALOGUE_MSG.gradeLevelInvalid),
  v.integer(CATALOGUE_MSG.gradeLevelInvalid),
  v.minValue(GRADE_LEVEL_MIN, CATALOGUE_MSG.gradeLevelInvalid),
  v.maxValue(GRADE_LEVEL_MAX, CATALOGUE_MSG.gradeLevelInvalid),
);

export const subjectSchema = v.object({ name: nameField('subjects') });
export const gradeSchema = v.object({ name: nameField('grades'), level: levelField });
export const supplierSchema = v.object({ name: nameField('suppliers') });
/** A topic may belong to one subject (library forms offer it under that subject) or to none. */
export const topicSchema = v.object({
  name: nameField('topics'),
  subjectId: v.optional(v.nullable(id(CATALOGUE_MSG.topicSubjectInvalid)), null),
});

export const CATALOGUE_SCHEMAS = {
  subjects: subjectSchema,
  grades: gradeSchema,
  suppliers: supplierSchema,
  topics: topicSchema,
} as const;

export type CatalogueInput = { name: string; level?: number; subjectId?: number | null };

/** PATCH {kind}/order: move one entry to a 1-based place of the whole order. */
export const catalogueOrderSchema = v.object({
  id: id(CATALOGUE_MSG.positionInvalid),
  position: v.pipe(
    v.number(CATALOGUE_MSG.positionInvalid),
    v.integer(CATALOGUE_MSG.positionInvalid),
    v.minValue(1, CATALOGUE_MSG.positionInvalid),
    v.maxValue(1_000_000, CATALOGUE_MSG.positionInvalid),
  ),
});
