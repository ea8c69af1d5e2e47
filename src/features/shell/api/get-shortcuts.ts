// GET shortcuts?name= (spec §7): the caller's active schools, filtered by name, for the header's school selector.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { UserSchool } from '@/shared/session.ts';

export interface SchoolShortcut {
  school: UserSchool;
}

export function getShortcuts(name: string, signal?: AbortSignal) {
  return requestData<{ userSchools: SchoolShortcut[] }>('shortcuts', { query: { name: name.trim() }, signal });
}

export const shortcutsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['shortcuts', name.trim()],
    queryFn: ({ signal }) => getShortcuts(name, signal),
    meta: { offline: true },
    select: (d) => d.userSchools.map((u) => u.school),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
