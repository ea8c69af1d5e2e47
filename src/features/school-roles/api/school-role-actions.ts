// What the school does to a role from its list: turn it on or off (PATCH s/roles/:id/active|inactive) or delete it
// (DELETE s/roles/:id, refused while members hold it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { schoolRolesKey } from './get-school-roles.ts';

export type SchoolRoleAction = 'active' | 'inactive' | 'delete';

const call = (schoolId: number, id: number, action: SchoolRoleAction) =>
  action === 'delete'
    ? requestData<unknown>(`s/roles/${id}`, { method: 'DELETE', school: schoolId })
    : requestData<unknown>(`s/roles/${id}/${action}`, { method: 'PATCH', school: schoolId });

export function useSchoolRoleAction(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: SchoolRoleAction }) => call(schoolId, id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolRolesKey(schoolId) }),
  });
}
