// GET schools/:id/statistics/:type (spec §7 schools): one school's statistics for the system administrator.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { StatRange, StatType, StatsByType } from '@/shared/school-stats.ts';

export const schoolStatisticsQueryOptions = <T extends StatType>(schoolId: number, type: T, range?: StatRange) =>
  queryOptions({
    queryKey: ['schools', 'detail', schoolId, 'statistics', type, range ?? null] as const,
    // Counts of whole days and months: a few minutes old is as good, and each asks the database for a school's rows.
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => requestData<StatsByType[T]>(`schools/${schoolId}/statistics/${type}`, { query: { ...range }, signal }),
  });
