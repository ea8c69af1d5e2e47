// GET s/school_groups/:groupId/exams/:examId/user_exams (spec §7 user_exams): every student with their attempt.
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { StudentAttempt } from '@/shared/exam.ts';
import { teachingKey, type TeachingList } from '@/lib/queries/teaching-groups.ts';

export const getStudentAttempts = (schoolId: number, groupId: number, examId: number, signal?: AbortSignal) =>
  request<TeachingList<StudentAttempt>>(`s/school_groups/${groupId}/exams/${examId}/user_exams`, { school: schoolId, signal });

export const studentAttemptsQueryOptions = (schoolId: number, groupId: number, examId: number) =>
  queryOptions({
    queryKey: [...teachingKey(schoolId), 'group', groupId, 'exam', examId, 'attempts'],
    queryFn: ({ signal }) => getStudentAttempts(schoolId, groupId, examId, signal),
    select: (page) => page.data,
  });
