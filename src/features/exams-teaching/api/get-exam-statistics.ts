// GET s/school_groups/:groupId/exams/:examId/statistics: per question, how the group's submitted attempts did.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import type { ExamStatistics } from '@/shared/exam.ts';

export const examStatisticsQueryOptions = (schoolId: number, groupId: number, examId: number) =>
  queryOptions({
    queryKey: [...teachingKey(schoolId), 'group', groupId, 'exam', examId, 'statistics'],
    queryFn: ({ signal }) => requestData<ExamStatistics>(`s/school_groups/${groupId}/exams/${examId}/statistics`, { school: schoolId, signal }),
  });
