// GET /s/system_experiments: the system library's approved experiments, as a school's staff read them (the system
// library's own list is its editors').
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { Experiment } from '@/shared/experiments.ts';
import { libraryQueryString, type LibraryFilters, type LibraryPage } from '@/shared/library.ts';

export const systemExperimentsQueryOptions = (schoolId: number, filters: LibraryFilters) =>
  queryOptions({
    queryKey: ['experiments', schoolId, 'system', filters],
    queryFn: ({ signal }) => {
      const qs = libraryQueryString(filters);
      return request<LibraryPage<Experiment>>(`s/system_experiments${qs ? `?${qs}` : ''}`, { school: schoolId, signal });
    },
    placeholderData: keepPreviousData,
  });
