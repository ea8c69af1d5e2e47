// What the mail job sends through: the action's own text (or the default one), not at all when the action is off, and
// through the action's SMTP account, else the default account, else the transport configured by the environment
// (SMTP_URL or the mail folder) — so with no account saved, mail goes exactly where it went before accounts existed.
// Everything is read when the job runs: an account's password is decrypted only then, and a retry uses what is saved now.
import { desc, eq, or, and, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { log } from '../platform/logger.ts';
import type { Mail, Mailer } from './mailer.ts';
import { DEFAULT_EMAIL_TEXTS, actionMail } from './templates.ts';
import { unseal, type SecretsKey } from './secrets.ts';
import { describeSmtpError, fromHeader, smtpTransport, type SmtpSettings } from './smtp-account.ts';
import type { EmailSecurity } from '../../../src/shared/schemas/email.ts';

type AccountRow = typeof t.emailAccounts.$inferSelect;

/** The action's account when it is active, else the active default; null: none (the environment's transport). */
export async function accountFor(db: Db, accountId: number | null): Promise<AccountRow | null> {
  const chosen = accountId === null ? eq(t.emailAccounts.isDefault, true) : or(eq(t.emailAccounts.id, accountId), eq(t.emailAccounts.isDefault, true));
  const [row] = await db
    .select()
    .from(t.emailAccounts)
    .where(and(eq(t.emailAccounts.isActive, true), chosen))
    // The action's own account before the default.
    .orderBy(desc(sql`${t.emailAccounts.id} = ${accountId ?? 0}`))
    .limit(1);
  return row ?? null;
}

/** An account's settings with its password opened (only here and in the test mail, never in a response). */
export function settingsOf(row: AccountRow, secrets: SecretsKey): SmtpSettings {
  let password: string | null = null;
  if (row.passwordEncrypted) {
    if (!('key' in secrets)) throw new Error(`${secrets.missing} is not set: the password of email account ${row.id} cannot be opened`);
    password = unseal(secrets.key, row.passwordEncrypted);
  }
  return {
    host: row.host,
    port: row.port,
    security: row.security as EmailSecurity,
    username: row.username,
    password,
    fromName: row.fromName,
    fromAddress: row.fromAddress,
  };
}

export function actionTransport(opts: { db: Db; secrets: SecretsKey; fallback: Mailer }): Mailer {
  const { db, secrets, fallback } = opts;
  return {
    async send(mail: Mail) {
      let message = mail;
      let accountId: number | null = null;
      if (mail.action) {
        const { key, values } = mail.action;
        const [row] = await db.select().from(t.emailActions).where(eq(t.emailActions.key, key)).limit(1);
        if (row && !row.isEnabled) {
          log.info({ action: key }, 'mail not sent: its action is turned off');
          return;
        }
        message = { ...actionMail(key, mail.to, values, row ?? DEFAULT_EMAIL_TEXTS[key]), messageId: mail.messageId };
        accountId = row?.accountId ?? null;
      }
      const account = await accountFor(db, accountId);
      if (!account) return fallback.send(message);
      const settings = settingsOf(account, secrets);
      const transport = await smtpTransport(settings);
      try {
        await transport.sendMail({ from: fromHeader(settings), to: message.to, subject: message.subject, text: message.text, messageId: message.messageId });
      } catch (err) {
        // The job logs and retries it; the words say which account and what its server answered.
        throw new Error(`email account ${account.id} (${account.name}): ${describeSmtpError(err, settings)}`, { cause: err });
      } finally {
        transport.close();
      }
    },
  };
}
