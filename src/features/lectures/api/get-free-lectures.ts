// GET free/lectures (no sign-in): the free lectures' catalogue; GET free/lectures/:id/deck: one to present.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, requestData } from '@/lib/http.ts';
import { libraryQueryString, type LibraryFilters } from '@/shared/library.ts';
import type { LectureDetail } from '@/shared/lecture.ts';
import type { FreeLecturePage } from '@/shared/book.ts';

export const freeLecturesQueryOptions = (filters: LibraryFilters) =>
  queryOptions({
    queryKey: ['lectures', 'free', 'list', filters],
    queryFn: ({ signal }) => {
      const qs = libraryQueryString(filters);
      return request<FreeLecturePage>(`free/lectures${qs ? `?${qs}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const freeDeckQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['lectures', 'free', 'deck', id],
    queryFn: ({ signal }) => requestData<LectureDetail>(`free/lectures/${id}/deck`, { signal }),
  });
