// POST roles/user/enroll/:id: people given the role; each gains its permissions at their next request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { refreshAfterRoleChange } from './refresh-after-change.ts';

export function useEnrolUsers(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => requestData<{ added: number }>(`roles/user/enroll/${roleId}`, { method: 'POST', body: { userIds } }),
    onSuccess: () => refreshAfterRoleChange(queryClient),
  });
}
