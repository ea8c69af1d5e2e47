// GET roles/user/:id: the people holding a system role (scope 'holders'), or every account of the system to enrol
// from (scope 'all', each marked whether it holds the role), searched by name or email without accents.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { systemRolesKey, type Page } from './get-system-roles.ts';

export interface RoleUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  userType: string;
  /** A deactivated account keeps its roles but cannot sign in. */
  isActive: boolean;
  enrolled: boolean;
}

export type RoleUsersScope = 'holders' | 'all';

export const USERS_PER_PAGE = 20;

export const roleUsersQueryOptions = (roleId: number, p: { page: number; name: string; scope: RoleUsersScope }) =>
  queryOptions({
    queryKey: [...systemRolesKey, 'users', roleId, p],
    queryFn: ({ signal }) =>
      request<Page<RoleUser>>(`roles/user/${roleId}`, {
        signal,
        query: { page: p.page, perPage: USERS_PER_PAGE, name: p.name || undefined, scope: p.scope === 'all' ? 'all' : undefined },
      }),
    placeholderData: keepPreviousData,
  });
