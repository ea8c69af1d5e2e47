// GET s/school_groups/:groupId/exams (spec §7 teaching group exams): the group's exams with progress counts.
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { TeachingExam } from '@/shared/exam.ts';
import { teachingKey, type TeachingList } from '@/lib/queries/teaching-groups.ts';

export const getGroupExams = (schoolId: number, groupId: number, signal?: AbortSignal) =>
  request<TeachingList<TeachingExam>>(`s/school_groups/${groupId}/exams`, { school: schoolId, signal });

export const groupExamsQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: [...teachingKey(schoolId), 'group', groupId, 'exams'],
    queryFn: ({ signal }) => getGroupExams(schoolId, groupId, signal),
    select: (page) => page.data,
  });
