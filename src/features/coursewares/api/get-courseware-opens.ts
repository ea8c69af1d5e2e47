// GET s/school_groups/:id/coursewares/:cwId/opens: every student of the group, and whether and when they opened it.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CoursewareOpen } from '@/shared/courseware.ts';
import { coursewaresKey } from './get-group-coursewares.ts';

export const coursewareOpensQueryOptions = (schoolId: number, groupId: number, coursewareId: number) =>
  queryOptions({
    queryKey: [...coursewaresKey(schoolId), 'opens', groupId, coursewareId],
    queryFn: ({ signal }) => requestData<CoursewareOpen[]>(`s/school_groups/${groupId}/coursewares/${coursewareId}/opens`, { school: schoolId, signal }),
  });
