// Where a board's figures come from: any school, for the system administrator, or the caller's own school. The panels
// draw the same answers either way.
import type { UseQueryOptions } from '@tanstack/react-query';
import type { StatRange, StatType, StatsByType } from '@/shared/school-stats.ts';
import { ownStatisticsQueryOptions } from './api/get-own-statistics.ts';
import { schoolStatisticsQueryOptions } from './api/get-school-statistics.ts';

export type StatsSource = { kind: 'school' | 'own'; schoolId: number };

/** The two endpoints' options differ only in their keys; the panels need neither key, only the data's type. */
export const statsQueryOptions = <T extends StatType>(source: StatsSource, type: T, range?: StatRange) =>
  (source.kind === 'school'
    ? schoolStatisticsQueryOptions(source.schoolId, type, range)
    : ownStatisticsQueryOptions(source.schoolId, type, range)) as unknown as UseQueryOptions<StatsByType[T], Error, StatsByType[T], readonly unknown[]>;
