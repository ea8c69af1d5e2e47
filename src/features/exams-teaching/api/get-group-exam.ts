// GET s/school_groups/:groupId/exams/:examId (spec §7 teaching group exams): one exam with its progress counts.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { TeachingExam } from '@/shared/exam.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';

export const getGroupExam = (schoolId: number, groupId: number, examId: number, signal?: AbortSignal) =>
  requestData<TeachingExam>(`s/school_groups/${groupId}/exams/${examId}`, { school: schoolId, signal });

export const groupExamQueryOptions = (schoolId: number, groupId: number, examId: number) =>
  queryOptions({
    queryKey: [...teachingKey(schoolId), 'group', groupId, 'exam', examId],
    queryFn: ({ signal }) => getGroupExam(schoolId, groupId, examId, signal),
  });
