// Per-account limit on failed logins: at most LOGIN_FAILURE_LIMIT failures in a rolling hour, counted per account and
// never per IP address, because a whole class signs in from behind one school IP and must never be locked out together.
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export const LOGIN_FAILURE_LIMIT = 100;
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

/** Failures of the account inside the window ending at `now`. */
export async function recentFailures(db: Db, userId: number, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(t.loginFailures)
    .where(and(eq(t.loginFailures.userId, userId), gte(t.loginFailures.at, since)));
  return row?.n ?? 0;
}

/** True once the account has reached the limit; it unlocks by itself as old failures leave the window. */
export async function isLoginLocked(db: Db, userId: number, now = new Date()): Promise<boolean> {
  return (await recentFailures(db, userId, now)) >= LOGIN_FAILURE_LIMIT;
}

/**
 * Records one failure and forgets this account's failures that have left the window, so the table stays small
 * without a cleanup job. A successful login deliberately does not clear failures: a guesser elsewhere would otherwise
 * get a fresh hundred tries every time the owner signs in.
 */
export async function recordLoginFailure(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.insert(t.loginFailures).values({ userId, at: now });
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db.delete(t.loginFailures).where(and(eq(t.loginFailures.userId, userId), lt(t.loginFailures.at, since)));
}

/** Clears the counter after the owner proved control of the mailbox (password reset). */
export async function clearLoginFailures(db: Db, userId: number): Promise<void> {
  await db.delete(t.loginFailures).where(eq(t.loginFailures.userId, userId));
}
