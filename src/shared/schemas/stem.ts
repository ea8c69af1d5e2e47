// What a teacher writes for a STEM topic and sends to give it to a group: one schema for the app's form and the server.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { STEM_LIMITS as L, STEM_MSG } from '../stem.ts';
import { id } from './id.ts';

const text = (required: string, max: number, tooLong: string) => v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(max, tooLong));

const uniqueIds = (message: string) =>
  v.pipe(
    v.array(id(), MSG.invalidInput),
    v.maxLength(L.links, STEM_MSG.tooManyLinks),
    v.check((ids) => new Set(ids).size === ids.length, message),
  );

export const stemRubricSchema = v.pipe(
  v.object({
    levels: v.pipe(
      v.array(
        v.object({
          label: text(STEM_MSG.levelRequired, L.levelLabel, STEM_MSG.levelTooLong),
          points: v.pipe(
            v.number(STEM_MSG.pointsInvalid),
            v.integer(STEM_MSG.pointsInvalid),
            v.minValue(0, STEM_MSG.pointsInvalid),
            v.maxValue(L.points, STEM_MSG.pointsInvalid),
          ),
        }),
        MSG.invalidInput,
      ),
      v.minLength(L.levels.min, STEM_MSG.levelsCount),
      v.maxLength(L.levels.max, STEM_MSG.levelsCount),
    ),
    criteria: v.pipe(
      v.array(
        v.object({
          name: text(STEM_MSG.criterionRequired, L.criterion, STEM_MSG.criterionTooLong),
          descriptions: v.array(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(L.description, STEM_MSG.descriptionTooLong)), MSG.invalidInput),
        }),
        MSG.invalidInput,
      ),
      v.minLength(L.criteria.min, STEM_MSG.criteriaCount),
      v.maxLength(L.criteria.max, STEM_MSG.criteriaCount),
    ),
  }),
  v.forward(
    v.check((r) => r.criteria.every((c) => c.descriptions.length === r.levels.length), STEM_MSG.descriptionsMismatch),
    ['criteria'],
  ),
);

/** POST s/stem_topics and PATCH s/stem_topics/:id (the whole topic each time). */
export const stemTopicInput = v.object({
  title: text(STEM_MSG.titleRequired, L.title, STEM_MSG.titleTooLong),
  drivingQuestion: text(STEM_MSG.questionRequired, L.question, STEM_MSG.questionTooLong),
  subjectId: v.optional(v.nullable(id()), null),
  gradeId: v.optional(v.nullable(id()), null),
  materials: v.pipe(
    v.array(text(STEM_MSG.materialRequired, L.item, STEM_MSG.materialTooLong), MSG.invalidInput),
    v.maxLength(L.materials, STEM_MSG.tooManyMaterials),
  ),
  steps: v.pipe(
    v.array(text(STEM_MSG.stepRequired, L.step, STEM_MSG.stepTooLong), MSG.invalidInput),
    v.minLength(1, STEM_MSG.stepsRequired),
    v.maxLength(L.steps, STEM_MSG.tooManySteps),
  ),
  lectureIds: v.optional(uniqueIds(STEM_MSG.linkDuplicate), []),
  experimentIds: v.optional(uniqueIds(STEM_MSG.linkDuplicate), []),
  rubric: stemRubricSchema,
});
export type StemTopicInput = v.InferInput<typeof stemTopicInput>;
export type StemTopicValues = v.InferOutput<typeof stemTopicInput>;

/** POST s/stem_topics/:id/groups. */
export const giveStemTopicInput = v.object({ groupId: id(STEM_MSG.groupRequired) });
