// The mails the server writes to its mail folder in browser tests (MAIL_DIR), read as a user reads their inbox.
import { expect } from './fixtures.ts';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? 'test-results/mail';

/** The newest mail to `to` containing `marker`, waiting for it to be written. */
export async function latestMailTo(to: string, marker = '/new-password?token='): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((f) => f.endsWith(`-${to}.json`)).sort();
      const last = files.at(-1);
      text = last ? (JSON.parse(await readFile(path.join(MAIL_DIR, last), 'utf8')) as { text: string }).text : '';
      return text;
    })
    .toContain(marker);
  return text;
}

/** The set-password link of the newest such mail to `to`, as a path of the app. */
export async function passwordLinkFor(to: string): Promise<string> {
  const link = new URL((await latestMailTo(to)).match(/https?:\/\/\S+\/new-password\?token=\S+/)![0]);
  return link.pathname + link.search;
}
