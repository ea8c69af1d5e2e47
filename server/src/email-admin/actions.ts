// The mails the system sends (email_actions): each action's current text — its own row, or the default text while it
// has none — whether it is on, and the account it uses.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import { DEFAULT_EMAIL_TEXTS } from '../mail/templates.ts';
import { EMAIL_ACTIONS, EMAIL_ACTION_KEYS, type EmailAction, type EmailActionKey } from '../../../src/shared/email-actions.ts';
import { EMAIL_MSG, type EmailActionOutput } from '../../../src/shared/schemas/email.ts';

/** The screens' mail, with its time as a Date (JSON writes it as the string the app reads). */
export type EmailActionJson = Omit<EmailAction, 'updatedAt'> & { updatedAt: Date | null };

async function rows(db: Db, key?: EmailActionKey) {
  return db
    .select({ action: t.emailActions, accountName: t.emailAccounts.name })
    .from(t.emailActions)
    .leftJoin(t.emailAccounts, eq(t.emailAccounts.id, t.emailActions.accountId))
    .where(key ? eq(t.emailActions.key, key) : undefined);
}

function toJson(key: EmailActionKey, found: Awaited<ReturnType<typeof rows>>[number] | undefined): EmailActionJson {
  const def = EMAIL_ACTIONS[key];
  const defaults = DEFAULT_EMAIL_TEXTS[key];
  const row = found?.action;
  return {
    key,
    name: def.name,
    description: def.description,
    subject: row?.subject ?? defaults.subject,
    body: row?.body ?? defaults.body,
    isEnabled: row?.isEnabled ?? true,
    accountId: row?.accountId ?? null,
    accountName: found?.accountName ?? null,
    isCustom: !!row && (row.subject !== defaults.subject || row.body !== defaults.body),
    defaults,
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function listActions(db: Db): Promise<EmailActionJson[]> {
  const found = await rows(db);
  return EMAIL_ACTION_KEYS.map((key) =>
    toJson(
      key,
      found.find((r) => r.action.key === key),
    ),
  );
}

export async function findAction(db: Db, key: EmailActionKey): Promise<EmailActionJson> {
  const [found] = await rows(db, key);
  return toJson(key, found);
}

export async function saveAction(db: Db, key: EmailActionKey, input: EmailActionOutput): Promise<void> {
  if (input.accountId !== null) {
    const [account] = await db.select({ id: t.emailAccounts.id }).from(t.emailAccounts).where(eq(t.emailAccounts.id, input.accountId)).limit(1);
    if (!account) throw invalid({ accountId: [EMAIL_MSG.accountInvalid] });
  }
  const values = { subject: input.subject, body: input.body, isEnabled: input.isEnabled, accountId: input.accountId, updatedAt: new Date() };
  await db
    .insert(t.emailActions)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: t.emailActions.key, set: values });
}
