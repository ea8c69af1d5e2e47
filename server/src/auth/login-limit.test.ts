// The per-account failed-login limit: 100 failures in a rolling hour lock that account only, never its neighbours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import * as t from '../db/schema.ts';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, isLoginLocked, recentFailures, recordLoginFailure } from './login-limit.ts';
import { MSG } from '../../../src/shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SCHOOL_IP = { 'x-forwarded-for': '203.0.113.7' };

async function userId(email: string) {
  const [u] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return u!.id;
}

async function failures(email: string, n: number, at = new Date()) {
  const id = await userId(email);
  await server.db.insert(t.loginFailures).values(Array.from({ length: n }, () => ({ userId: id, at })));
  return id;
}

const login = (email: string, password = DEMO_PASSWORD) => server.call('POST', 'sessions', { body: { email, password }, headers: SCHOOL_IP });

describe('login limit', () => {
  it('answers 429 after 100 failures in the hour, even with the right password', async () => {
    await failures('hs01@nguyendu.edu.vn', LOGIN_FAILURE_LIMIT);
    const res = await login('hs01@nguyendu.edu.vn');
    expect(res.status).toBe(429);
    expect(res.json.message).toBe(MSG.tooManyAttempts);
  });

  it('never locks another account signing in from the same school IP', async () => {
    await failures('hs02@nguyendu.edu.vn', LOGIN_FAILURE_LIMIT);
    expect((await login('hs02@nguyendu.edu.vn')).status).toBe(429);
    const res = await login('hs03@nguyendu.edu.vn');
    expect(res.status).toBe(200);
    expect(res.json.data.accessToken).toBeTruthy();
  });

  it('counts each wrong password: the hundredth failure locks the account', async () => {
    const id = await failures('hs04@nguyendu.edu.vn', LOGIN_FAILURE_LIMIT - 1);
    expect((await login('hs04@nguyendu.edu.vn')).status).toBe(200);
    expect((await login('hs04@nguyendu.edu.vn', 'Sai@12345')).status).toBe(422);
    expect(await recentFailures(server.db, id)).toBe(LOGIN_FAILURE_LIMIT);
    expect((await login('hs04@nguyendu.edu.vn')).status).toBe(429);
  });

  it('does not clear the counter on a successful login', async () => {
    const id = await failures('hs05@nguyendu.edu.vn', 3);
    expect((await login('hs05@nguyendu.edu.vn')).status).toBe(200);
    expect(await recentFailures(server.db, id)).toBe(3);
  });

  it('forgets failures older than an hour', async () => {
    const old = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 60_000);
    const id = await failures('hs06@nguyendu.edu.vn', LOGIN_FAILURE_LIMIT, old);
    expect(await isLoginLocked(server.db, id)).toBe(false);
    expect((await login('hs06@nguyendu.edu.vn')).status).toBe(200);
    // Recording a new failure prunes the stale rows of that account.
    await recordLoginFailure(server.db, id);
    const [row] = await server.db.select({ n: count() }).from(t.loginFailures).where(eq(t.loginFailures.userId, id));
    expect(row!.n).toBe(1);
  });

  it('unlocks by itself once the window has passed', async () => {
    const id = await failures('hs07@nguyendu.edu.vn', LOGIN_FAILURE_LIMIT);
    expect(await isLoginLocked(server.db, id)).toBe(true);
    expect(await isLoginLocked(server.db, id, new Date(Date.now() + LOGIN_FAILURE_WINDOW_MS + 1000))).toBe(false);
  });
});
