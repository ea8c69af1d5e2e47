// GET s/school_groups/:id/coursewares: what the group was given, with how many of its students opened each, and
// whether the caller may give and take back (the teaching view). Every courseware query of a school starts with
// coursewaresKey, so a gift or a removal refreshes them all.
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { TeachingCoursewares } from '@/shared/courseware.ts';

export const coursewaresKey = (schoolId: number) => ['coursewares', schoolId] as const;

export const groupCoursewaresQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: [...coursewaresKey(schoolId), 'teaching', groupId],
    queryFn: ({ signal }) => request<TeachingCoursewares>(`s/school_groups/${groupId}/coursewares`, { school: schoolId, signal }),
  });
