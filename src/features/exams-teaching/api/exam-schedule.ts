// PUT s/school_groups/:groupId/exams/:examId/schedule and POST …/release: the exam's window in the group and its
// results policy, and releasing the results to the group. Online actions of the teacher: the answer replaces the
// exam in the cache, and the group's list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { ExamScheduleBody, TeachingExam } from '@/shared/exam.ts';
import { groupExamQueryOptions } from './get-group-exam.ts';
import { groupExamsQueryOptions } from './get-group-exams.ts';

function useExamWrite<B>(schoolId: number, groupId: number, examId: number, write: (body: B) => Promise<TeachingExam>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (exam) => {
      qc.setQueryData(groupExamQueryOptions(schoolId, groupId, examId).queryKey, exam);
      void qc.invalidateQueries({ queryKey: groupExamsQueryOptions(schoolId, groupId).queryKey });
    },
  });
}

export function useSaveSchedule(schoolId: number, groupId: number, examId: number) {
  return useExamWrite(schoolId, groupId, examId, (body: ExamScheduleBody) =>
    requestData<TeachingExam>(`s/school_groups/${groupId}/exams/${examId}/schedule`, { method: 'PUT', school: schoolId, body }),
  );
}

export function useReleaseResults(schoolId: number, groupId: number, examId: number) {
  return useExamWrite(schoolId, groupId, examId, () =>
    requestData<TeachingExam>(`s/school_groups/${groupId}/exams/${examId}/release`, { method: 'POST', school: schoolId }),
  );
}
