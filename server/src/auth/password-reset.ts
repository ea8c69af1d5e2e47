// The set-password links: a forgotten password's one-hour link (rate-limited per account), and the longer link a new
// account created by its school gets. Only the SHA-256 of a link's token is stored (password_resets).
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Deps } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import { hashToken, newToken } from './tokens.ts';
import * as t from '../db/schema.ts';
import { appLink, passwordResetMail } from '../mail/templates.ts';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Reset mails per account per hour: enough for a lost mail or two, too few to flood someone's mailbox. */
export const RESET_MAILS_PER_HOUR = 5;

/** A new single-use link to set the account's password, valid for `ttlMs`. `db` may be a transaction. */
export async function newPasswordLink(db: Pick<Db, 'insert'>, appUrl: string, userId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  await db.insert(t.passwordResets).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return appLink(appUrl, `/new-password?token=${encodeURIComponent(token)}`);
}

/**
 * Mails a one-hour reset link to the account with this email, unless it is unknown, deactivated or has had
 * RESET_MAILS_PER_HOUR links in the last hour. Answers whether a mail went out (a public caller must not tell).
 */
export async function sendResetMail(deps: Deps, email: string): Promise<boolean> {
  const { db, config, mailer } = deps;
  const [user] = await db
    .select()
    .from(t.users)
    .where(eq(sql`lower(${t.users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user || !user.isActive) return false;
  const hourAgo = new Date(Date.now() - RESET_LINK_TTL_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(t.passwordResets)
    .where(and(eq(t.passwordResets.userId, user.id), gte(t.passwordResets.createdAt, hourAgo)));
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return false;
  const link = await newPasswordLink(db, config.appUrl, user.id, RESET_LINK_TTL_MS);
  await mailer.send(passwordResetMail(user.email, `${user.lastName} ${user.firstName}`, link));
  return true;
}
