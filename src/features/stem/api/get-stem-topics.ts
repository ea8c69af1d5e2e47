// GET s/stem_topics: one page of the school's STEM topics (a student's: those given to her groups), by name, subject
// and grade, with whether the caller may write topics. Kept for offline use: a student finds her topics without a
// network.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { libraryQueryString, type LibraryFilters } from '@/shared/library.ts';
import type { StemTopicPage } from '@/shared/stem.ts';

/** Every STEM read of a school lives under this key (invalidated together after a change). */
export const stemKey = (schoolId: number) => ['stem', schoolId] as const;

export const stemTopicsQueryOptions = (schoolId: number, filters: LibraryFilters) => {
  const qs = libraryQueryString({ ...filters, perPage: filters.perPage ?? 12 });
  return queryOptions({
    queryKey: [...stemKey(schoolId), 'list', filters],
    queryFn: ({ signal }) => request<StemTopicPage>(`s/stem_topics?${qs}`, { school: schoolId, signal }),
    placeholderData: keepPreviousData,
    meta: { offline: true },
  });
};
