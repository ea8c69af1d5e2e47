// One outbox item on the wire and back: deliver() sends an item the drain has claimed (marked 'sending'), settle()
// records what came back — delivered (with its local effects), retry later with backoff, wait for a new login after a
// 401, or failed with the server's message kept for the user. settle() runs inside the drain's transaction
// (outbox.ts), so recording one item's outcome and claiming the next cost one IndexedDB transaction.
import { db, type OutboxItem } from './db.ts';
import { applyDelivered, isTakenOver, markTakenOver } from './outbox-effects.ts';
import { dropRejectedToken } from './outbox-auth.ts';
import { buildUploadForm } from './outbox-upload.ts';
import { OFFLINE_MSG } from './offline-messages.ts';
import { DEVICE_ID_HEADER } from '@/shared/exam.ts';
import { BACKOFF_MAX_MS, backoffMs, classify, type Outcome, type OutboxResponse, type Sender } from './outbox-send.ts';

export interface SendContext {
  send: Sender;
  now: () => number;
  random: () => number;
  /** This device's id (device-id.ts), read once per drain: a request never waits for it. */
  deviceId: string;
}

export function buildHeaders(item: OutboxItem, token: string, deviceId: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': item.key,
    [DEVICE_ID_HEADER]: deviceId,
  };
  // A multipart upload gets its Content-Type (with the boundary) from the browser.
  if (item.body !== undefined && !item.upload) headers['Content-Type'] = 'application/json';
  if (item.schoolId !== null) headers['X-SCHOOL-ID'] = String(item.schoolId);
  return headers;
}

/** What sending an item came to: the server's answer (null when none came: network down, timeout), or no recording. */
export type Delivery = { kind: 'answered'; response: OutboxResponse | null; requestMidMs: number } | { kind: 'missing' };

/** Sends a claimed item. Writes nothing: it reads IndexedDB only for a recording's bytes. */
export async function deliver(item: OutboxItem, token: string, { send, deviceId }: Pick<SendContext, 'send' | 'deviceId'>): Promise<Delivery> {
  const formData = item.upload ? await buildUploadForm(item.upload) : undefined;
  if (formData === null) return { kind: 'missing' };
  const startedAt = Date.now();
  let response: OutboxResponse | null = null;
  try {
    response = await send({
      url: item.url,
      method: item.method,
      headers: buildHeaders(item, token, deviceId),
      body: item.body === undefined ? undefined : JSON.stringify(item.body),
      ...(formData ? { formData } : {}),
    });
  } catch {
    response = null; // no answer at all: network down or timed out
  }
  // The device time halfway through the request, for the exam clock's offset.
  return { kind: 'answered', response, requestMidMs: (startedAt + Date.now()) / 2 };
}

export interface Settled {
  outcome: Outcome['kind'];
  /** The item as now stored; null when it left the outbox (a delivered or covered answer save). */
  row: OutboxItem | null;
}

/**
 * Records a delivery; call inside a transaction over the outbox and the tables a delivery changes (attempts, answers,
 * kv, recordings). `item` is the claimed row as stored: while it is 'sending' nothing else writes it, so it is
 * replaced without being read again.
 */
export async function settle(item: OutboxItem, token: string, delivery: Delivery, ctx: SendContext): Promise<Settled> {
  const t = ctx.now();
  if (delivery.kind === 'missing') {
    // The recording was removed from this device: no retry can deliver it, so the user sees why it stopped.
    const row: OutboxItem = { ...item, state: 'failed', lastStatus: null, lastError: OFFLINE_MSG.recordingMissing, updatedAt: t };
    await db.outbox.put(row);
    return { outcome: 'failed', row };
  }
  const { response } = delivery;
  const outcome = classify(response);
  const lastStatus = response?.status ?? 0;

  if (outcome.kind === 'done') {
    // Answer and deck saves are only a means to an end (the next save carries everything again); a delivered
    // submission or grade keeps its result for the UI.
    const row: OutboxItem | null =
      item.kind === 'answers' || item.kind === 'lecture' ? null : { ...item, state: 'done', response: outcome.data, lastStatus, lastError: null, updatedAt: t };
    await Promise.all([row ? db.outbox.put(row) : db.outbox.delete(item.id!), applyDelivered(item, outcome.data, t, delivery.requestMidMs)]);
    return { outcome: outcome.kind, row };
  }

  if (outcome.kind === 'failed' && (item.kind === 'answers' || item.kind === 'submission') && isTakenOver(response?.body)) {
    // Another device took the attempt over: the server kept this request as a late copy for the teacher, and the
    // answers stay on this device. The exam screen says what happened (and offers to take the attempt back).
    await Promise.all([db.outbox.delete(item.id!), markTakenOver(item.group, t)]);
    return { outcome: outcome.kind, row: null };
  }

  if (outcome.kind === 'failed') {
    // A refused answer save whose attempt has a submission queued loses nothing: the submission carries every
    // answer. Showing it as failed would only alarm the student.
    const covered = item.kind === 'answers' && (await db.outbox.where('[group+kind]').equals([item.group, 'submission']).count()) > 0;
    const row: OutboxItem | null = covered ? null : { ...item, state: 'failed', lastStatus, lastError: outcome.message, updatedAt: t };
    await (row ? db.outbox.put(row) : db.outbox.delete(item.id!));
    return { outcome: outcome.kind, row };
  }

  const retryAfter = Math.min(BACKOFF_MAX_MS, response?.retryAfterMs ?? 0);
  const delay = Math.max(backoffMs(item.attempts, ctx.random), retryAfter);
  const row: OutboxItem = { ...item, state: 'pending', lastStatus, lastError: outcome.message, nextAttemptAt: t + delay, updatedAt: t };
  await db.outbox.put(row);
  if (outcome.kind === 'auth') await dropRejectedToken(item.userId, token);
  return { outcome: outcome.kind, row };
}
