// GET roles (spec §7 roles): the system roles with their permissions and how many people hold each, paginated and
// searchable by name.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { SystemRole } from '@/shared/system-role.ts';

export type { SystemRole };

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
