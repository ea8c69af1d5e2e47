// POST s/school_groups (a new group) and PATCH s/school_groups/:id (name, grade, subject, teachers replaced).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import type { SchoolGroupDetail, SchoolGroupOutput } from '@/shared/schemas/school-group.ts';

export function useSaveGroup(schoolId: number, groupId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolGroupOutput) =>
      requestData<SchoolGroupDetail>(groupId === null ? 's/school_groups' : `s/school_groups/${groupId}`, {
        method: groupId === null ? 'POST' : 'PATCH',
        school: schoolId,
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teachingKey(schoolId) }),
  });
}
