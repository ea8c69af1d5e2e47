// GET s/school_groups (spec §7 groups, "my teaching groups"): the groups the teacher teaches, with counts.
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { TeachingGroup } from '@/shared/exam.ts';

export interface TeachingList<T> {
  data: T[];
  pagination: { total: number; page: number; perPage: number };
}

/** Every query of the teaching view starts with this, so one invalidation refreshes all of it. */
export const teachingKey = (schoolId: number) => ['teaching', schoolId] as const;

export const getTeachingGroups = (schoolId: number, signal?: AbortSignal) =>
  request<TeachingList<TeachingGroup>>('s/school_groups', { school: schoolId, signal });

export const teachingGroupsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: [...teachingKey(schoolId), 'groups'],
    queryFn: ({ signal }) => getTeachingGroups(schoolId, signal),
    select: (page) => page.data,
  });
