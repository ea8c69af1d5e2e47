// Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written as a JSON file into MAIL_DIR so that a
// password reset or an invitation can be completed on a machine without a mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; mailDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: opts.from, ...mail })) };
  }
  return {
    async send(mail) {
      await mkdir(opts.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(opts.mailDir, `${stamp}-${safeTo}.json`);
      await writeFile(file, JSON.stringify({ from: opts.from, ...mail, sentAt: new Date().toISOString() }, null, 2));
    },
  };
}

/** A mailer that keeps messages in memory, for tests. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}
