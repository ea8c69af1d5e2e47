// Access control across the API: every demo role against what it must not reach, cross-school headers, missing
// tokens, invalid input and unknown paths. No answer may ever carry a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, EXPIRED_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
const tokens: Record<keyof typeof DEMO, string> = {} as never;
const school = { demo: 0, other: 0, expired: 0 };
let otherRequestId = 0;
let demoRequestId = 0;
const bodies: string[] = [];

type Opts = Parameters<TestServer['call']>[2];
async function call(method: string, path: string, opts?: Opts) {
  const res = await server.call(method, path, opts);
  bodies.push(JSON.stringify(res.json));
  return res;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) tokens[key] = await server.login(DEMO[key]);
  const rows = await server.db.select().from(t.schools);
  const id = (code: string) => rows.find((s) => s.code === code)!.id;
  Object.assign(school, { demo: id(DEMO_SCHOOL_CODE), other: id(OTHER_SCHOOL_CODE), expired: id(EXPIRED_SCHOOL_CODE) });
  const [newcomer] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.newcomer));
  const [a, b] = await server.db
    .insert(t.joinSchoolRequests)
    .values([
      { schoolId: school.other, userId: newcomer!.id, roleType: 'teacher' },
      { schoolId: school.demo, userId: newcomer!.id, roleType: 'supervisor' },
    ])
    .returning();
  otherRequestId = a!.id;
  demoRequestId = b!.id;
});
afterAll(() => server.close());

const expect403 = async (role: keyof typeof DEMO, method: string, path: string, schoolId?: number, body?: unknown) => {
  const res = await call(method, path, { token: tokens[role], school: schoolId, body });
  expect(res.status, `${role} ${method} ${path}`).toBe(403);
  expect(res.json.code).toBe(403);
  return res;
};

describe('each demo role is refused what it must not reach', () => {
  it('student: members, join requests, invitations, schools', async () => {
    for (const path of ['s/teachers', 's/students', 's/join_school_requests', 's/join_school_invitations']) {
      const res = await expect403('student', 'GET', path, school.demo);
      expect(res.json.messages).toEqual([MSG.forbidden]);
    }
    await expect403('student', 'POST', `s/join_school_requests/${demoRequestId}/approve`, school.demo, {});
    await expect403('student', 'GET', 'schools');
  });

  it('teacher: approving, inviting, the teacher list and schools', async () => {
    await expect403('teacher', 'POST', `s/join_school_requests/${demoRequestId}/approve`, school.demo, {});
    await expect403('teacher', 'POST', `s/join_school_requests/${demoRequestId}/reject`, school.demo, { reason: 'x' });
    await expect403('teacher', 'POST', 's/join_school_invitations', school.demo, { email: 'a@b.vn', roleType: 'teacher' });
    await expect403('teacher', 'GET', 's/teachers', school.demo);
    await expect403('teacher', 'GET', 'schools');
  });

  it('principal: schools, deleting invitations, and creating an administrator', async () => {
    await expect403('principal', 'GET', 'schools');
    await expect403('principal', 'DELETE', 's/join_school_invitations/1', school.demo);
    const res = await expect403('principal', 'POST', `s/join_school_requests/${demoRequestId}/approve`, school.demo, {});
    expect(res.json.message).toBe(SERVER_MSG.adminOnly);
  });

  it('school administrator: the system-only school list', async () => {
    await expect403('schoolAdmin', 'GET', 'schools');
    await expect403('schoolAdmin', 'GET', `schools/${school.demo}`);
  });

  it('newcomer: any school-scoped call of a school it does not belong to', async () => {
    for (const path of ['s/teachers', 's/students', 's/dashboard', 's/join_school_requests', 'selections/school_roles']) {
      await expect403('newcomer', 'GET', path, school.demo);
    }
    await expect403('newcomer', 'GET', 'schools');
  });

  it('system administrator: another user’s notification is not found, another address’s invitation is refused', async () => {
    const [note] = await server.db.select().from(t.notifications).limit(1);
    const res = await call('PUT', `notification/user/read-marking?notificationRequestId=${note!.id}`, { token: tokens.systemAdmin });
    expect(res.status).toBe(404);
    const [unread] = await server.db.select().from(t.notifications).where(eq(t.notifications.id, note!.id));
    expect(unread!.readAt).toBeNull();
    await call('POST', 's/join_school_invitations', {
      token: tokens.schoolAdmin,
      school: school.demo,
      body: { email: 'gv.moi@nguyendu.edu.vn', roleType: 'teacher' },
    });
    const code = /code=([\w-]+)/.exec(server.mailer.sent.at(-1)!.text)![1];
    const accept = await call('POST', `join_school_invitations/accept?code=${code}`, { token: tokens.systemAdmin });
    expect(accept.status).toBe(422);
    expect(accept.json.errors).toEqual({ code: [SERVER_MSG.invitationWrongAccount] });
  });
});

describe('one school never reaches another', () => {
  it('a member of school A sending X-SCHOOL-ID of school B gets 403 and no data', async () => {
    for (const role of ['schoolAdmin', 'principal', 'teacher', 'student'] as const) {
      for (const path of ['s/teachers', 's/students', 's/dashboard', 's/join_school_requests', 's/sessions/current']) {
        const res = await expect403(role, 'GET', path, school.other);
        expect(res.json.data).toBeUndefined();
      }
    }
  });

  it('a request id of school B is not found through school A, and stays pending', async () => {
    const res = await call('POST', `s/join_school_requests/${otherRequestId}/approve`, { token: tokens.schoolAdmin, school: school.demo, body: {} });
    expect(res.status).toBe(404);
    const detail = await call('GET', `s/join_school_requests/${otherRequestId}`, { token: tokens.schoolAdmin, school: school.demo });
    expect(detail.status).toBe(404);
    const [row] = await server.db.select().from(t.joinSchoolRequests).where(eq(t.joinSchoolRequests.id, otherRequestId));
    expect(row!.status).toBe('pending');
  });

  it('a bad X-SCHOOL-ID is 403, an expired school is 423', async () => {
    await expect403('teacher', 'GET', 's/dashboard', 'abc' as unknown as number);
    await expect403('teacher', 'GET', 's/dashboard', 999999);
    const res = await call('GET', 's/dashboard', { token: tokens.teacher, school: school.expired });
    expect(res.status).toBe(423);
    expect(res.json.message).toBe(MSG.schoolExpired);
    // The super administrator still prepares the closed school: its roles, its members.
    expect((await call('GET', 's/roles', { token: tokens.systemAdmin, school: school.expired })).status).toBe(200);
    expect((await call('GET', 's/teachers', { token: tokens.systemAdmin, school: school.expired })).status).toBe(200);
  });

  it('the super administrator may act in any school (positive control)', async () => {
    const res = await call('GET', 's/teachers', { token: tokens.systemAdmin, school: school.other });
    expect(res.status).toBe(200);
  });
});

describe('authentication, validation and unknown paths', () => {
  it('no token or a wrong token → 401', async () => {
    const paths: [string, string][] = [
      ['GET', 'shortcuts'],
      ['GET', 's/teachers'],
      ['GET', 'notification/user/page'],
      ['POST', 'join_school_requests'],
      ['GET', 'schools'],
      ['GET', 'selections/topics'],
      ['GET', 's/dashboard'],
      ['GET', 'downloads/lecture/1'],
      ['GET', 'books'],
    ];
    for (const [method, path] of paths) {
      expect((await call(method, path, { school: school.demo })).status, path).toBe(401);
      const forged = await call(method, path, { token: 'forged', school: school.demo });
      expect(forged.status, path).toBe(401);
      expect(forged.json.message).toBe(MSG.unauthenticated);
    }
  });

  it('the catalogue names public catalogues filter by are open without a token', async () => {
    for (const path of ['selections/grades', 'selections/subjects', 'selections/textbook_series', 'selections/suppliers']) {
      const res = await call('GET', path, {});
      expect(res.status, path).toBe(200);
      expect((res.json.data as unknown[]).length, path).toBeGreaterThan(0);
    }
  });

  it('invalid bodies and queries → 422 with Vietnamese messages per field', async () => {
    const join = await call('POST', 'join_school_requests', { token: tokens.newcomer, body: {} });
    expect(join.status).toBe(422);
    expect(join.json.errors).toEqual({ schoolCode: [MSG.schoolCodeRequired], roleType: [MSG.roleTypeRequired] });
    expect(join.json.messages).toEqual([MSG.schoolCodeRequired, MSG.roleTypeRequired]);
    const page = await call('GET', 's/teachers?page=abc', { token: tokens.schoolAdmin, school: school.demo });
    expect(page.status).toBe(422);
    expect(page.json.errors).toEqual({ page: [MSG.invalidInput] });
    const reject = await call('POST', `s/join_school_requests/${demoRequestId}/reject`, { token: tokens.schoolAdmin, school: school.demo, body: {} });
    expect(reject.json.errors).toEqual({ reason: [MSG.reasonRequired] });
    const broken = await server.app.request('/api/join_school_requests', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.newcomer}`, 'content-type': 'application/json' },
      body: '{"schoolCode":',
    });
    expect(broken.status).toBe(422);
    bodies.push(await broken.text());
  });

  it('unknown /api paths → 404 JSON, signed in or not', async () => {
    for (const token of [undefined, tokens.schoolAdmin]) {
      for (const path of ['khong-ton-tai', 's/khong-ton-tai', 'schools/abc']) {
        const res = await call('GET', path, { token, school: school.demo });
        expect(res.status, path).toBe(404);
        expect(res.json).toMatchObject({ code: 404, message: MSG.notFound });
      }
    }
  });

  it('no answer in this suite carried a stack trace', () => {
    expect(bodies.length).toBeGreaterThan(50);
    for (const b of bodies) {
      expect(b).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+|"stack"/);
    }
  });
});
