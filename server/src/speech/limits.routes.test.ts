// Speech-scoring limits: the system administrator lists accounts with their usage, grants one user more calls
// (optionally starting their count again), which later default changes leave be, and sets the limits of every
// existing account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { userId } from './test-support.ts';

let server: TestServer;
let admin = '';
let student = '';
let studentId = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.systemAdmin);
  student = await server.login(DEMO.student);
  studentId = await userId(server, DEMO.student);
});
afterAll(() => server.close());

describe('speech-scoring limits', () => {
  it('lists accounts with their limits and usage, searchable by name', async () => {
    const res = await server.call('GET', 'elsa/limits?name=nguyen+an&perPage=5', { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.data[0]).toMatchObject({ id: studentId, first_name: 'An', scriptedCallLimit: 500, usedScriptedApiCall: 0 });
  });

  it('grants one user more calls and can start their count again', async () => {
    await server.db.update(t.users).set({ usedScriptedApiCall: 500 }).where(eq(t.users.id, studentId));
    const res = await server.call('PUT', `elsa/limits/${studentId}`, {
      token: admin,
      body: { scriptedCallLimit: 800, unscriptedCallLimit: 50, resetUsage: true },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ scriptedCallLimit: 800, usedScriptedApiCall: 0, unscriptedCallLimit: 50 });
    expect((await server.call('PUT', 'elsa/limits/999999', { token: admin, body: { scriptedCallLimit: 1, unscriptedCallLimit: 1 } })).status).toBe(404);
    const bad = await server.call('PUT', `elsa/limits/${studentId}`, { token: admin, body: { scriptedCallLimit: -1, unscriptedCallLimit: 1 } });
    expect(bad.status).toBe(422);
  });

  it('keeps a figure set by hand when the defaults change, and follows them again once it is cleared', async () => {
    const defaults = await server.call('PUT', 'storage_limits/default/student', {
      token: admin,
      body: { storageMb: 700, scriptedCallLimit: 400, unscriptedCallLimit: 40 },
    });
    expect(defaults.status).toBe(200);
    const mine = await server.call('GET', `elsa/limits/${studentId}`, { token: admin });
    expect(mine.json.data).toMatchObject({ scriptedCallLimit: 800, unscriptedCallLimit: 50, totalAvailableStorage: 700, custom: true });
    const cleared = await server.call('PUT', `elsa/limits/${studentId}`, { token: admin, body: { scriptedCallLimit: null, unscriptedCallLimit: null } });
    expect(cleared.json.data).toMatchObject({ scriptedCallLimit: 400, unscriptedCallLimit: 40, custom: false });
    const session = await server.call('GET', 'sessions/current', { token: student });
    expect(session.json.data.user).toMatchObject({ scriptedCallLimit: 400, unscriptedCallLimit: 40, totalAvailableStorage: 700 });
  });

  it('sets the default call limits and makes every existing account follow them', async () => {
    await server.call('PUT', `elsa/limits/${studentId}`, { token: admin, body: { scriptedCallLimit: 900, unscriptedCallLimit: 90 } });
    const res = await server.call('PUT', 'elsa/limits/default_existed', { token: admin, body: { scriptedCallLimit: 300, unscriptedCallLimit: 20 } });
    expect(res.status).toBe(200);
    expect(res.json.data.updated).toBe(1);
    const [u] = await server.db.select().from(t.users).where(eq(t.users.id, studentId));
    expect(u).toMatchObject({ scriptedCallLimit: null, unscriptedCallLimit: null });
    expect((await server.call('GET', `elsa/limits/${studentId}`, { token: admin })).json.data).toMatchObject({
      scriptedCallLimit: 300,
      unscriptedCallLimit: 20,
    });
    // The storage default stays as it was.
    expect((await server.call('GET', 'storage_limits', { token: admin })).json.data.defaults.student).toEqual({
      storageMb: 700,
      scriptedCallLimit: 300,
      unscriptedCallLimit: 20,
    });
  });

  it('is for system administrators only', async () => {
    expect((await server.call('GET', 'elsa/limits', { token: student })).status).toBe(403);
    expect((await server.call('PUT', 'elsa/limits/default_existed', { token: student, body: { scriptedCallLimit: 1, unscriptedCallLimit: 1 } })).status).toBe(
      403,
    );
    expect(
      (await server.call('PUT', `elsa/limits/${studentId}`, { token: student, body: { scriptedCallLimit: 9999, unscriptedCallLimit: 9999 } })).status,
    ).toBe(403);
  });
});
