// Speech-scoring statistics for the system administrator: overall, per user, the calls, and users by date range —
// counted from recorded calls, so deleting a history row does not change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId, upload, userId } from './test-support.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let sysAdmin = '';
let student = '';
let studentId = 0;

beforeAll(async () => {
  server = await startTestServer();
  // The demo's practice at another school (the system overview's seed) is left out: these figures count this file's calls.
  await server.db.delete(t.speechRequests);
  sysAdmin = await server.login(DEMO.systemAdmin);
  student = await server.login(DEMO.student);
  studentId = await userId(server, DEMO.student);
  const school = await demoSchoolId(server);
  const first = await upload(server, { token: student, school });
  await upload(server, { token: student, school });
  await server.db.update(t.users).set({ scriptedCallLimit: 2 }).where(eq(t.users.id, studentId));
  expect((await upload(server, { token: student, school })).status).toBe(429);
  // A call recorded on another day (Vietnam time), for the ranges.
  await server.db.insert(t.speechRequests).values({
    userId: await userId(server, DEMO.teacher),
    schoolId: school,
    mode: 'scripted',
    provider: 'embedded',
    status: 'scored',
    overall: 90,
    durationMs: 100,
    audioSeconds: 2,
    createdAt: new Date('2026-03-01T18:00:00Z'),
  });
  await server.call('DELETE', `s/elsa/speaking_histories/${first.json.data.id}`, { token: student, school });
}, 90_000);
afterAll(() => server.close());

const get = (path: string, token = sysAdmin) => server.call('GET', path, { token });

describe('GET elsa/stats/*', () => {
  it('counts every recorded call, including deleted results and refused ones', async () => {
    const res = await get('elsa/stats/overall');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ totalRequests: 4, scriptedRequests: 4, unscriptedRequests: 0, limitedRequests: 1, totalUsers: 2 });
    expect(res.json.data.averageScore).toBeGreaterThan(0);
  });

  it('lists users with their calls, newest activity first', async () => {
    const res = await get('elsa/stats/users?page=1&perPage=10');
    expect(res.json.pagination).toEqual({ total: 2, page: 1, perPage: 10 });
    expect(res.json.data[0]).toMatchObject({ user: { id: studentId, first_name: 'An' }, scripted: 3, unscripted: 0 });
  });

  it('lists the calls newest first', async () => {
    const res = await get('elsa/stats/requests?perPage=2');
    expect(res.json.pagination.total).toBe(4);
    expect(res.json.data[0]).toMatchObject({ status: 'limited', userId: studentId });
  });

  it('counts users and calls per Vietnamese day in a range', async () => {
    const res = await get('elsa/stats/usersByRanges?startTime=2026-03-01&endTime=2026-03-02');
    // 18:00 UTC on 1 March is 01:00 on 2 March in Hà Nội.
    expect(res.json.data).toEqual({
      startTime: '2026-03-01',
      endTime: '2026-03-02',
      users: 1,
      requests: 1,
      days: [{ date: '2026-03-02', users: 1, requests: 1 }],
    });
    const bad = await get('elsa/stats/usersByRanges?startTime=2026-03-05&endTime=2026-03-01');
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe(SERVER_MSG.speechDateRangeInvalid);
    expect((await get('elsa/stats/usersByRanges?startTime=hôm+qua&endTime=2026-03-01')).status).toBe(422);
  });

  it('is for system administrators only', async () => {
    expect((await get('elsa/stats/overall', student)).status).toBe(403);
  });
});
