// POST s/school_groups/:id/coursewares: the teacher gives the group an item (online; the dialog says if it failed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { newIdempotencyKey } from '@/offline/outbox-item.ts';
import type { TeachingCourseware } from '@/shared/courseware.ts';
import type { GiveCoursewareInput } from '@/shared/schemas/courseware.ts';
import { coursewaresKey } from './get-group-coursewares.ts';

export function useGiveCourseware(schoolId: number, groupId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GiveCoursewareInput) =>
      requestData<TeachingCourseware>(`s/school_groups/${groupId}/coursewares`, {
        method: 'POST',
        school: schoolId,
        body: input,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: coursewaresKey(schoolId) }),
  });
}
