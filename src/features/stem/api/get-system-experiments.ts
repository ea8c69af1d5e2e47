// GET s/system_experiments: the system library's approved experiments as a school's staff read them (they hold no grant
// on the system library itself), for the topic's experiment picker.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { libraryQueryString, type LibraryItem, type LibraryPage } from '@/shared/library.ts';

export const systemExperimentsQueryOptions = (schoolId: number, name: string) => {
  const qs = libraryQueryString({ name: name || undefined, perPage: 10 });
  return queryOptions({
    queryKey: ['stem', schoolId, 'system-experiments', name],
    queryFn: ({ signal }) => request<LibraryPage<LibraryItem>>(`s/system_experiments?${qs}`, { school: schoolId, signal }),
    placeholderData: keepPreviousData,
  });
};
