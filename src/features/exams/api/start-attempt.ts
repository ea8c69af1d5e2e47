// POST s/personal/learning_groups/:id/exams/:examId/perform/new (spec §4: fetching creates or resumes the user exam),
// stored on the device at once with the request's timing, so the countdown follows the server's clock.
import { requestData } from '@/lib/http.ts';
import { saveAttempt, type LocalAttempt } from '@/offline/exam-store.ts';
import type { UserExam } from '@/shared/exam.ts';

export interface StartAttemptInput {
  schoolId: number;
  groupId: number;
  examId: number;
  userId: number;
}

export async function startAttempt({ schoolId, groupId, examId, userId }: StartAttemptInput): Promise<LocalAttempt> {
  const startedAt = Date.now();
  const ue = await requestData<UserExam>(`s/personal/learning_groups/${groupId}/exams/${examId}/perform/new`, {
    method: 'POST',
    school: schoolId,
  });
  return saveAttempt({ ...ue, userId, schoolId, groupId, examId }, ue.serverNow, startedAt, Date.now());
}
