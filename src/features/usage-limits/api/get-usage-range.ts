// GET elsa/stats/usage: calls per day and usage per school over a range of days (yyyy-MM-dd, both included).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { UsageRange } from '@/shared/usage-limits.ts';
import { usageLimitsKey } from './get-default-limits.ts';

export const usageRangeQueryOptions = (startTime: string, endTime: string) =>
  queryOptions({
    queryKey: [...usageLimitsKey, 'range', startTime, endTime],
    queryFn: ({ signal }) => requestData<UsageRange>('elsa/stats/usage', { signal, query: { startTime, endTime } }),
    placeholderData: keepPreviousData,
  });
