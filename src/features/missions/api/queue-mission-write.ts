// Mission writes that must survive a lost connection go through the outbox with an Idempotency-Key: the teacher's
// grading (PUT s/v1/submissions/:id/grading) and a student's work on a task, a lecture read or a speaking take
// (POST s/v1/missions/:id/submissions).
// Resolves once the write is safe on this device; delivered now when online, else when the network returns.
import { drain, enqueue } from '@/offline/outbox.ts';
import { setOutboxAuth } from '@/offline/outbox-auth.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import type { GradingInput, TaskWorkInput } from '@/shared/schemas/mission.ts';

interface Who {
  userId: number;
  schoolId: number;
}

async function queue(who: Who, group: string, method: 'PUT' | 'POST', url: string, body: unknown, label: string): Promise<number> {
  // The drainer sends with the token it holds for this user: keep it current in case the app has not told it yet.
  const token = readKey(STORAGE_KEYS.accessToken);
  if (token) await setOutboxAuth(who.userId, token);
  const item = await enqueue({ userId: who.userId, schoolId: who.schoolId, kind: 'mission', group, method, url, body, label });
  if (navigator.onLine) void drain().catch(() => undefined);
  return item.id!;
}

export const gradingUrl = (submissionId: number) => `/api/s/v1/submissions/${submissionId}/grading`;

export function queueGrading(who: Who & { submissionId: number; studentName: string; body: GradingInput }): Promise<number> {
  return queue(who, `mission-grade:${who.submissionId}`, 'PUT', gradingUrl(who.submissionId), who.body, `Chấm nhiệm vụ: ${who.studentName}`);
}

export function queueTaskWork(who: Who & { missionId: number; title: string; body: TaskWorkInput }): Promise<number> {
  return queue(who, `mission-work:${who.missionId}`, 'POST', `/api/s/v1/missions/${who.missionId}/submissions`, who.body, `Nhiệm vụ: ${who.title}`);
}

/** A scored take of a speaking task, as the pronunciation feature reports it (structurally: missions do not import it). */
export interface SpeakingTake {
  recordingKey: string;
  sentence: string;
  result: { overall: number; words: { word: string; score: number }[] };
}

/**
 * A speaking task's take, filed under the recording's id: the device's provisional score first, the server's when it
 * arrives replaces it (same attempt id).
 */
export function queueSpeakingTake(who: Who & { missionId: number; title: string; taskId: number; take: SpeakingTake }): Promise<number> {
  const { take } = who;
  return queueTaskWork({
    ...who,
    body: {
      type: 'speaking',
      taskId: who.taskId,
      attempt: {
        id: take.recordingKey,
        text: take.sentence,
        score: take.result.overall,
        recordingId: take.recordingKey,
        createdAt: new Date().toISOString(),
        words: take.result.words.map((w) => ({ word: w.word, score: w.score })),
      },
    },
  });
}
