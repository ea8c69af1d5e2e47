// GET s/personal/learning_groups/:id: one of the student's groups (name, grade, subject, teachers).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LearningGroup } from '@/shared/exam.ts';

export const getLearningGroup = (schoolId: number, groupId: number) =>
  requestData<LearningGroup>(`s/personal/learning_groups/${groupId}`, { school: schoolId });

export const learningGroupQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: ['exams', schoolId, 'learning-groups', groupId],
    queryFn: () => getLearningGroup(schoolId, groupId),
    meta: { offline: true },
  });
