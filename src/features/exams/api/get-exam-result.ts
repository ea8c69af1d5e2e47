// GET s/personal/learning_groups/:id/exams/:examId/perform/:userExamId/result: the graded attempt, kept on the device
// (saveResult) so the result page also shows it offline.
import { requestData } from '@/lib/http.ts';
import { saveResult } from '@/offline/exam-store.ts';
import type { ExamResult } from '@/shared/exam.ts';

export interface ExamResultInput {
  schoolId: number;
  groupId: number;
  examId: number;
  userExamId: number;
  /** The local attempt to keep the result in, if this device has one. */
  attemptKey: string | null;
}

export async function fetchExamResult(input: ExamResultInput): Promise<ExamResult> {
  const { schoolId, groupId, examId, userExamId, attemptKey } = input;
  const result = await requestData<ExamResult>(`s/personal/learning_groups/${groupId}/exams/${examId}/perform/${userExamId}/result`, { school: schoolId });
  if (attemptKey) await saveResult(attemptKey, result);
  return result;
}
