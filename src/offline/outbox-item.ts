// Building outbox items: the Idempotency-Key and the initial state. A module of its own so that the exam modules can
// create items without importing the drainer (which imports them).
import type { OutboxItem, OutboxKind } from './db.ts';

export interface OutboxInput {
  userId: number;
  schoolId: number | null;
  kind: OutboxKind;
  /** Ordering scope: items of one group are sent in id order. Defaults to a group of its own. */
  group?: string;
  method: OutboxItem['method'];
  url: string;
  body: unknown;
  label: string;
}

/**
 * A v4 UUID. crypto.randomUUID exists only in secure contexts; a school serving the app over plain http on its LAN
 * must still be able to save answers, so fall back to getRandomValues (available everywhere).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh item with its own Idempotency-Key; for callers that add it inside their own transaction. */
export function newOutboxItem(input: OutboxInput, now = Date.now()): OutboxItem {
  const key = newIdempotencyKey();
  return {
    ...input,
    group: input.group ?? `${input.kind}:${key}`,
    key,
    createdAt: now,
    updatedAt: now,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    lastStatus: null,
    state: 'pending',
    response: null,
  };
}
