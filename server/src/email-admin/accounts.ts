// The system's SMTP accounts (email_accounts): what a response may show of them (never the password, sealed or not),
// saving with the password sealed and one default, and the test mail.
import { asc, count, eq, ne, and } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { SERVER_MSG } from '../messages.ts';
import { seal, type SecretsKey } from '../mail/secrets.ts';
import { settingsOf } from '../mail/action-transport.ts';
import { describeSmtpError, fromHeader, smtpTransport, type SmtpSettings, type SmtpTimeouts } from '../mail/smtp-account.ts';
import type { EmailAccountOutput, EmailSecurity, EmailTestOutput } from '../../../src/shared/schemas/email.ts';
import type { EmailAccount } from '../../../src/shared/email-actions.ts';

type Row = typeof t.emailAccounts.$inferSelect;

/** The screens' account, with its time as a Date (JSON writes it as the string the app reads). */
export type EmailAccountJson = Omit<EmailAccount, 'updatedAt'> & { updatedAt: Date };

const toJson = (r: Row, actionCount: number): EmailAccountJson => ({
  id: r.id,
  name: r.name,
  host: r.host,
  port: r.port,
  security: r.security as EmailSecurity,
  username: r.username ?? '',
  hasPassword: r.passwordEncrypted !== null,
  fromName: r.fromName,
  fromAddress: r.fromAddress,
  isActive: r.isActive,
  isDefault: r.isDefault,
  actionCount,
  updatedAt: r.updatedAt,
});

async function actionCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: t.emailActions.accountId, n: count() }).from(t.emailActions).groupBy(t.emailActions.accountId);
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, r.n]));
}

/** Default first, then by name. */
export async function listAccounts(db: Db): Promise<EmailAccountJson[]> {
  const [rows, counts] = await Promise.all([db.select().from(t.emailAccounts).orderBy(asc(t.emailAccounts.name), asc(t.emailAccounts.id)), actionCounts(db)]);
  return rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((r) => toJson(r, counts.get(r.id) ?? 0));
}

async function findRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(t.emailAccounts).where(eq(t.emailAccounts.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findAccount(db: Db, id: number): Promise<EmailAccountJson> {
  const row = await findRow(db, id);
  const [used] = await db.select({ n: count() }).from(t.emailActions).where(eq(t.emailActions.accountId, id));
  return toJson(row, used?.n ?? 0);
}

function sealPassword(secrets: SecretsKey, password: string): string {
  if (!('key' in secrets)) throw invalid({ password: [SERVER_MSG.secretsKeyMissing] });
  return seal(secrets.key, password);
}

/**
 * The columns an input sets. No user name: no authentication, and no password kept. An empty password keeps the
 * saved one (`keep`), or is none for a new account.
 */
function columnsOf(input: EmailAccountOutput, secrets: SecretsKey, keep: string | null) {
  const username = input.username || null;
  let passwordEncrypted: string | null = null;
  if (username) passwordEncrypted = input.password ? sealPassword(secrets, input.password) : keep;
  return {
    name: input.name,
    host: input.host,
    port: input.port,
    security: input.security,
    username,
    passwordEncrypted,
    fromName: input.fromName,
    fromAddress: input.fromAddress,
    isActive: input.isActive,
    isDefault: input.isDefault,
    updatedAt: new Date(),
  };
}

/** The first active account becomes the default by itself: mail needs one, and it is the only choice. */
export async function createAccount(db: Db, secrets: SecretsKey, input: EmailAccountOutput): Promise<number> {
  const values = columnsOf(input, secrets, null);
  return db.transaction(async (tx) => {
    const [existingDefault] = await tx.select({ id: t.emailAccounts.id }).from(t.emailAccounts).where(eq(t.emailAccounts.isDefault, true)).limit(1);
    const isDefault = values.isDefault || (!existingDefault && values.isActive);
    if (isDefault) await tx.update(t.emailAccounts).set({ isDefault: false }).where(eq(t.emailAccounts.isDefault, true));
    const [row] = await tx
      .insert(t.emailAccounts)
      .values({ ...values, isDefault })
      .returning({ id: t.emailAccounts.id });
    return row!.id;
  });
}

export async function updateAccount(db: Db, secrets: SecretsKey, id: number, input: EmailAccountOutput): Promise<void> {
  const current = await findRow(db, id);
  const values = columnsOf(input, secrets, current.passwordEncrypted);
  await db.transaction(async (tx) => {
    if (values.isDefault)
      await tx
        .update(t.emailAccounts)
        .set({ isDefault: false })
        .where(and(eq(t.emailAccounts.isDefault, true), ne(t.emailAccounts.id, id)));
    await tx.update(t.emailAccounts).set(values).where(eq(t.emailAccounts.id, id));
  });
}

/** Mails that named it use the default account from now on (the foreign key sets theirs to null). */
export async function deleteAccount(db: Db, id: number): Promise<void> {
  const [gone] = await db.delete(t.emailAccounts).where(eq(t.emailAccounts.id, id)).returning({ id: t.emailAccounts.id });
  if (!gone) throw notFound();
}

/** A test mail is awaited by the administrator: shorter than a job's patience. */
export const TEST_TIMEOUTS: SmtpTimeouts = { connect: 10, socket: 20 };

export type TestResult = { ok: true; response: string } | { ok: false; message: string };

/** Sends the test mail with the settings as typed; a saved account's password fills an empty one. */
export async function sendTestMail(db: Db, secrets: SecretsKey, input: EmailTestOutput, now = new Date()): Promise<TestResult> {
  let password: string | null = input.password || null;
  if (!password && input.id !== null && input.username) {
    const saved = await findRow(db, input.id);
    if (saved.passwordEncrypted) {
      if (!('key' in secrets)) throw new HttpError(422, SERVER_MSG.secretsKeyMissing, { password: [SERVER_MSG.secretsKeyMissing] });
      password = settingsOf(saved, secrets).password;
    }
  }
  const settings: SmtpSettings = {
    host: input.host,
    port: input.port,
    security: input.security,
    username: input.username || null,
    password,
    fromName: input.fromName,
    fromAddress: input.fromAddress,
  };
  const transport = await smtpTransport(settings, TEST_TIMEOUTS);
  const at = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium' }).format(now);
  try {
    const info = await transport.sendMail({
      from: fromHeader(settings),
      to: input.to,
      subject: SERVER_MSG.emailTestSubject,
      text: [
        `Đây là thư thử gửi từ tài khoản email "${input.name}" (${input.host}:${input.port}) của Lớp học số lúc ${at}.`,
        'Bạn nhận được thư này nghĩa là tài khoản đã gửi được thư.',
      ].join('\n'),
    });
    return { ok: true, response: info.response };
  } catch (err) {
    return { ok: false, message: describeSmtpError(err, settings, TEST_TIMEOUTS) };
  } finally {
    transport.close();
  }
}
