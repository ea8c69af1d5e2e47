// POST s/school_groups/:id/users (students or teachers of the school, refused while the group is locked) and
// DELETE s/school_groups/:id/users/:userId (their past work stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import type { GroupMemberRole } from '@/shared/schemas/school-group.ts';
import { schoolStudentsKey } from './get-school-students.ts';

export function useAddGroupMembers(schoolId: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userIds: number[]; role: GroupMemberRole }) =>
      requestData<{ added: number }>(`s/school_groups/${groupId}/users`, { method: 'POST', school: schoolId, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teachingKey(schoolId) }),
        // The picker marks who is already in the group.
        queryClient.invalidateQueries({ queryKey: schoolStudentsKey(schoolId) }),
      ]),
  });
}

export function useRemoveGroupMember(schoolId: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => requestData<unknown>(`s/school_groups/${groupId}/users/${userId}`, { method: 'DELETE', school: schoolId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teachingKey(schoolId) }),
  });
}
