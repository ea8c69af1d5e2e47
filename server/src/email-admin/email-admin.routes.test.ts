// The system's SMTP accounts and mail texts against a real SMTP server (smtp-server, in this process, asking for a
// login): the test mail's answer, passwords sealed and never shown, edited texts and turned-off actions as the mail
// job sends them, and only holders of the system_email_account permissions let in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestServer, testDeps, type TestServer } from '../test/harness.ts';
import { createApp } from '../app.ts';
import * as t from '../db/schema.ts';
import { DEMO } from '../seed.ts';
import { mailJob, memoryMailer, queuedMailer } from '../mail/mailer.ts';
import { actionTransport } from '../mail/action-transport.ts';
import { unseal } from '../mail/secrets.ts';
import { unknownPlaceholderMessage } from '../../../src/shared/email-actions.ts';
import { EMAIL_MSG } from '../../../src/shared/schemas/email.ts';
import type { Jobs } from '../platform/jobs.ts';

const SMTP_USER = 'guithu@lophocso.test';
const SMTP_PASSWORD = 'Mật-khẩu-SMTP-2026!';
const REFUSAL = 'Thông tin đăng nhập không đúng (máy chủ thử)';

let server: TestServer;
let smtp: SMTPServer;
let port = 0;
const delivered: ParsedMail[] = [];
const fallback = memoryMailer();
let jobs: Jobs;
/** The app as production wires it: mail queued, sent by the job through the action's account. */
let queuedApp: ReturnType<typeof createApp>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      callback(Object.assign(new Error(REFUSAL), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          delivered.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  const deps = testDeps(server.db, server.storage);
  const job = mailJob(actionTransport({ db: server.db, secrets: deps.config.secretsKey, fallback }), { retryDelay: 1 });
  jobs = await server.startJobs([job]);
  queuedApp = createApp({ ...deps, config: { ...deps.config, appUrl: 'http://lms.test' }, mailer: queuedMailer(jobs, job) });
  admin = await server.login(DEMO.systemAdmin);
}, 60_000);
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const account = (extra: Record<string, unknown> = {}) => ({
  name: 'Máy chủ thư thử',
  host: '127.0.0.1',
  port,
  security: 'none',
  username: SMTP_USER,
  password: SMTP_PASSWORD,
  fromName: 'Lớp học số',
  fromAddress: 'no-reply@lophocso.test',
  isActive: true,
  isDefault: true,
  ...extra,
});

/** Asks for a password reset through the queued app and waits for the mail job to be done with it. */
async function requestReset(email: string): Promise<void> {
  const res = await queuedApp.request(`/api/passwords/new?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  await vi.waitFor(
    async () => {
      const queued = await jobs.boss.findJobs('mail');
      expect(queued.length).toBeGreaterThan(0);
      expect(queued.every((j) => j.state === 'completed')).toBe(true);
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe('only holders of the system email permissions', () => {
  it.each([DEMO.schoolAdmin, DEMO.teacher, DEMO.student])('%s is refused every call', async (email) => {
    const token = await server.login(email);
    const calls: [string, string, unknown?][] = [
      ['GET', 'email_accounts'],
      ['POST', 'email_accounts', account()],
      ['GET', 'email_accounts/1'],
      ['PATCH', 'email_accounts/1', account()],
      ['DELETE', 'email_accounts/1'],
      ['POST', 'email_accounts/test', { ...account(), to: 'a@lophocso.test' }],
      ['GET', 'email_actions'],
      ['GET', 'email_actions/password_reset'],
      ['PATCH', 'email_actions/password_reset', { subject: 'x', body: 'y' }],
      ['GET', 'selections/email_keys'],
      ['GET', 'selections/email_accounts'],
    ];
    for (const [method, path, body] of calls) {
      const res = await server.call(method, path, { token, body, school: 1 });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await server.db.select().from(t.emailAccounts)).toEqual([]);
  });
});

describe('with no account saved', () => {
  it('mail goes where it went before: the configured transport, with the default text', async () => {
    await requestReset('hs07@nguyendu.edu.vn');
    const mail = fallback.sent.at(-1)!;
    expect(mail.to).toBe('hs07@nguyendu.edu.vn');
    expect(mail.subject).toBe('Đặt lại mật khẩu Lớp học số');
    expect(mail.text).toMatch(/^Xin chào .+,\n\nChúng tôi nhận được yêu cầu đặt lại mật khẩu/);
    expect(mail.text).toContain('http://lms.test/new-password?token=');
    expect(delivered).toHaveLength(0);
  });
});

describe('SMTP accounts', () => {
  let accountId = 0;

  it('the test mail reaches the SMTP server and reports its answer', async () => {
    const res = await server.call('POST', 'email_accounts/test', { token: admin, body: { ...account(), to: 'thu.thu@lophocso.test' } });
    expect(res.status).toBe(200);
    expect(res.json.data.ok).toBe(true);
    expect(res.json.data.response).toMatch(/^250 /);
    const mail = delivered.at(-1)!;
    expect(mail.subject).toBe('Thư thử từ Lớp học số');
    expect((mail.to as { text: string }).text).toBe('thu.thu@lophocso.test');
    expect(mail.from?.value).toEqual([{ name: 'Lớp học số', address: 'no-reply@lophocso.test' }]);
  });

  it('bad credentials: the SMTP server’s own words, in a Vietnamese sentence', async () => {
    const before = delivered.length;
    const res = await server.call('POST', 'email_accounts/test', { token: admin, body: { ...account({ password: 'sai' }), to: 'thu.thu@lophocso.test' } });
    expect(res.status).toBe(200);
    expect(res.json.data.ok).toBe(false);
    expect(res.json.data.message).toMatch(/^Máy chủ SMTP từ chối đăng nhập/);
    expect(res.json.data.message).toContain(REFUSAL);
    expect(delivered).toHaveLength(before);
  });

  it('nobody listening: the connection refused, said in Vietnamese', async () => {
    const res = await server.call('POST', 'email_accounts/test', { token: admin, body: { ...account({ port: 1 }), to: 'thu.thu@lophocso.test' } });
    expect(res.json.data).toEqual({ ok: false, message: expect.stringMatching(/^Không kết nối được tới máy chủ SMTP 127\.0\.0\.1:1/) });
  });

  it('the password is sealed in its row and never in a response', async () => {
    // The first account is the default by itself.
    const created = await server.call('POST', 'email_accounts', { token: admin, body: account({ isDefault: false }) });
    expect(created.status).toBe(201);
    accountId = created.json.data.id;
    expect(created.json.data).toMatchObject({ name: 'Máy chủ thư thử', hasPassword: true, isDefault: true, username: SMTP_USER });
    const [row] = await server.db.select().from(t.emailAccounts).where(eq(t.emailAccounts.id, accountId));
    expect(row!.passwordEncrypted).toMatch(/^v1:/);
    expect(row!.passwordEncrypted).not.toContain(SMTP_PASSWORD);
    const key = testDeps(server.db, server.storage).config.secretsKey;
    expect(unseal((key as { key: Buffer }).key, row!.passwordEncrypted!)).toBe(SMTP_PASSWORD);

    const responses = [
      created,
      await server.call('GET', 'email_accounts', { token: admin }),
      await server.call('GET', `email_accounts/${accountId}`, { token: admin }),
      await server.call('GET', 'selections/email_accounts', { token: admin }),
      // Saved with the password left empty: kept as it was.
      await server.call('PATCH', `email_accounts/${accountId}`, { token: admin, body: account({ password: '', name: 'Máy chủ thư' }) }),
    ];
    for (const res of responses) {
      expect(res.status).toBe(200 + (res === created ? 1 : 0));
      const text = JSON.stringify(res.json);
      expect(text).not.toContain(SMTP_PASSWORD);
      expect(text).not.toContain(row!.passwordEncrypted!);
      expect(text).not.toMatch(/"password/);
    }
    const [kept] = await server.db.select().from(t.emailAccounts).where(eq(t.emailAccounts.id, accountId));
    expect(kept!.passwordEncrypted).toBe(row!.passwordEncrypted);
    expect(kept!.name).toBe('Máy chủ thư');
  });

  it('a saved account’s test mail uses its stored password when the field is left empty', async () => {
    const res = await server.call('POST', 'email_accounts/test', {
      token: admin,
      body: { ...account({ password: '' }), id: accountId, to: 'thu.thu@lophocso.test' },
    });
    expect(res.json.data.ok).toBe(true);
  });

  it('bad input: Vietnamese messages under each field', async () => {
    const res = await server.call('POST', 'email_accounts', {
      token: admin,
      body: account({ name: '', host: 'smtp .x', port: 70000, fromAddress: 'khong-phai-email', isActive: false, isDefault: true }),
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toMatchObject({
      name: [EMAIL_MSG.accountNameRequired],
      host: [EMAIL_MSG.hostInvalid],
      port: [EMAIL_MSG.portInvalid],
      fromAddress: ['Nhập đúng định dạng email!'],
    });
  });

  it('an edited action’s subject and body arrive, placeholders filled, through the default account', async () => {
    const res = await server.call('PATCH', 'email_actions/password_reset', {
      token: admin,
      body: { subject: 'Khôi phục mật khẩu cho {{ ten }}', body: 'Chào {{ten}} ({{email}}),\nbấm vào {{duong_dan}} nhé.', isEnabled: true, accountId: null },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ key: 'password_reset', isCustom: true, subject: 'Khôi phục mật khẩu cho {{ ten }}' });
    const before = fallback.sent.length;
    await requestReset('hs08@nguyendu.edu.vn');
    const mail = delivered.at(-1)!;
    expect((mail.to as { text: string }).text).toBe('hs08@nguyendu.edu.vn');
    expect(mail.subject).toMatch(/^Khôi phục mật khẩu cho \S.+$/);
    expect(mail.text?.trim()).toMatch(/^Chào .+ \(hs08@nguyendu\.edu\.vn\),\nbấm vào http:\/\/lms\.test\/new-password\?token=\S+ nhé\.$/);
    expect(mail.subject!.slice('Khôi phục mật khẩu cho '.length)).toBe(/^Chào (.+) \(/.exec(mail.text!)![1]);
    expect(fallback.sent).toHaveLength(before);
  });

  it('an action turned off sends nothing, and the request that triggers it still works', async () => {
    await server.call('PATCH', 'email_actions/password_reset', {
      token: admin,
      body: { subject: 'Đặt lại mật khẩu', body: '{{duong_dan}}', isEnabled: false, accountId: accountId },
    });
    const before = { smtp: delivered.length, fallback: fallback.sent.length };
    await requestReset('hs09@nguyendu.edu.vn');
    expect(delivered).toHaveLength(before.smtp);
    expect(fallback.sent).toHaveLength(before.fallback);
    const list = await server.call('GET', 'email_actions', { token: admin });
    expect(list.json.data.find((a: { key: string }) => a.key === 'password_reset')).toMatchObject({ isEnabled: false, accountId, accountName: 'Máy chủ thư' });
  });

  it('unknown placeholders are refused, named in the message', async () => {
    const res = await server.call('PATCH', 'email_actions/invitation', {
      token: admin,
      body: { subject: 'Mời {{ho_ten}} vào {{truong}}', body: '{{duong_dan}} {{ma_so}} {{ho_ten}}', isEnabled: true },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ subject: [unknownPlaceholderMessage(['ho_ten'])], body: [unknownPlaceholderMessage(['ma_so', 'ho_ten'])] });
    expect(res.json.errors.body[0]).toContain('{{ma_so}}, {{ho_ten}}');
    const kept = await server.call('GET', 'email_actions/invitation', { token: admin });
    expect(kept.json.data).toMatchObject({ isCustom: false, subject: 'Lời mời tham gia {{truong}}' });
  });

  it('an unknown action is not found; an account that does not exist is refused', async () => {
    expect((await server.call('GET', 'email_actions/khong_co', { token: admin })).status).toBe(404);
    const res = await server.call('PATCH', 'email_actions/invitation', { token: admin, body: { subject: 'x', body: 'y', accountId: 999_999 } });
    expect(res.json.errors).toEqual({ accountId: [EMAIL_MSG.accountInvalid] });
  });

  it('deleting the account: its actions fall back to the default (none left: the configured transport)', async () => {
    await server.call('PATCH', 'email_actions/password_reset', {
      token: admin,
      body: { subject: 'Mật khẩu', body: '{{duong_dan}}', isEnabled: true, accountId },
    });
    expect((await server.call('DELETE', `email_accounts/${accountId}`, { token: admin })).status).toBe(200);
    const action = await server.call('GET', 'email_actions/password_reset', { token: admin });
    expect(action.json.data.accountId).toBeNull();
    const before = delivered.length;
    await requestReset('hs10@nguyendu.edu.vn');
    expect(delivered).toHaveLength(before);
    expect(fallback.sent.at(-1)).toMatchObject({ to: 'hs10@nguyendu.edu.vn', subject: 'Mật khẩu' });
  });
});
