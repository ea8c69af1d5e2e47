// GET s/personal/learning_groups/:id/exams: the exams given to the group, each with the student's attempt summary.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LearningExam } from '@/shared/exam.ts';

export const getGroupExams = (schoolId: number, groupId: number) =>
  requestData<LearningExam[]>(`s/personal/learning_groups/${groupId}/exams`, { school: schoolId });

export const groupExamsQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: ['exams', schoolId, 'learning-groups', groupId, 'exams'],
    queryFn: () => getGroupExams(schoolId, groupId),
    meta: { offline: true },
  });
