// GET s/user_exams/:id (spec §7 user_exams): one student's attempt with answers, answer keys and grades, and the late
// copies a device sent after another device took the attempt over.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { TeacherAttempt } from '@/shared/exam.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';

export const userExamKey = (schoolId: number, userExamId: number) => [...teachingKey(schoolId), 'userExam', userExamId] as const;

export const getUserExam = (schoolId: number, userExamId: number, signal?: AbortSignal) =>
  requestData<TeacherAttempt>(`s/user_exams/${userExamId}`, { school: schoolId, signal });

export const userExamQueryOptions = (schoolId: number, userExamId: number) =>
  queryOptions({
    queryKey: userExamKey(schoolId, userExamId),
    queryFn: ({ signal }) => getUserExam(schoolId, userExamId, signal),
  });
