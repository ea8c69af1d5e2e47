// A lesson plan's own fields as the editor sends them and the server checks them (src/shared/lesson-plan.ts).
import * as v from 'valibot';
import { id } from './id.ts';
import { MSG } from '../messages.ts';
import { PLAN_LINK_KINDS } from '../lesson-plan.ts';

const text = (max = 10_000) => v.optional(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(max, MSG.planTextTooLong)), '');

export const planLinkSchema = v.object({
  kind: v.picklist(PLAN_LINK_KINDS, MSG.invalidInput),
  id: id(),
  name: v.pipe(v.string(MSG.invalidInput), v.maxLength(300, MSG.invalidInput)),
});

export const planActivitySchema = v.object({
  title: v.pipe(v.string(MSG.planActivityTitleRequired), v.trim(), v.minLength(1, MSG.planActivityTitleRequired), v.maxLength(200, MSG.libraryNameTooLong)),
  goal: text(),
  content: text(),
  product: text(),
  organization: text(),
  links: v.optional(v.pipe(v.array(planLinkSchema, MSG.invalidInput), v.maxLength(10, MSG.planTooManyLinks)), []),
});

export const lessonPlanFields = {
  lessonName: v.pipe(v.string(MSG.planLessonNameRequired), v.trim(), v.minLength(1, MSG.planLessonNameRequired), v.maxLength(200, MSG.libraryNameTooLong)),
  periods: v.pipe(
    v.number(MSG.planPeriodsInvalid),
    v.integer(MSG.planPeriodsInvalid),
    v.minValue(1, MSG.planPeriodsInvalid),
    v.maxValue(20, MSG.planPeriodsInvalid),
  ),
  knowledge: text(),
  competences: text(),
  qualities: text(),
  equipment: text(),
  activities: v.pipe(v.array(planActivitySchema, MSG.invalidInput), v.minLength(1, MSG.planActivitiesRequired), v.maxLength(12, MSG.planTooManyActivities)),
};
export const lessonPlanFieldsSchema = v.object(lessonPlanFields);
export type LessonPlanFieldsInput = v.InferOutput<typeof lessonPlanFieldsSchema>;

/** Approving school plans (spec §7 schedules approve with roleId): roleId names the school role that may read them. */
export const planApproveSchema = v.object({
  ids: v.pipe(v.array(id(), MSG.invalidInput), v.minLength(1, MSG.librarySelectItems), v.maxLength(500, MSG.invalidInput)),
  roleId: v.optional(v.nullable(id(MSG.planRoleInvalid)), null),
});
