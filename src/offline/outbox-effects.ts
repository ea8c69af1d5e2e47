// What a delivered outbox item changes locally: answers become synced, a delivered submission marks the attempt
// submitted with the server's result. Runs inside the drain's transaction, in the page or the service worker.
import type { PerformUpdateBody, PerformUpdateResult } from '@/shared/exam.ts';
import { db, type OutboxItem } from './db.ts';
import type { ExamChange } from './exam-channel.ts';

function answersOf(body: unknown): PerformUpdateBody['answers'] {
  const answers = (body as Partial<PerformUpdateBody> | null)?.answers;
  return Array.isArray(answers) ? answers : [];
}

/** Applies a delivered item; returns the change to announce to other contexts after the commit, if any. */
export async function applyDelivered(item: OutboxItem, data: unknown, now: number): Promise<ExamChange | null> {
  if (item.kind !== 'answers' && item.kind !== 'submission') return null;
  const attemptKey = item.group;
  for (const sent of answersOf(item.body)) {
    const row = await db.answers.get([attemptKey, sent.questionId]);
    // Only a value the server now holds is synced; a newer local change made meanwhile still waits for its item.
    if (row && row.updatedAt <= Date.parse(sent.clientUpdatedAt)) {
      await db.answers.put({ ...row, syncedAt: now });
    }
  }
  if (item.kind === 'submission') {
    const attempt = await db.attempts.get(attemptKey);
    if (attempt) {
      await db.attempts.put({
        ...attempt,
        status: attempt.status === 'graded' ? 'graded' : 'submitted',
        submitResult: (data as PerformUpdateResult | null) ?? null,
        updatedAt: now,
      });
    }
  }
  return { type: 'attempt', attemptKey };
}
