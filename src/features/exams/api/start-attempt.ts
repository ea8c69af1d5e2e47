// POST s/personal/learning_groups/:id/exams/:examId/perform/new (spec §4: fetching creates or resumes the user exam),
// stored on the device at once with the request's timing, so the countdown follows the server's clock.
import { requestData } from '@/lib/http.ts';
import { findLatestAttempt, saveAttempt, sealAttempt, type LocalAttempt } from '@/offline/exam-store.ts';
import type { UserExam } from '@/shared/exam.ts';

export interface StartAttemptInput {
  schoolId: number;
  groupId: number;
  examId: number;
  userId: number;
}

export async function startAttempt({ schoolId, groupId, examId, userId }: StartAttemptInput): Promise<LocalAttempt> {
  const local = await findLatestAttempt(userId, groupId, examId);
  const startedAt = Date.now();
  const ue = await requestData<UserExam>(`s/personal/learning_groups/${groupId}/exams/${examId}/perform/new`, {
    method: 'POST',
    school: schoolId,
  });
  if (ue.status !== 'in_progress' && local?.userExamId === ue.id && local.status === 'doing') {
    // The server closed the attempt at its deadline while this device was away: what the device holds (answers it
    // never managed to send included) goes as a submission, which the server merges and flags late — before the
    // server's copy marks the attempt submitted here and nothing could be sent any more.
    await sealAttempt(local.key);
  }
  return saveAttempt({ ...ue, userId, schoolId, groupId, examId }, ue.serverNow, startedAt, Date.now());
}
