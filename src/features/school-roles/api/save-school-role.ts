// POST s/roles (a new role) and PATCH s/roles/:id (its name and permissions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SchoolRoleOutput } from '@/shared/schemas/school-role.ts';
import { schoolRolesKey, type SchoolRole } from './get-school-roles.ts';

export function useSaveSchoolRole(schoolId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolRoleOutput) =>
      requestData<SchoolRole>(id === null ? 's/roles' : `s/roles/${id}`, { method: id === null ? 'POST' : 'PATCH', school: schoolId, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolRolesKey(schoolId) }),
  });
}
