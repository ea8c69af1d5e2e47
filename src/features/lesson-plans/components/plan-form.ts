// The plan editor's form: what the user types (strings for selects and the number of periods, so nothing typed is
// lost to a conversion) and the API body it becomes, checked by the same schema the server uses.
import * as v from 'valibot';
import { libraryMetaFields } from '@/shared/schemas/library.ts';
import { lessonPlanFields } from '@/shared/schemas/lesson-plan.ts';
import { DEFAULT_ACTIVITY_TITLES, emptyActivity, type LessonPlan, type PlanLink } from '@/shared/lesson-plan.ts';

export const planSchema = v.object({ ...libraryMetaFields, ...lessonPlanFields });
export type PlanInput = v.InferOutput<typeof planSchema>;

export interface ActivityValues {
  title: string;
  goal: string;
  content: string;
  product: string;
  organization: string;
  links: PlanLink[];
}

export interface PlanFormValues {
  name: string;
  description: string;
  categoryId: string;
  subjectId: string;
  gradeId: string;
  textbookSeriesId: string;
  lessonName: string;
  periods: string;
  knowledge: string;
  competences: string;
  qualities: string;
  equipment: string;
  activities: ActivityValues[];
}

const idText = (x: { id: number } | null) => (x ? String(x.id) : '');

export function toForm(plan: LessonPlan | null): PlanFormValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    categoryId: idText(plan?.category ?? null),
    subjectId: idText(plan?.subject ?? null),
    gradeId: idText(plan?.grade ?? null),
    textbookSeriesId: idText(plan?.textbookSeries ?? null),
    lessonName: plan?.lessonName ?? '',
    periods: String(plan?.periods ?? 1),
    knowledge: plan?.knowledge ?? '',
    competences: plan?.competences ?? '',
    qualities: plan?.qualities ?? '',
    equipment: plan?.equipment ?? '',
    activities: plan ? plan.activities.map((a) => ({ ...a, links: [...a.links] })) : DEFAULT_ACTIVITY_TITLES.map((t) => emptyActivity(t)),
  };
}

const idOrNull = (s: string) => (s ? Number(s) : null);

/** The API body; supplier and topic are kept as they were (the editor does not show them). */
export function fromForm(f: PlanFormValues, plan: LessonPlan | null) {
  return {
    name: f.name,
    description: f.description.trim() ? f.description : null,
    categoryId: idOrNull(f.categoryId),
    subjectId: idOrNull(f.subjectId),
    gradeId: idOrNull(f.gradeId),
    textbookSeriesId: idOrNull(f.textbookSeriesId),
    supplierId: plan?.supplier?.id ?? null,
    topicId: plan?.topic?.id ?? null,
    lessonName: f.lessonName,
    // A blank or non-number stays a string, which the schema refuses with its message (never a silent 0).
    periods: /^\d+$/.test(f.periods.trim()) ? Number(f.periods.trim()) : f.periods,
    knowledge: f.knowledge,
    competences: f.competences,
    qualities: f.qualities,
    equipment: f.equipment,
    activities: f.activities.map((a) => ({
      title: a.title,
      goal: a.goal,
      content: a.content,
      product: a.product,
      organization: a.organization,
      links: a.links,
    })),
  };
}

/** The form fields a server message may name (its paths are the body's, which the form shares). */
export function fieldOfKey(key: string): string | null {
  if (key === 'supplierId' || key === 'topicId') return null;
  return key;
}
