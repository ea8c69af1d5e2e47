// GET s/user_exams/:id (spec §7 user_exams): one student's attempt with answers, answer keys and grades.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { ExamResult } from '@/shared/exam.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';

export const userExamKey = (schoolId: number, userExamId: number) => [...teachingKey(schoolId), 'userExam', userExamId] as const;

export const getUserExam = (schoolId: number, userExamId: number, signal?: AbortSignal) =>
  requestData<ExamResult>(`s/user_exams/${userExamId}`, { school: schoolId, signal });

export const userExamQueryOptions = (schoolId: number, userExamId: number) =>
  queryOptions({
    queryKey: userExamKey(schoolId, userExamId),
    queryFn: ({ signal }) => getUserExam(schoolId, userExamId, signal),
  });
