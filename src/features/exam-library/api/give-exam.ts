// POST s/school_groups/:groupId/exams {examId, opensAt, closesAt}: giving an exam to a teaching group; the teaching
// view (its groups and their exams) refreshes after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import type { GiveExamInput } from '@/shared/schemas/exam-library.ts';

export function useGiveExam(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, input }: { groupId: number; input: GiveExamInput }) =>
      requestData<{ examId: number; groupId: number }>(`s/school_groups/${groupId}/exams`, { method: 'POST', school: schoolId, body: input }),
    networkMode: 'always',
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['library', 'exam'] }), qc.invalidateQueries({ queryKey: teachingKey(schoolId) })]),
  });
}
