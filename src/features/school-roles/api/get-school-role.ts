// GET s/roles/:id: one role of the school, as the edit form shows it.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { schoolRolesKey, type SchoolRole } from './get-school-roles.ts';

export const schoolRoleQueryOptions = (schoolId: number, id: number) =>
  queryOptions({
    queryKey: [...schoolRolesKey(schoolId), 'detail', id],
    queryFn: ({ signal }) => requestData<SchoolRole>(`s/roles/${id}`, { school: schoolId, signal }),
    // Someone else may have changed it: the form starts from what the server holds now.
    staleTime: 0,
  });
