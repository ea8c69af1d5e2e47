// Turns answers the server does not hold yet into outbox requests (PUT …/perform/:id), run by the drainer before it
// sends and by the page shortly after a change. Safe in the service worker (no DOM).
//
// Many changes become one request: an attempt has at most one *unsent* answers item, and each unsynced row replaces
// its question's entry in that item's body. An item the drainer has touched (attempts > 0) is frozen — its
// Idempotency-Key may already be on the server with that body — so newer values start a new item. A row whose exact
// value (question and change time) is already carried by an item is not queued again.
import type { PerformUpdateBody, SavedAnswer } from '@/shared/exam.ts';
import { answersOfAttempt, db, tx } from './db.ts';
import { TABLES } from './storage-names.ts';
import { serverNow } from './exam-clock.ts';
import { isUnsynced } from './exam-answers.ts';
import { performUrl, toSavedAnswer } from './exam-store.ts';
import { newOutboxItem } from './outbox-item.ts';
import { OFFLINE_MSG } from './offline-messages.ts';
import { cachedServerTimeFloor, raiseServerTimeFloor } from './server-time-floor.ts';

const carriedKey = (a: Pick<SavedAnswer, 'questionId' | 'clientUpdatedAt'>) => `${a.questionId}@${a.clientUpdatedAt}`;
const answersOf = (body: unknown): SavedAnswer[] => (body as PerformUpdateBody | null)?.answers ?? [];

/** The tables materializing reads and writes. */
const MATERIALIZE_TABLES = [TABLES.attempts, TABLES.answers, TABLES.outbox, TABLES.kv];

/**
 * Queues every unsynced answer of the attempts still being taken (a sealed attempt's submission carries all its
 * answers). Returns how many answers were newly queued (0: the outbox was not changed).
 */
export async function materializeAnswerItems(): Promise<number> {
  return tx('rw', MATERIALIZE_TABLES, materializeInTransaction);
}

/**
 * materializeAnswerItems inside a transaction the caller holds over MATERIALIZE_TABLES (the drain's). Not a nested
 * transaction: Dexie holds every other request of the outer transaction back until a nested one has finished.
 */
export async function materializeInTransaction(): Promise<number> {
  let queued = 0;
  const open = await db.attempts.where('status').equals('doing').toArray();
  for (const attempt of open) {
    // The floor against a device clock turned back moves with the exam, off the answer's hot path.
    await raiseServerTimeFloor(serverNow(attempt, cachedServerTimeFloor()));
    const rows = (await answersOfAttempt(attempt.key).toArray()).filter(isUnsynced);
    if (!rows.length) continue;
    const items = await db.outbox.where('[group+kind]').equals([attempt.key, 'answers']).sortBy('id');
    const carried = new Set(items.flatMap((i) => answersOf(i.body).map(carriedKey)));
    const missing = rows.map(toSavedAnswer).filter((a) => !carried.has(carriedKey(a)));
    if (!missing.length) continue;
    queued += missing.length;
    const editable = items.find((i) => i.state === 'pending' && i.attempts === 0);
    if (editable) {
      const ids = new Set(missing.map((a) => a.questionId));
      const answers = [...answersOf(editable.body).filter((a) => !ids.has(a.questionId)), ...missing];
      await db.outbox.put({ ...editable, body: { ...(editable.body as PerformUpdateBody), answers }, updatedAt: Date.now() });
    } else {
      await db.outbox.add(
        newOutboxItem({
          userId: attempt.userId,
          schoolId: attempt.schoolId,
          kind: 'answers',
          group: attempt.key,
          method: 'PUT',
          url: performUrl(attempt),
          body: { answers: missing } satisfies PerformUpdateBody,
          label: OFFLINE_MSG.answersLabel(attempt.title),
        }),
      );
    }
  }
  return queued;
}
