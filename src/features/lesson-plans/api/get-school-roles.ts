// GET selections/school_roles (the school in X-SCHOOL-ID): the school's active roles, which an approved plan may be kept to.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface SchoolRoleOption {
  id: number;
  name: string;
  position: string | null;
}

export const schoolRolesQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['selections', 'school-roles', schoolId],
    queryFn: ({ signal }) => requestData<SchoolRoleOption[]>('selections/school_roles', { school: schoolId, signal }),
  });
