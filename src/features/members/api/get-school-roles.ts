// GET selections/school_roles (spec §7 selections): the roles a new member can be given in this school.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface SchoolRoleOption {
  id: number;
  name: string;
  /** The position the role stands for: 'teacher' | 'officer' | 'student', or null. */
  position: string | null;
}

export const schoolRolesQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['school-roles', schoolId],
    queryFn: ({ signal }) => requestData<SchoolRoleOption[]>('selections/school_roles', { school: schoolId, signal }),
    staleTime: 5 * 60_000,
  });
