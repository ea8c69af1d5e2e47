// GET {level}/schedules/:id, or s/shared_schedules/:id for a plan a colleague shared: one plan with all its sections.
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import { sharedPlanQueryOptions } from './shared-plans.ts';
import type { PlanSource } from './download-plan.ts';

export const planQueryOptions = (source: PlanSource, id: number) =>
  source.level === 'shared' ? sharedPlanQueryOptions(source.schoolId, id) : libraryItemQueryOptions<LessonPlan>('schedule', source, id);
