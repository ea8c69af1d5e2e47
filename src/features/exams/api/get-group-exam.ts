// GET s/personal/learning_groups/:id/exams/:examId: one exam of the group for the intro page (duration, questions,
// points, the student's attempt).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LearningExam } from '@/shared/exam.ts';

export const getGroupExam = (schoolId: number, groupId: number, examId: number) =>
  requestData<LearningExam>(`s/personal/learning_groups/${groupId}/exams/${examId}`, { school: schoolId });

export const groupExamQueryOptions = (schoolId: number, groupId: number, examId: number) =>
  queryOptions({
    queryKey: ['exams', schoolId, 'learning-groups', groupId, 'exams', examId],
    queryFn: () => getGroupExam(schoolId, groupId, examId),
    meta: { offline: true },
    // The intro decides between start, resume and result: always ask the server when online.
    staleTime: 0,
  });
