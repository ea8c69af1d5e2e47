// The outbox: writes that must never be lost wait here and are drained to the server in order, one drainer at a time
// across tabs and the service worker (Web Locks), with backoff, and a visible failure instead of a silent drop.
// Runs in the page and in the service worker: no window, no localStorage (tokens: outbox-auth.ts).
import { db, tx, type OutboxItem } from './db.ts';
import { STORAGE_NAMES, TABLES } from './storage-names.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { getOutboxToken } from './outbox-auth.ts';
import { sendItem, type SendContext } from './outbox-send-item.ts';
import { fetchSender, type Sender } from './outbox-send.ts';
import { newOutboxItem, type OutboxInput } from './outbox-item.ts';
import { materializeAnswerItems } from './exam-answer-items.ts';

export { newIdempotencyKey, newOutboxItem, type OutboxInput } from './outbox-item.ts';

/** Queues a write; resolves after it is committed to IndexedDB. */
export async function enqueue(input: OutboxInput): Promise<OutboxItem> {
  const item = newOutboxItem(input);
  const id = await tx('rw', [TABLES.outbox], () => db.outbox.add(item));
  emitOutboxEvent('enqueued');
  return { ...item, id };
}

/** The user asked to try a failed item again (same Idempotency-Key: a replay can never double-submit). */
export async function retryItem(id: number): Promise<void> {
  const now = Date.now();
  await tx('rw', [TABLES.outbox], () =>
    db.outbox.where('id').equals(id).filter((i) => i.state === 'failed')
      .modify({ state: 'pending', nextAttemptAt: now, updatedAt: now }),
  );
  emitOutboxEvent('enqueued');
}

/** The user read a failed item's error and chose to give it up: the only way an item leaves unsent. */
export async function dismissItem(id: number): Promise<void> {
  await tx('rw', [TABLES.outbox, TABLES.answers], async () => {
    const item = await db.outbox.get(id);
    if (item?.state !== 'failed') return;
    await db.outbox.delete(id);
    // Answer requests are rebuilt from unsynced rows; the values given up here must not come back at the next drain.
    // They stay on the device and still go with the submission.
    if (item.kind === 'answers') {
      for (const sent of (item.body as { answers?: { questionId: number; clientUpdatedAt: string }[] }).answers ?? []) {
        const row = await db.answers.get([item.group, sent.questionId]);
        if (row && row.updatedAt === Date.parse(sent.clientUpdatedAt)) await db.answers.put({ ...row, syncedAt: row.updatedAt });
      }
    }
  });
}

/** Items of a user not yet delivered (pending, sending or failed): warn before signing out on a shared tablet. */
export async function countUnsent(userId: number): Promise<number> {
  // Answers committed but not yet turned into a request count too.
  await materializeAnswerItems();
  return db.outbox.where('userId').equals(userId).filter((i) => i.state !== 'done').count();
}

export interface DrainOptions {
  send?: Sender;
  now?: () => number;
  random?: () => number;
  /** Connectivity just came back (online event, Background Sync): items held back by a network error go now. */
  wake?: boolean;
  /** Lock manager to use; null forces the in-memory fallback. Defaults to navigator.locks where it exists. */
  locks?: LockManager | null;
}

export interface DrainResult {
  /** false: another tab or the service worker is draining right now. */
  ran: boolean;
  sent: number;
  failed: number;
  /** Pending items that will be retried (backoff). */
  retrying: number;
  /** Pending items whose user has no token on this device (signed out). */
  waitingForLogin: number;
  /** The earliest time a retrying item is due, to schedule the next drain. */
  nextAttemptAt: number | null;
}

/** Delivered submissions and grades stay this long so the UI can show their result offline. */
const DONE_KEEP_MS = 7 * 24 * 3600_000;
let drainingHere = false;

function defaultLocks(): LockManager | null {
  return (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks ?? null;
}

async function withDrainLock<T>(locks: LockManager | null, fn: () => Promise<T>): Promise<T | null> {
  if (locks) return locks.request(STORAGE_NAMES.drainLock, { ifAvailable: true }, (lock) => (lock ? fn() : null));
  if (drainingHere) return null;
  drainingHere = true;
  try {
    return await fn();
  } finally {
    drainingHere = false;
  }
}

/** Sends every due item, oldest first per group; resolves when nothing more is due now. */
export async function drain(options: DrainOptions = {}): Promise<DrainResult> {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const result = await withDrainLock(locks, () => runDrain(options));
  return result ?? { ran: false, sent: 0, failed: 0, retrying: 0, waitingForLogin: 0, nextAttemptAt: null };
}

async function runDrain(options: DrainOptions): Promise<DrainResult> {
  const now = options.now ?? Date.now;
  const ctx: SendContext = { send: options.send ?? fetchSender, now, random: options.random ?? Math.random };
  emitOutboxEvent('draining');
  try {
    const start = now();
    await tx('rw', [TABLES.outbox], async () => {
      // We hold the lock, so an item still 'sending' was cut off by a closed tab or a stopped worker.
      await db.outbox.where('state').equals('sending').modify({ state: 'pending', nextAttemptAt: start });
      await db.outbox.where('state').equals('done').filter((i) => i.updatedAt < start - DONE_KEEP_MS).delete();
      if (options.wake) {
        await db.outbox.where('state').equals('pending').filter((i) => i.lastStatus === 0)
          .modify({ nextAttemptAt: start });
      }
    });
    // Answers are committed alone (the student waits only for that); their requests are built here from the rows
    // the server does not hold yet, so an answer saved just before the tab died is sent too.
    await materializeAnswerItems();
    const result: DrainResult = { ran: true, sent: 0, failed: 0, retrying: 0, waitingForLogin: 0, nextAttemptAt: null };
    const tried = new Set<number>();
    for (let next = await pickNext(now(), tried); next; next = await pickNext(now(), tried)) {
      tried.add(next.item.id!);
      const outcome = await sendItem(next.item, next.token, ctx);
      if (outcome === 'done') result.sent++;
      if (outcome === 'failed') result.failed++;
    }
    const heads = new Set<string>();
    for (const item of await db.outbox.where('state').equals('pending').sortBy('id')) {
      const hasToken = (await getOutboxToken(item.userId)) !== null;
      if (hasToken) result.retrying++;
      else result.waitingForLogin++;
      // Only the oldest pending item of a group can go next; the ones behind it wait for it, not for their own time.
      if (heads.has(item.group)) continue;
      heads.add(item.group);
      if (hasToken) result.nextAttemptAt = Math.min(result.nextAttemptAt ?? Infinity, item.nextAttemptAt);
    }
    return result;
  } finally {
    emitOutboxEvent('idle');
  }
}

/** The first due item whose group has nothing older pending, and whose user has a token here. */
async function pickNext(t: number, tried: Set<number>): Promise<{ item: OutboxItem; token: string } | null> {
  const pending = await db.outbox.where('state').equals('pending').sortBy('id');
  const seenGroups = new Set<string>();
  for (const item of pending) {
    if (seenGroups.has(item.group)) continue;
    seenGroups.add(item.group);
    if (tried.has(item.id!) || item.nextAttemptAt > t) continue;
    const token = await getOutboxToken(item.userId);
    if (token) return { item, token };
  }
  return null;
}
