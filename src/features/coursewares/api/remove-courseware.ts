// DELETE s/school_groups/:id/coursewares/:cwId: the teacher takes an item back (its opens go with it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { coursewaresKey } from './get-group-coursewares.ts';

export function useRemoveCourseware(schoolId: number, groupId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (coursewareId: number) =>
      requestData<{ id: number }>(`s/school_groups/${groupId}/coursewares/${coursewareId}`, { method: 'DELETE', school: schoolId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: coursewaresKey(schoolId) }),
  });
}
