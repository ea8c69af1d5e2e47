// Sends one outbox item and records what happened: delivered (and its local effects), retry later with backoff,
// wait for a new login after a 401, or failed with the server's message kept for the user.
import { db, tx, type OutboxItem } from './db.ts';
import { TABLES } from './storage-names.ts';
import { publishExamChange } from './exam-channel.ts';
import { applyDelivered } from './outbox-effects.ts';
import { dropRejectedToken } from './outbox-auth.ts';
import { buildUploadForm } from './outbox-upload.ts';
import { OFFLINE_MSG } from './offline-messages.ts';
import {
  BACKOFF_MAX_MS, backoffMs, classify, type Outcome, type OutboxResponse, type Sender,
} from './outbox-send.ts';

export interface SendContext {
  send: Sender;
  now: () => number;
  random: () => number;
}

export function buildHeaders(item: OutboxItem, token: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': item.key,
  };
  // A multipart upload gets its Content-Type (with the boundary) from the browser.
  if (item.body !== undefined && !item.upload) headers['Content-Type'] = 'application/json';
  if (item.schoolId !== null) headers['X-SCHOOL-ID'] = String(item.schoolId);
  return headers;
}

export type SendOutcome = Outcome['kind'] | 'skipped';

export async function sendItem(picked: OutboxItem, token: string, ctx: SendContext): Promise<SendOutcome> {
  const id = picked.id!;
  // 'sending' (and attempts > 0) freezes the body: a new answer never joins an item the server may already have
  // seen. The body is re-read in the same transaction, so an answer coalesced since the pick is sent too.
  const item = await tx('rw', [TABLES.outbox], async () => {
    const current = await db.outbox.get(id);
    if (current?.state !== 'pending') return null;
    const sending: OutboxItem = { ...current, state: 'sending', attempts: current.attempts + 1, updatedAt: ctx.now() };
    await db.outbox.put(sending);
    return sending;
  });
  if (!item) return 'skipped';
  const attempts = item.attempts;
  const formData = item.upload ? await buildUploadForm(item.upload) : undefined;
  if (formData === null) {
    // The recording was removed from this device: no retry can deliver it, so the user sees why it stopped.
    await tx('rw', [TABLES.outbox], () =>
      db.outbox.update(id, { state: 'failed', lastStatus: null, lastError: OFFLINE_MSG.recordingMissing, updatedAt: ctx.now() }),
    );
    return 'failed';
  }
  const startedAt = Date.now();

  let response: OutboxResponse | null = null;
  try {
    response = await ctx.send({
      url: item.url,
      method: item.method,
      headers: buildHeaders(item, token),
      body: item.body === undefined ? undefined : JSON.stringify(item.body),
      ...(formData ? { formData } : {}),
    });
  } catch {
    response = null; // no answer at all: network down or timed out
  }
  const endedAt = Date.now();
  const outcome = classify(response);
  const t = ctx.now();
  const lastStatus = response?.status ?? 0;

  if (outcome.kind === 'done') {
    const change = await tx('rw', [TABLES.outbox, TABLES.attempts, TABLES.answers, TABLES.kv, TABLES.recordings], async () => {
      // Answer saves are only a means to an end; a delivered submission or grade keeps its result for the UI.
      if (item.kind === 'answers') await db.outbox.delete(id);
      else {
        await db.outbox.update(id, {
          state: 'done', response: outcome.data, lastStatus, lastError: null, updatedAt: t,
        });
      }
      return applyDelivered(item, outcome.data, t, (startedAt + endedAt) / 2);
    });
    if (change) publishExamChange(change);
    return outcome.kind;
  }

  if (outcome.kind === 'failed') {
    await tx('rw', [TABLES.outbox], async () => {
      // A refused answer save whose attempt has a submission queued loses nothing: the submission carries every
      // answer. Showing it as failed would only alarm the student.
      const covered = item.kind === 'answers' &&
        (await db.outbox.where('[group+kind]').equals([item.group, 'submission']).count()) > 0;
      if (covered) await db.outbox.delete(id);
      else await db.outbox.update(id, { state: 'failed', lastStatus, lastError: outcome.message, updatedAt: t });
    });
    return outcome.kind;
  }

  const retryAfter = Math.min(BACKOFF_MAX_MS, response?.retryAfterMs ?? 0);
  const delay = Math.max(backoffMs(attempts, ctx.random), retryAfter);
  await tx('rw', [TABLES.outbox], () =>
    db.outbox.update(id, {
      state: 'pending', lastStatus, lastError: outcome.message, nextAttemptAt: t + delay, updatedAt: t,
    }),
  );
  if (outcome.kind === 'auth') await dropRejectedToken(item.userId, token);
  return outcome.kind;
}
