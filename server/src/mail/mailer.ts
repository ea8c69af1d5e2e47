// Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written as a JSON file into MAIL_DIR so that a
// password reset or an invitation can be completed on a machine without a mail server.
import type { Transporter } from 'nodemailer';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineJob, type JobDefinition, type JobSender } from '../platform/jobs.ts';
import type { EmailActionKey } from '../../../src/shared/email-actions.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Message-ID: a retried send keeps it, so a mail server or client can tell a repeat from a new mail. */
  messageId?: string;
  /**
   * The system mail this is (spec §7 email_actions) and its placeholder values: the text the system administrator
   * gave the action replaces the default one when it is sent, through the account chosen for it, or not at all when
   * the action is off (mail/action-transport.ts).
   */
  action?: { key: EmailActionKey; values: Record<string, string> };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; mailDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    // The mail library loads with the first mail: an idle instance does not carry it.
    let transport: Promise<Transporter> | undefined;
    return {
      async send({ action: _action, ...mail }) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(opts.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(opts.mailDir, `${stamp}-${safeTo}.json`);
      // Written aside and renamed into place: whoever reads the folder (a person, a test) never finds half a mail, now
      // that mails are written by a background job while the request that queued them has already answered.
      const { action: _action, ...message } = mail;
      await writeFile(`${file}.tmp`, JSON.stringify({ from: opts.from, ...message, sentAt: new Date().toISOString() }, null, 2));
      await rename(`${file}.tmp`, file);
    },
  };
}

/** A mailer that keeps messages in memory, for tests. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}

/** Sending as a job: retried with backoff while the mail server is down, and never lost with a restart. */
export function mailJob(transport: Mailer, retry: { retryDelay?: number } = {}): JobDefinition<Mail> {
  return defineJob<Mail>({
    name: 'mail',
    // About a day of retries with backoff (30 s, 1 min, … capped at an hour): a mail server down overnight still
    // delivers the morning's invitations.
    queue: { retryLimit: 12, retryDelay: 30, retryDelayMax: 3600, ...retry },
    run: (mail, job) => transport.send({ ...mail, messageId: mail.messageId ?? `<${job.id}@lophocso.local>` }),
  });
}

/** The mailer request handlers use in production: the mail is queued (and so saved) before the request answers. */
export function queuedMailer(jobs: JobSender, job: JobDefinition<Mail>): Mailer {
  return { send: async (mail) => void (await jobs.send(job, mail)) };
}
