// GET storage_limits/schools: every school with what it uses against its limits, the closest to a limit first.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { SchoolUsage } from '@/shared/usage-limits.ts';
import { usageLimitsKey } from './get-default-limits.ts';

const SCHOOL_USAGE_PER_PAGE = 10;

export interface SchoolUsageParams {
  page: number;
  name?: string;
}

export const schoolUsagesQueryOptions = (p: SchoolUsageParams) =>
  queryOptions({
    queryKey: [...usageLimitsKey, 'schools', p],
    queryFn: ({ signal }) =>
      request<{ data: SchoolUsage[]; pagination: { total: number; page: number; perPage: number } }>('storage_limits/schools', {
        signal,
        query: { page: p.page, perPage: SCHOOL_USAGE_PER_PAGE, name: p.name },
      }),
    placeholderData: keepPreviousData,
  });
