// What the school does to a whole group: lock it (no new members; its students keep it and their work), unlock it,
// or delete it (refused by the server while it has any work).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';

export type GroupAction = 'lock' | 'unlock' | 'delete';

export function useGroupAction(schoolId: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: GroupAction) =>
      action === 'delete'
        ? requestData<unknown>(`s/school_groups/${groupId}`, { method: 'DELETE', school: schoolId })
        : requestData<unknown>(`s/school_groups/${groupId}/${action}`, { method: 'PATCH', school: schoolId }),
    // A deleted group's page (still shown until the caller leaves it) would only get 404s by refetching: its data is
    // marked stale, and the lists refresh when next shown.
    onSuccess: (_, action) => queryClient.invalidateQueries({ queryKey: teachingKey(schoolId), refetchType: action === 'delete' ? 'none' : 'active' }),
  });
}
