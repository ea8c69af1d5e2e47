// The system's outgoing mail settings (spec §2 system settings, §7 email_accounts and email_actions): SMTP accounts
// the system administrator manages, the texts of the mails the system sends, and the contract reminders already sent.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schema-core.ts';

export const emailAccounts = pgTable(
  'email_accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    /** 'none' | 'starttls' | 'tls' */
    security: text('security').notNull(),
    username: text('username'),
    /** AES-256-GCM with SECRETS_KEY (mail/secrets.ts); never leaves the server. null: no authentication. */
    passwordEncrypted: text('password_encrypted'),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // At most one default, whoever saves at the same time.
  (t) => [
    uniqueIndex('email_accounts_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** An action's own text; an action without a row uses its default text (mail/templates.ts), on, with the default account. */
export const emailActions = pgTable('email_actions', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** null: the default account. */
  accountId: integer('account_id').references(() => emailAccounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One reminder per school and contract end: a contract extended to a new date is reminded again. */
export const contractReminders = pgTable(
  'contract_reminders',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.endsOn] })],
);
