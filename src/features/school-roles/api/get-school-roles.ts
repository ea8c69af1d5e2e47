// GET s/roles (spec §7 roles): the school's roles with their permissions and how many members hold each, paginated
// and searchable by name.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';

export interface SchoolRole {
  id: number;
  name: string;
  /** The position the role is the default of ('teacher' | 'officer' | 'student'), or null for a role the school made. */
  position: string | null;
  isActive: boolean;
  permissionIds: number[];
  memberCount: number;
}

export interface Page<T> {
  data: T[];
  pagination: { total: number; page: number; perPage: number };
}

export interface SchoolRolesParams {
  page: number;
  name?: string;
}

export const ROLES_PER_PAGE = 12;

/**
 * Every roles query of a school starts with this, the members' role select (['school-roles', schoolId]) included, so
 * one invalidation after a change refreshes the list, the detail and the options offered for new members.
 */
export const schoolRolesKey = (schoolId: number) => ['school-roles', schoolId] as const;

export const schoolRolesQueryOptions = (schoolId: number, p: SchoolRolesParams) =>
  queryOptions({
    queryKey: [...schoolRolesKey(schoolId), 'list', p],
    queryFn: ({ signal }) => request<Page<SchoolRole>>('s/roles', { school: schoolId, signal, query: { page: p.page, perPage: ROLES_PER_PAGE, name: p.name } }),
    placeholderData: keepPreviousData,
  });
