// GET storage_limits/schools/{id}/users: a school's members with their limits and usage, the closest to a limit first.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { LimitUser, LimitUserType } from '@/shared/usage-limits.ts';
import { usageLimitsKey } from './get-default-limits.ts';

const SCHOOL_USERS_PER_PAGE = 10;

export interface SchoolUsersParams {
  schoolId: number;
  page: number;
  name?: string;
  userType?: LimitUserType;
}

export const schoolUsersQueryOptions = (p: SchoolUsersParams) =>
  queryOptions({
    queryKey: [...usageLimitsKey, 'users', p],
    queryFn: ({ signal }) =>
      request<{ data: LimitUser[]; pagination: { total: number; page: number; perPage: number } }>(`storage_limits/schools/${p.schoolId}/users`, {
        signal,
        query: { page: p.page, perPage: SCHOOL_USERS_PER_PAGE, name: p.name, userType: p.userType },
      }),
    placeholderData: keepPreviousData,
  });
