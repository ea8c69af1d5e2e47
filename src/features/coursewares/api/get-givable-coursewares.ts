// GET s/school_groups/:id/coursewares/givable?kind=&name=: what the caller may give the group, of one kind, by name.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CoursewareKind, GivableCourseware } from '@/shared/courseware.ts';
import { coursewaresKey } from './get-group-coursewares.ts';

export const givableCoursewaresQueryOptions = (schoolId: number, groupId: number, kind: CoursewareKind, name: string) =>
  queryOptions({
    queryKey: [...coursewaresKey(schoolId), 'givable', groupId, kind, name],
    queryFn: ({ signal }) =>
      requestData<GivableCourseware[]>(`s/school_groups/${groupId}/coursewares/givable`, { school: schoolId, query: { kind, name }, signal }),
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });
