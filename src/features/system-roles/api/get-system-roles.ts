// GET roles (spec §7 roles): the system roles with their permissions and how many people hold each, paginated and
// searchable by name.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';

export interface SystemRole {
  id: number;
  name: string;
  isActive: boolean;
  /** Role 22: every permission, never deleted or turned off (the server refuses it too). */
  isSuperAdmin: boolean;
  permissionIds: number[];
  userCount: number;
}

export interface Page<T> {
  data: T[];
  pagination: { total: number; page: number; perPage: number };
}

export const ROLES_PER_PAGE = 12;

/** Every system roles query starts with this: one invalidation after a change refreshes lists, details and holders. */
export const systemRolesKey = ['system-roles'] as const;

export const systemRolesQueryOptions = (p: { page: number; name?: string }) =>
  queryOptions({
    queryKey: [...systemRolesKey, 'list', p],
    queryFn: ({ signal }) => request<Page<SystemRole>>('roles', { signal, query: { page: p.page, perPage: ROLES_PER_PAGE, name: p.name } }),
    placeholderData: keepPreviousData,
  });
