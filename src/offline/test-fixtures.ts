// Test helpers for the offline layer: a clean database between tests, a user exam as the server sends it, a
// scriptable fake sender. Imported by *.test.ts only.
import type { UserExam } from '@/shared/exam.ts';
import { db } from './db.ts';
import { resetServerClocks } from './exam-clock.ts';
import { resetServerTimeFloorCache } from './server-time-floor.ts';
import { resetDeviceId } from './device-id.ts';
import { saveAttempt, type AttemptSource } from './exam-store.ts';
import type { OutboxRequest, OutboxResponse, Sender } from './outbox-send.ts';
import { setOutboxAuth } from './outbox-auth.ts';

export async function resetOfflineDb(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
  resetServerClocks();
  resetServerTimeFloorCache();
  resetDeviceId();
}

export const SERVER_NOW = Date.parse('2026-11-21T08:10:00.000Z');

export function userExam(overrides: Partial<UserExam> = {}): UserExam {
  return {
    id: 7,
    exercisableType: 'exam',
    displayType: 'exam',
    status: 'in_progress',
    title: 'Kiểm tra 45 phút',
    createdAt: '2026-11-21T08:00:00.000Z',
    duration: 2700,
    deadline: '2026-11-21T08:45:00.000Z',
    serverNow: new Date(SERVER_NOW).toISOString(),
    graceSeconds: 60,
    fractions: [
      {
        id: 1,
        title: 'Phần 1',
        questions: [1, 2, 3].map((id) => ({
          id,
          questionType: 'textAnswer' as const,
          allocatedPoint: 1,
          content: { text: `Câu ${id}` },
        })),
      },
    ],
    answers: [],
    ...overrides,
  };
}

export const source = (overrides: Partial<UserExam> = {}): AttemptSource => ({
  ...userExam(overrides),
  userId: 5,
  schoolId: 3,
  groupId: 11,
  examId: 21,
});

/** Stores the fixture attempt as if a 200 ms round trip ended just now; the signed-in user's token is stored. */
export async function seedAttempt(overrides: Partial<UserExam> = {}) {
  const src = source(overrides);
  const end = Date.now();
  await setOutboxAuth(src.userId, 'token-5');
  return saveAttempt(src, src.serverNow, end - 200, end);
}

export const text = (t: string) => ({ type: 'textAnswer' as const, text: t });

/** A sender answering from a script (a status, or 'network' for a failed fetch), recording every request. */
export function scriptedSender(script: (number | 'network' | OutboxResponse)[], fallback: number = 200) {
  const requests: OutboxRequest[] = [];
  const send: Sender = async (request) => {
    requests.push(request);
    const step = script.shift() ?? fallback;
    if (step === 'network') throw new TypeError('Failed to fetch');
    if (typeof step === 'number') {
      const body = step < 300 ? { data: { ok: true, url: request.url } } : { code: step, message: `HTTP ${step}`, messages: [], errors: {} };
      return { status: step, body };
    }
    return step;
  };
  return { send, requests };
}
