// Failed-login limits, kept in the database so every server instance counts the same attempts. The policy must stop a
// password guesser without letting a classmate lock a student out before an exam (a whole class signs in from behind
// one school address):
// - per account and source: SOURCE_LIMIT failures within SOURCE_WINDOW_MS refuse that source only. A source is the
//   address together with the browser's sign-in id (X-Device-Id, kept by the app in localStorage), so wrong passwords
//   typed on a classmate's tablet never refuse the student's own tablet on the same school network;
// - per account: ACCOUNT_LIMIT failures within an hour refuse every source. Only a script reaches it (a thousand tries
//   an hour, one every few seconds), and a password reset clears it.
// A successful login does not clear the counters: a guesser elsewhere would otherwise start afresh each time the owner
// signs in.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { SERVER_MSG } from '../messages.ts';

export const SOURCE_LIMIT = 10;
export const SOURCE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LIMIT = 1000;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

const DEVICE = /^[\w-]{8,64}$/;

/** The caller's address: the first X-Forwarded-For hop when the server is told it sits behind a proxy (TRUST_PROXY). */
function addressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // Requests made in-process (tests) have no socket.
    return '';
  }
}

/** The source of a login attempt, as stored: a short hash of address and sign-in id (no address is kept). */
export function loginSource(c: Context, trustProxy: boolean): string {
  const device = c.req.header('x-device-id') ?? '';
  const id = `${addressOf(c, trustProxy)}|${DEVICE.test(device) ? device : ''}`;
  return createHash('sha256').update(id).digest('hex').slice(0, 24);
}

/** Failures of the account inside the account window ending at `now` (optionally from one source, its window). */
export async function recentFailures(db: Db, userId: number, now = new Date(), source?: string): Promise<number> {
  const since = new Date(now.getTime() - (source === undefined ? ACCOUNT_WINDOW_MS : SOURCE_WINDOW_MS));
  const [row] = await db
    .select({ n: count() })
    .from(t.loginFailures)
    .where(and(eq(t.loginFailures.userId, userId), gte(t.loginFailures.at, since), source === undefined ? undefined : eq(t.loginFailures.source, source)));
  return row?.n ?? 0;
}

/** Why this source may not try now (the message for a 429), or null. Unlocks by itself as failures leave the window. */
export async function loginRefusal(db: Db, userId: number, source: string, now = new Date()): Promise<string | null> {
  const [here, all] = await Promise.all([recentFailures(db, userId, now, source), recentFailures(db, userId, now)]);
  if (all >= ACCOUNT_LIMIT) return SERVER_MSG.tooManyAttempts;
  if (here >= SOURCE_LIMIT) return SERVER_MSG.tooManyAttemptsHere;
  return null;
}

/** Records one failure and forgets this account's failures older than the longest window, so the table stays small. */
export async function recordLoginFailure(db: Db, userId: number, source: string, now = new Date()): Promise<void> {
  await db.insert(t.loginFailures).values({ userId, source, at: now });
  const since = new Date(now.getTime() - ACCOUNT_WINDOW_MS);
  await db.delete(t.loginFailures).where(and(eq(t.loginFailures.userId, userId), lt(t.loginFailures.at, since)));
}

/** Clears the counters after the owner proved control of the mailbox (password reset). */
export async function clearLoginFailures(db: Db, userId: number): Promise<void> {
  await db.delete(t.loginFailures).where(eq(t.loginFailures.userId, userId));
}
