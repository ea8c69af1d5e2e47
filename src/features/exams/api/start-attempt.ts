// POST s/personal/learning_groups/:id/exams/:examId/perform/new (spec §4: fetching creates or resumes the user exam),
// stored on the device at once with the request's timing, so the countdown follows the server's clock. The request names
// this device: an attempt another device holds is refused (attemptDevice) unless `takeover` asks to continue here.
import { requestData } from '@/lib/http.ts';
import { findLatestAttempt, saveAttempt, sealAttempt, type LocalAttempt } from '@/offline/exam-store.ts';
import { DEVICE_ID_HEADER, type UserExam } from '@/shared/exam.ts';
import { getDeviceId } from '@/offline/device-id.ts';
import { keepExamMedia } from '@/offline/exam-media.ts';

export interface StartAttemptInput {
  schoolId: number;
  groupId: number;
  examId: number;
  userId: number;
  /** A mission's exam task: its attempt is created or resumed through the mission. */
  mission?: { missionId: number; taskId: number } | null;
  /** Continue here an attempt another device holds; that device's later answers are then refused. */
  takeover?: boolean;
  /** Start this attempt number ("Làm lại"): the server starts it only as the next one after a closed attempt. */
  attempt?: number;
}

export const startUrl = ({ groupId, examId, mission }: Pick<StartAttemptInput, 'groupId' | 'examId' | 'mission'>) =>
  mission ? `s/v1/missions/${mission.missionId}/tasks/${mission.taskId}/perform/new` : `s/personal/learning_groups/${groupId}/exams/${examId}/perform/new`;

export async function startAttempt({ schoolId, groupId, examId, userId, mission, takeover, attempt }: StartAttemptInput): Promise<LocalAttempt> {
  const missionId = mission?.missionId ?? null;
  const local = await findLatestAttempt(userId, groupId, examId, missionId);
  const deviceId = await getDeviceId();
  const startedAt = Date.now();
  const ue = await requestData<UserExam>(startUrl({ groupId, examId, mission }), {
    method: 'POST',
    school: schoolId,
    headers: { [DEVICE_ID_HEADER]: deviceId },
    query: { takeover: takeover ? 1 : undefined, attempt: mission ? undefined : attempt },
  });
  if (ue.status !== 'in_progress' && local?.userExamId === ue.id && local.status === 'doing') {
    // The server closed the attempt at its deadline while this device was away: what the device holds (answers it
    // never managed to send included) goes as a submission, which the server merges and flags late — before the
    // server's copy marks the attempt submitted here and nothing could be sent any more.
    await sealAttempt(local.key);
  }
  const saved = await saveAttempt({ ...ue, userId, schoolId, groupId, examId, missionId }, ue.serverNow, startedAt, Date.now());
  void keepExamMedia(ue.fractions);
  return saved;
}
