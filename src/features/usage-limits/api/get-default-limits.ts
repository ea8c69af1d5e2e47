// GET storage_limits: the system's default limits per user type (teachers, students).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { DefaultLimits, LimitSet } from '@/shared/usage-limits.ts';

export const usageLimitsKey = ['usage-limits'] as const;

export interface DefaultLimitsData {
  defaults: DefaultLimits;
  builtin: LimitSet;
}

export const defaultLimitsQueryOptions = () =>
  queryOptions({
    queryKey: [...usageLimitsKey, 'defaults'],
    queryFn: ({ signal }) => requestData<DefaultLimitsData>('storage_limits', { signal }),
  });
