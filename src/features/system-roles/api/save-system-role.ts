// POST roles (a new role) and PATCH roles/:id (its name and permissions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SystemRoleOutput } from '@/shared/schemas/system-role.ts';
import type { SystemRole } from './get-system-roles.ts';
import { refreshAfterRoleChange } from './refresh-after-change.ts';

export function useSaveSystemRole(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SystemRoleOutput) =>
      requestData<SystemRole>(id === null ? 'roles' : `roles/${id}`, { method: id === null ? 'POST' : 'PATCH', body: input }),
    onSuccess: () => refreshAfterRoleChange(queryClient),
  });
}
