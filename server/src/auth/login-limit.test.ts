// Failed-login limits: wrong passwords from one tablet refuse that tablet only (never the student's own on the same
// school network), a scripted flood refuses the account everywhere, and both unlock by themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import * as t from '../db/schema.ts';
import { ACCOUNT_LIMIT, ACCOUNT_WINDOW_MS, SOURCE_LIMIT, SOURCE_WINDOW_MS, loginRefusal, recentFailures, recordLoginFailure } from './login-limit.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every tablet of the class is behind the school's one address; each browser has its own sign-in id. */
const tablet = (device: string) => ({ 'x-device-id': device });
const CLASSMATE = tablet('classmate-tablet-0001');
const OWN = tablet('own-tablet-000000001');

async function userId(email: string) {
  const [u] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return u!.id;
}

const login = (email: string, headers: Record<string, string>, password = DEMO_PASSWORD) =>
  server.call('POST', 'sessions', { body: { email, password }, headers });

describe('login limits', () => {
  it('a classmate typing wrong passwords on her tablet refuses her tablet, never the student’s own', async () => {
    const email = 'hs01@nguyendu.edu.vn';
    for (let i = 0; i < SOURCE_LIMIT; i++) expect((await login(email, CLASSMATE, 'Sai@12345')).status).toBe(422);
    const refused = await login(email, CLASSMATE);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(SERVER_MSG.tooManyAttemptsHere);
    const own = await login(email, OWN);
    expect(own.status).toBe(200);
    expect(own.json.data.accessToken).toBeTruthy();
  });

  it('a flood of failures from many sources refuses the account everywhere, with the hour-long message', async () => {
    const id = await userId('hs02@nguyendu.edu.vn');
    await server.db.insert(t.loginFailures).values(Array.from({ length: ACCOUNT_LIMIT }, (_, i) => ({ userId: id, source: `script-${i % 50}` })));
    const res = await login('hs02@nguyendu.edu.vn', OWN);
    expect(res.status).toBe(429);
    expect(res.json.message).toBe(SERVER_MSG.tooManyAttempts);
    // Another account is untouched.
    expect((await login('hs03@nguyendu.edu.vn', OWN)).status).toBe(200);
  });

  it('counts each wrong password once, and a success does not reset the count', async () => {
    const id = await userId('hs04@nguyendu.edu.vn');
    expect((await login('hs04@nguyendu.edu.vn', OWN, 'Sai@12345')).status).toBe(422);
    expect((await login('hs04@nguyendu.edu.vn', OWN)).status).toBe(200);
    expect(await recentFailures(server.db, id)).toBe(1);
  });

  it('unlocks by itself once the windows have passed, and prunes what is older than an hour', async () => {
    const id = await userId('hs05@nguyendu.edu.vn');
    for (let i = 0; i < SOURCE_LIMIT; i++) await recordLoginFailure(server.db, id, 'a-source');
    expect(await loginRefusal(server.db, id, 'a-source')).toBe(SERVER_MSG.tooManyAttemptsHere);
    expect(await loginRefusal(server.db, id, 'another-source')).toBeNull();
    expect(await loginRefusal(server.db, id, 'a-source', new Date(Date.now() + SOURCE_WINDOW_MS + 1000))).toBeNull();
    await recordLoginFailure(server.db, id, 'a-source', new Date(Date.now() + ACCOUNT_WINDOW_MS + 1000));
    const [row] = await server.db.select({ n: count() }).from(t.loginFailures).where(eq(t.loginFailures.userId, id));
    expect(row!.n).toBe(1);
  });

  it('changing the password with a wrong old one counts against the same limits', async () => {
    const token = await server.login('hs06@nguyendu.edu.vn');
    const change = () =>
      server.call('PATCH', 'current_user/change_password', {
        token,
        headers: CLASSMATE,
        body: { oldPassword: 'Sai@12345', password: 'Moi@2026x', passwordConfirmation: 'Moi@2026x' },
      });
    for (let i = 0; i < SOURCE_LIMIT; i++) expect((await change()).status).toBe(422);
    expect((await change()).status).toBe(429);
  });
});
