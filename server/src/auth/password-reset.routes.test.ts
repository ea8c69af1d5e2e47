// Forgotten password end to end: the mail, the link check, the new password, and everyone signed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_PASSWORD } from '../seed.ts';
import * as t from '../db/schema.ts';
import { hashToken } from './tokens.ts';
import { ACCOUNT_LIMIT } from './login-limit.ts';
import { RESET_MAILS_PER_HOUR } from './password-reset.routes.ts';
import { MSG } from '../../../src/shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Moi@2026x';

/** Asks for a reset mail and returns the token from its link. */
async function requestReset(email: string): Promise<string> {
  const before = server.mailer.sent.length;
  const res = await server.call('GET', `passwords/new?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  expect(res.json.data).toEqual({ message: MSG.resetMailSent });
  expect(server.mailer.sent).toHaveLength(before + 1);
  const mail = server.mailer.sent.at(-1)!;
  expect(mail.to).toBe(email);
  const match = mail.text.match(/http:\/\/lms\.test\/new-password\?token=([\w%-]+)/);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

const userIdOf = async (email: string) => (await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email)))[0]!.id;

describe('password reset', () => {
  it('mails a Vietnamese one-hour link, then sets the new password and signs every device out', async () => {
    const oldToken = await server.login(DEMO.teacher2);
    const token = await requestReset(DEMO.teacher2);
    const mail = server.mailer.sent.at(-1)!;
    expect(mail.subject).toBe('Đặt lại mật khẩu Lớp học số');
    expect(mail.text).toContain('Đường dẫn có hiệu lực trong 1 giờ');

    const check = await server.call('GET', `passwords/new?token=${encodeURIComponent(token)}`);
    expect(check.status).toBe(200);
    expect(check.json.data).toEqual({ email: DEMO.teacher2 });

    const res = await server.call('POST', 'passwords', { body: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ ok: true });

    expect((await server.call('GET', 'sessions/current', { token: oldToken })).status).toBe(401);
    expect((await server.call('POST', 'sessions', { body: { email: DEMO.teacher2, password: DEMO_PASSWORD } })).status).toBe(422);
    expect(await server.login(DEMO.teacher2, NEW_PASSWORD)).toBeTruthy();

    // The link works once only.
    const again = await server.call('POST', 'passwords', { body: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ token: [MSG.resetLinkInvalid] });
    expect((await server.call('GET', `passwords/new?token=${encodeURIComponent(token)}`)).status).toBe(422);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = server.mailer.sent.length;
    const res = await server.call('GET', 'passwords/new?email=khongco@lophocso.vn');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ message: MSG.resetMailSent });
    expect(server.mailer.sent).toHaveLength(before);
  });

  it('names a missing or malformed email', async () => {
    expect((await server.call('GET', 'passwords/new')).json.errors).toEqual({ email: [MSG.emailRequired] });
    const bad = await server.call('GET', 'passwords/new?email=abc');
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ email: [MSG.emailInvalid] });
  });

  it('rejects an unknown or expired link on the token field', async () => {
    const unknown = await server.call('GET', 'passwords/new?token=khong-ton-tai');
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual({ token: [MSG.resetLinkInvalid] });
    const id = await userIdOf('hs10@nguyendu.edu.vn');
    await server.db.insert(t.passwordResets).values({ userId: id, tokenHash: hashToken('het-han'), expiresAt: new Date(Date.now() - 1000) });
    expect((await server.call('GET', 'passwords/new?token=het-han')).json.errors).toEqual({ token: [MSG.resetLinkInvalid] });
    const post = await server.call('POST', 'passwords', { body: { token: 'het-han', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(post.status).toBe(422);
    expect(post.json.errors).toEqual({ token: [MSG.resetLinkInvalid] });
  });

  it('checks the new password with the spec §5 messages and keeps the link usable', async () => {
    const token = await requestReset('hs11@nguyendu.edu.vn');
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { token, password: '', passwordConfirmation: '' },
        { password: [MSG.passwordRequired], passwordConfirmation: [MSG.passwordMismatch] },
      ],
      [{ token, password: 'Ab@1', passwordConfirmation: 'Ab@1' }, { password: [MSG.passwordRule] }],
      [{ token, password: 'Mật khẩu 1', passwordConfirmation: 'Mật khẩu 1' }, { password: [MSG.passwordCharset] }],
      [{ token, password: NEW_PASSWORD, passwordConfirmation: 'Khac@2026' }, { passwordConfirmation: [MSG.passwordMismatch] }],
      [{ token, password: NEW_PASSWORD }, { passwordConfirmation: [MSG.passwordMismatch] }],
      [{ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }, { token: [MSG.resetLinkInvalid] }],
    ];
    for (const [body, errors] of cases) {
      const res = await server.call('POST', 'passwords', { body });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual(errors);
    }
    expect((await server.call('GET', `passwords/new?token=${encodeURIComponent(token)}`)).status).toBe(200);
  });

  it('unlocks an account locked by failed logins', async () => {
    const email = 'hs12@nguyendu.edu.vn';
    const id = await userIdOf(email);
    await server.db.insert(t.loginFailures).values(Array.from({ length: ACCOUNT_LIMIT }, () => ({ userId: id })));
    expect((await server.call('POST', 'sessions', { body: { email, password: DEMO_PASSWORD } })).status).toBe(429);
    const token = await requestReset(email);
    await server.call('POST', 'passwords', { body: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(await server.login(email, NEW_PASSWORD)).toBeTruthy();
  });

  it(`sends at most ${RESET_MAILS_PER_HOUR} reset mails per account per hour`, async () => {
    const email = 'hs13@nguyendu.edu.vn';
    for (let i = 0; i < RESET_MAILS_PER_HOUR; i++) await requestReset(email);
    const before = server.mailer.sent.length;
    const res = await server.call('GET', `passwords/new?email=${email}`);
    expect(res.json.data).toEqual({ message: MSG.resetMailSent });
    expect(server.mailer.sent).toHaveLength(before);
  });
});
