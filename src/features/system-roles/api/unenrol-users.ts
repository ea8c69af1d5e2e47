// POST roles/user/unenroll/:id: people the role is taken from (refused when it would leave the system without an
// active super administrator); each loses its permissions at their next request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { refreshAfterRoleChange } from './refresh-after-change.ts';

export function useUnenrolUsers(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => requestData<{ removed: number }>(`roles/user/unenroll/${roleId}`, { method: 'POST', body: { userIds } }),
    onSuccess: () => refreshAfterRoleChange(queryClient),
  });
}
