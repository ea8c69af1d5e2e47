// The outbox: writes that must never be lost wait here and are drained to the server in order, one drainer at a time
// across tabs and the service worker (Web Locks), with backoff, and a visible failure instead of a silent drop.
// Runs in the page and in the service worker: no window, no localStorage (tokens: outbox-auth.ts).
import { Dexie } from 'dexie';
import { db, tx, type OutboxItem } from './db.ts';
import { STORAGE_NAMES, TABLES } from './storage-names.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { readOutboxTokens } from './outbox-auth.ts';
import { deliver, settle, type Delivery, type SendContext } from './outbox-send-item.ts';
import { fetchSender, type Sender } from './outbox-send.ts';
import { newOutboxItem, type OutboxInput } from './outbox-item.ts';
import { materializeInTransaction } from './exam-answer-items.ts';
import { getDeviceId } from './device-id.ts';

export { newIdempotencyKey, newOutboxItem, type OutboxInput } from './outbox-item.ts';

/** Queues a write; resolves after it is committed to IndexedDB. */
export async function enqueue(input: OutboxInput): Promise<OutboxItem> {
  const item = newOutboxItem(input);
  const id = await tx('rw', [TABLES.outbox], () => db.outbox.add(item));
  emitOutboxEvent('enqueued');
  return { ...item, id };
}

/**
 * Queues a write that supersedes every unsent one of its group (a whole document saved again, e.g. a lecture's deck):
 * the older copies still waiting or refused are dropped in the same transaction, so the queue holds one copy per
 * document however often it is saved. One already on its way is left to finish; this one goes after it.
 */
export async function enqueueLatest(input: OutboxInput & { group: string }): Promise<OutboxItem> {
  const item = newOutboxItem(input);
  const id = await tx('rw', [TABLES.outbox], async () => {
    await db.outbox
      .where('[group+kind]')
      .equals([input.group, input.kind])
      .filter((i) => i.state === 'pending' || i.state === 'failed')
      .delete();
    return db.outbox.add(item);
  });
  emitOutboxEvent('enqueued');
  return { ...item, id };
}

/** The user asked to try a failed item again (same Idempotency-Key: a replay can never double-submit). */
export async function retryItem(id: number): Promise<void> {
  const now = Date.now();
  await tx('rw', [TABLES.outbox], () =>
    db.outbox
      .where('id')
      .equals(id)
      .filter((i) => i.state === 'failed')
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

/** Delivered submissions and grades stay this long so the UI can show their result offline. */
const DONE_KEEP_MS = 7 * 24 * 3600_000;

/**
 * Removes delivered items kept longer than DONE_KEEP_MS (the server has them; the UI no longer needs their result).
 * Run at app start rather than by the drain: it reads every delivered item, and the drain runs often.
 */
export async function clearOldDelivered(now: number = Date.now()): Promise<number> {
  return tx('rw', [TABLES.outbox], () =>
    db.outbox
      .where('state')
      .equals('done')
      .filter((i) => i.updatedAt < now - DONE_KEEP_MS)
      .delete(),
  );
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

/** A drain's transactions span the outbox and everything a delivered item changes. */
const DRAIN_TABLES = [TABLES.outbox, TABLES.attempts, TABLES.answers, TABLES.kv, TABLES.recordings];
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

type Summary = Pick<DrainResult, 'retrying' | 'waitingForLogin' | 'nextAttemptAt'>;
/**
 * A drain step's end: the item claimed to go next (with its user's token, and its request when that already left),
 * or none and what is left.
 */
interface Step {
  next: { item: OutboxItem; token: string; sent: Promise<Delivery> | null } | null;
  summary: Summary;
}

/**
 * An item whose request may leave before its claim has committed: one whose body never changes once queued (answer
 * items gather newer answers until claimed) and that needs no read of its own (an upload reads its recording). Were the
 * claim lost (the tab dies, the disk is full), the item would simply go again with the same key and the same body —
 * a replay the server answers as the first time.
 */
const leavesEarly = (item: OutboxItem) => item.kind !== 'answers' && !item.upload;

/**
 * One transaction before the first request and one after each: the first prepares the queue and claims an item, each
 * later one records the outcome of the item just sent and claims the next — a drain of one item is two transactions
 * around its request, however much the queue held.
 */
async function runDrain(options: DrainOptions): Promise<DrainResult> {
  const now = options.now ?? Date.now;
  const ctx: SendContext = { send: options.send ?? fetchSender, now, random: options.random ?? Math.random, deviceId: await getDeviceId() };
  emitOutboxEvent('draining');
  try {
    const result: DrainResult = { ran: true, sent: 0, failed: 0, retrying: 0, waitingForLogin: 0, nextAttemptAt: null };
    const tried = new Set<number>();
    let step = await tx('rw', DRAIN_TABLES, async () => {
      const start = now();
      // Answers are committed alone (the student waits only for that); their requests are built here from the rows
      // the server does not hold yet, so an answer saved just before the tab died is sent too. The queue is read
      // meanwhile, and read again only when that changed it.
      const [built, queued, tokens] = await Promise.all([materializeInTransaction(), queuedItems(), readOutboxTokens()]);
      const items = await recover(built ? await queuedItems() : queued, start, options.wake ?? false);
      return claimNext(items, tokens, now(), tried, ctx);
    });
    while (step.next) {
      const { item, token, sent } = step.next;
      tried.add(item.id!);
      const delivery = await (sent ?? deliver(item, token, ctx));
      const [settled, after] = await tx('rw', DRAIN_TABLES, async () => {
        // The queue is read while the outcome is written; the item just settled is taken from the outcome, so the
        // read may come before or after that write.
        const [done, queued, tokens] = await Promise.all([settle(item, token, delivery, ctx), queuedItems(), readOutboxTokens()]);
        // A token the server just refused is gone from the device (settle dropped it) unless a newer one came.
        if (done.outcome === 'auth' && tokens.get(item.userId) === token) tokens.delete(item.userId);
        const items = queued.filter((i) => i.id !== item.id);
        if (done.row) items.push(done.row);
        items.sort((x, y) => x.id! - y.id!);
        return [done, await claimNext(items, tokens, now(), tried, ctx)] as const;
      });
      if (settled.outcome === 'done') result.sent++;
      if (settled.outcome === 'failed') result.failed++;
      step = after;
    }
    return { ...result, ...step.summary };
  } finally {
    emitOutboxEvent('idle');
  }
}

/**
 * The items that can still go (pending, or 'sending' left by a drain that was cut off), oldest first. Two key reads
 * issued together, not anyOf(): Dexie walks anyOf with a cursor, a round trip to IndexedDB per step.
 */
async function queuedItems(): Promise<OutboxItem[]> {
  const [pending, sending] = await Promise.all([db.outbox.where('state').equals('pending').toArray(), db.outbox.where('state').equals('sending').toArray()]);
  return [...pending, ...sending].sort((x, y) => x.id! - y.id!);
}

/**
 * We hold the lock, so an item still 'sending' was cut off by a closed tab or a stopped worker: it goes again, with
 * the same key. When connectivity just came back, items held back by a network error go now.
 */
async function recover(items: OutboxItem[], start: number, wake: boolean): Promise<OutboxItem[]> {
  const changed: OutboxItem[] = [];
  const out = items.map((item): OutboxItem => {
    const next: OutboxItem =
      item.state === 'sending' ? { ...item, state: 'pending', nextAttemptAt: start } : wake && item.lastStatus === 0 ? { ...item, nextAttemptAt: start } : item;
    if (next !== item) changed.push(next);
    return next;
  });
  if (changed.length) await db.outbox.bulkPut(changed);
  return out;
}

/**
 * Claims the first due item whose group has nothing older pending and whose user has a token here: it is marked
 * 'sending', which freezes its body (a new answer never joins an item the server may already have seen). An item that
 * leavesEarly is sent at once, while the claim commits. With none due, sums up the pending items: retrying, waiting
 * for a login, and when the next is due.
 */
async function claimNext(items: OutboxItem[], tokens: Map<number, string>, t: number, tried: Set<number>, ctx: SendContext): Promise<Step> {
  const summary: Summary = { retrying: 0, waitingForLogin: 0, nextAttemptAt: null };
  const heads = new Set<string>();
  for (const item of items) {
    if (item.state !== 'pending') continue;
    const token = tokens.get(item.userId);
    // Only the oldest pending item of a group can go next; the ones behind it wait for it, not for their own time.
    const head = !heads.has(item.group);
    heads.add(item.group);
    if (head && token && !tried.has(item.id!) && item.nextAttemptAt <= t) {
      const claimed: OutboxItem = { ...item, state: 'sending', attempts: item.attempts + 1, updatedAt: t };
      const claim = db.outbox.put(claimed);
      // Outside the transaction: the request outlives it.
      const sent = leavesEarly(claimed) ? Dexie.ignoreTransaction(() => deliver(claimed, token, ctx)) : null;
      await claim;
      return { next: { item: claimed, token, sent }, summary };
    }
    if (token) summary.retrying++;
    else summary.waitingForLogin++;
    if (head && token) summary.nextAttemptAt = Math.min(summary.nextAttemptAt ?? Infinity, item.nextAttemptAt);
  }
  return { next: null, summary };
}
