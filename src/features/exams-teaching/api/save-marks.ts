// PUT s/user_exams/:id/marks (spec §7 user_exams marks) through the outbox: a grade is committed to IndexedDB first,
// then delivered now if the device is online or later when the network returns, with the same Idempotency-Key.
import { queueMarks } from '@/offline/exam-grades.ts';
import { drain } from '@/offline/outbox.ts';
import { setOutboxAuth } from '@/offline/outbox-auth.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import type { MarksBody } from '@/shared/exam.ts';

export interface SaveMarksInput {
  userId: number;
  schoolId: number;
  userExamId: number;
  studentName: string;
  body: MarksBody;
}

/** Queues the grades; resolves with the outbox item id once they are safe on this device. */
export async function saveMarks(input: SaveMarksInput): Promise<number> {
  // The drainer sends with the token it holds for this user: keep it current in case the app has not told it yet.
  const token = readKey(STORAGE_KEYS.accessToken);
  if (token) await setOutboxAuth(input.userId, token);
  const item = await queueMarks(input);
  if (navigator.onLine) void deliverNow();
  return item.id!;
}

/**
 * Drains the outbox from this page. The app's sync triggers do the same on their own schedule; the drain lock makes
 * a second drainer a no-op, so asking here only makes an online grade arrive without waiting for the next tick.
 */
export async function deliverNow(wake = false): Promise<void> {
  try {
    await drain({ wake });
  } catch {
    // Storage or lock errors are reported by the sync status; the item stays queued.
  }
}
