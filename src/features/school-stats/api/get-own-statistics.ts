// GET s/statistics/:type: the same statistics of the caller's own school, for its staff's overview.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { StatRange, StatType, StatsByType } from '@/shared/school-stats.ts';

export const ownStatisticsQueryOptions = <T extends StatType>(schoolId: number, type: T, range?: StatRange) =>
  queryOptions({
    queryKey: ['dashboard', schoolId, 'statistics', type, range ?? null] as const,
    // Counts of whole days and months: a few minutes old is as good, and each asks the database for a school's rows.
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => requestData<StatsByType[T]>(`s/statistics/${type}`, { school: schoolId, query: { ...range }, signal }),
    // The overview's figures stay readable offline, as the counts above them do.
    meta: { offline: true },
  });
