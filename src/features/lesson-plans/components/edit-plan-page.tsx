// The editor on an existing plan (spec §2 plan {id}/edit): the plan read from the cache its route's loader filled.
import { useSuspenseQuery } from '@tanstack/react-query';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import { PlanEditor } from './plan-editor.tsx';

export interface EditPlanPageProps {
  library: LibraryRef;
  id: number;
  grants: Grants;
  userId: number;
  onDone: (id: number) => void;
}

export function EditPlanPage({ library, id, grants, userId, onDone }: EditPlanPageProps) {
  const { data: plan } = useSuspenseQuery(libraryItemQueryOptions<LessonPlan>('schedule', library, id));
  return <PlanEditor library={library} plan={plan} grants={grants} userId={userId} onSaved={(p) => onDone(p.id)} onCancel={() => onDone(plan.id)} />;
}
