// What the system administrator does to a role from its list or page: turn it on or off (POST roles/:id/active|
// inactive) or delete it (DELETE roles/:id, refused while anyone holds it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { refreshAfterRoleChange } from './refresh-after-change.ts';

export type SystemRoleAction = 'active' | 'inactive' | 'delete';

const call = (id: number, action: SystemRoleAction) =>
  action === 'delete' ? requestData<unknown>(`roles/${id}`, { method: 'DELETE' }) : requestData<unknown>(`roles/${id}/${action}`, { method: 'POST' });

export function useSystemRoleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: SystemRoleAction }) => call(id, action),
    onSuccess: () => refreshAfterRoleChange(queryClient),
  });
}
