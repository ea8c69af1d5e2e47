// GET s/personal/learning_groups/:id/coursewares: what the student's group was given, when they opened each, and what
// opening each needs. Kept for offline use, as the group's other lists are.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LearningCourseware } from '@/shared/courseware.ts';

export const learningCoursewaresKey = (schoolId: number, groupId: number) => ['coursewares', schoolId, 'learning', groupId] as const;

export const learningCoursewaresQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: learningCoursewaresKey(schoolId, groupId),
    queryFn: ({ signal }) => requestData<LearningCourseware[]>(`s/personal/learning_groups/${groupId}/coursewares`, { school: schoolId, signal }),
    meta: { offline: true },
  });
