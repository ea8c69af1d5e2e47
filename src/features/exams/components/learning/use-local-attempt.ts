// Opens the student's attempt of an exam for the taking page: online, create or resume it on the server
// (perform/new) and store it; offline, the copy stored on this device. Either way, an attempt whose deadline passed
// while the app was closed is sealed (its submission queued) before anything is shown.
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-error.ts';
import { findLatestAttempt, getAttempt, sealExpiredAttempts } from '@/offline/exam-store.ts';
import { startAttempt, type StartAttemptInput } from '../../api/start-attempt.ts';

export type OpenedAttempt = { state: 'loading' } | { state: 'ready'; attemptKey: string; status: 'doing' | 'closed' } | { state: 'error'; message: string };

export const OFFLINE_NEVER_OPENED = 'Bài thi này chưa được mở trên thiết bị này. Hãy kết nối mạng để bắt đầu làm bài.';

export async function openAttempt(input: StartAttemptInput): Promise<OpenedAttempt> {
  let key: string;
  try {
    key = (await startAttempt(input)).key;
  } catch (e) {
    if (!(isApiError(e) && e.isNetworkError)) {
      return { state: 'error', message: e instanceof Error ? e.message : String(e) };
    }
    const local = await findLatestAttempt(input.userId, input.groupId, input.examId, input.mission?.missionId ?? null);
    if (!local) return { state: 'error', message: OFFLINE_NEVER_OPENED };
    key = local.key;
  }
  await getAttempt(key); // pins this page's exam clock (stored offset, never below the stored server time)
  await sealExpiredAttempts();
  const attempt = await getAttempt(key);
  return { state: 'ready', attemptKey: key, status: attempt?.status === 'doing' ? 'doing' : 'closed' };
}

export function useOpenAttempt(input: StartAttemptInput): OpenedAttempt {
  const [opened, setOpened] = useState<OpenedAttempt>({ state: 'loading' });
  const { schoolId, groupId, examId, userId } = input;
  const missionId = input.mission?.missionId;
  const taskId = input.mission?.taskId;
  useEffect(() => {
    let live = true;
    const mission = missionId && taskId ? { missionId, taskId } : null;
    openAttempt({ schoolId, groupId, examId, userId, mission })
      .then((o) => live && setOpened(o))
      .catch((e: unknown) => live && setOpened({ state: 'error', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [schoolId, groupId, examId, userId, missionId, taskId]);
  return opened;
}
