// Opens the student's attempt of an exam for the taking page: online, create or resume it on the server
// (perform/new) and store it; offline, the copy stored on this device. Either way, an attempt whose deadline passed
// while the app was closed is sealed (its submission queued) before anything is shown. An attempt another device
// holds is not opened until the student chooses to continue here (takeOver).
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-error.ts';
import { findLatestAttempt, getAttempt, sealExpiredAttempts } from '@/offline/exam-store.ts';
import { ATTEMPT_DEVICE_CHECKS } from '@/shared/exam.ts';
import { startAttempt, type StartAttemptInput } from '../../api/start-attempt.ts';

export type OpenedAttempt =
  | { state: 'loading' }
  | { state: 'ready'; attemptKey: string; status: 'doing' | 'takenOver' | 'closed' }
  | { state: 'elsewhere'; message: string }
  | { state: 'error'; message: string };

export const OFFLINE_NEVER_OPENED = 'Bài thi này chưa được mở trên thiết bị này. Hãy kết nối mạng để bắt đầu làm bài.';

export async function openAttempt(input: StartAttemptInput): Promise<OpenedAttempt> {
  let key: string;
  try {
    key = (await startAttempt(input)).key;
  } catch (e) {
    if (isApiError(e) && e.field(ATTEMPT_DEVICE_CHECKS.onOtherDevice).length) return { state: 'elsewhere', message: e.message };
    if (!(isApiError(e) && e.isNetworkError)) {
      return { state: 'error', message: e instanceof Error ? e.message : String(e) };
    }
    const local = await findLatestAttempt(input.userId, input.groupId, input.examId, input.mission?.missionId ?? null);
    if (!local) return { state: 'error', message: OFFLINE_NEVER_OPENED };
    key = local.key;
  }
  await getAttempt(key); // pins this page's exam clock (stored offset, never below the stored server time)
  await sealExpiredAttempts();
  const status = (await getAttempt(key))?.status;
  return { state: 'ready', attemptKey: key, status: status === 'doing' || status === 'takenOver' ? status : 'closed' };
}

/** The opened attempt, and takeOver(): open it again, continuing here an attempt another device holds. */
export function useOpenAttempt(input: StartAttemptInput): { opened: OpenedAttempt; takeOver: () => void } {
  const [opened, setOpened] = useState<OpenedAttempt>({ state: 'loading' });
  const [takeover, setTakeover] = useState(0);
  const { schoolId, groupId, examId, userId, attempt } = input;
  const missionId = input.mission?.missionId;
  const taskId = input.mission?.taskId;
  useEffect(() => {
    let live = true;
    const mission = missionId && taskId ? { missionId, taskId } : null;
    setOpened({ state: 'loading' });
    openAttempt({ schoolId, groupId, examId, userId, mission, takeover: takeover > 0, attempt })
      .then((o) => live && setOpened(o))
      .catch((e: unknown) => live && setOpened({ state: 'error', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [schoolId, groupId, examId, userId, missionId, taskId, takeover, attempt]);
  const takeOver = useCallback(() => setTakeover((n) => n + 1), []);
  return { opened, takeOver };
}
