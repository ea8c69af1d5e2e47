// GET s/elsa/speaking_histories (own results) and s/elsa/speaking_histories/teacher (the teacher's students'),
// paginated, newest first.
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { Paginated, SpeakingHistory } from './speaking-types.ts';

export type HistoryScope = 'own' | 'teacher';

export const HISTORY_PER_PAGE = 10;

export const historiesKey = (schoolId: number) => ['speaking', schoolId, 'history'] as const;

export const getSpeakingHistories = (schoolId: number, scope: HistoryScope, page: number) =>
  request<Paginated<SpeakingHistory>>(scope === 'own' ? 's/elsa/speaking_histories' : 's/elsa/speaking_histories/teacher', {
    school: schoolId,
    query: { page, perPage: HISTORY_PER_PAGE },
  });

export const speakingHistoriesQueryOptions = (schoolId: number, scope: HistoryScope, page: number) =>
  queryOptions({
    queryKey: [...historiesKey(schoolId), scope, page],
    queryFn: () => getSpeakingHistories(schoolId, scope, page),
    meta: { offline: true },
  });
