// Bad input never reaches the database as a 500: every route of the API, called by a teacher and by a student with
// NUL characters in every text, ids beyond the integer column's range and absurd numbers, answers a 4xx JSON error
// with Vietnamese messages — and the cases users actually hit are checked one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { DEMO, examWorld, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;
let teacher: string;
let student: string;
let principal: string;

const NUL = 'a\u0000b';
const TOO_BIG = 2_147_483_648;
const hour = 3600_000;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  teacher = await tokenFor(server, DEMO.teacher);
  student = await tokenFor(server, 'hs01@nguyendu.edu.vn');
  principal = await tokenFor(server, DEMO.principal);
});
afterAll(() => server.close());

/** Every text field name the API reads, each holding a NUL; every id field beyond the column's range. */
const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'name',
  'title',
  'description',
  'content',
  'comment',
  'reason',
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'phone',
  'schoolCode',
  'code',
  'sentence',
  'text',
  'token',
  'roleType',
  'status',
];
const ID_FIELDS = [
  'groupId',
  'roleId',
  'taskId',
  'studentId',
  'missionId',
  'submissionId',
  'examId',
  'lectureId',
  'templateId',
  'schoolId',
  'questionId',
  'fileId',
  'thumbnailFileId',
  'itemId',
];
const nulBody = Object.fromEntries(TEXT_FIELDS.map((f) => [f, NUL]));
const bigIdBody = Object.fromEntries(ID_FIELDS.map((f) => [f, TOO_BIG]));
const hugeNumberBody = { ...Object.fromEntries(ID_FIELDS.map((f) => [f, 1e21])), answers: [{ questionId: 1e21, value: { type: 'essay', text: NUL } }] };

function concretePath(path: string, id: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, () => id);
}

function routes() {
  const seen = new Set<string>();
  return (
    server.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      // Signing out would end the sweep's own session; it takes no input.
      .filter((r) => !(r.method === 'DELETE' && r.path.startsWith('/api/sessions')))
      .filter((r) => (seen.has(`${r.method} ${r.path}`) ? false : (seen.add(`${r.method} ${r.path}`), true)))
  );
}

async function expectClientError(method: string, url: string, token: string, body?: unknown) {
  const res = await server.app.request(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-school-id': String(world.schoolId), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const context = `${method} ${url} → ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, context).toBeLessThan(500);
  // Still signed in: each route was really reached with the user's rights.
  expect(res.status, context).not.toBe(401);
  if (res.status >= 400) {
    const json = JSON.parse(text) as { messages: string[] };
    expect(json.messages.length, context).toBeGreaterThan(0);
    expect(text, context).not.toMatch(/at \w+ \(|\.ts:\d+|SELECT |INSERT |UPDATE |invalid byte sequence/);
  }
}

describe('every endpoint refuses bad input with a 4xx', () => {
  it('NUL characters in bodies, paths and queries', async () => {
    for (const token of [teacher, student]) {
      for (const r of routes()) {
        const write = r.method !== 'GET';
        await expectClientError(
          r.method,
          `${concretePath(r.path, '1')}${write ? '' : `?name=%00&q=${encodeURIComponent(NUL)}`}`,
          token,
          write ? nulBody : undefined,
        );
        if (r.path.includes(':')) await expectClientError(r.method, concretePath(r.path, '%00'), token, write ? {} : undefined);
      }
    }
  });

  it('ids beyond the integer range and absurd numbers, in bodies and paths', async () => {
    for (const token of [teacher, student]) {
      for (const r of routes()) {
        const write = r.method !== 'GET';
        await expectClientError(r.method, concretePath(r.path, String(TOO_BIG)), token, write ? bigIdBody : undefined);
        if (write) await expectClientError(r.method, concretePath(r.path, '1'), token, hugeNumberBody);
        await expectClientError(r.method, `${concretePath(r.path, '1')}?groupId=${TOO_BIG}&studentId=99999999999&page=1e21`, token, write ? {} : undefined);
      }
    }
  });
});

describe('the refusals users meet', () => {
  const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, school: world.schoolId, body });

  it('a NUL in a name, a mission or a comment is a 422 with a clear message', async () => {
    const profile = await call('PATCH', 'current_user', teacher, { last_name: 'Nguyễn', first_name: NUL });
    expect(profile.status).toBe(422);
    expect(profile.json.errors.first_name).toEqual([SERVER_MSG.textNulCharacter]);
    const mission = await call('POST', 's/v2/missions', teacher, {
      groupId: world.groups.a1,
      title: NUL,
      description: 'Làm trong tuần',
      startAt: new Date().toISOString(),
      dueAt: new Date(Date.now() + hour).toISOString(),
      tasks: [{ taskType: 'exam', examId: world.exams.a1.quick }],
    });
    expect(mission.status).toBe(422);
    expect(mission.json.messages).toEqual([SERVER_MSG.textNulCharacter]);
    const registration = await server.call('POST', 'registrations', {
      body: { email: 'moi@lophocso.vn', first_name: NUL, last_name: 'Lê', password: 'Hoc@2026', password_confirmation: 'Hoc@2026' },
    });
    expect(registration.status).toBe(422);
    expect(registration.json.messages).toEqual([SERVER_MSG.textNulCharacter]);
  });

  it('?name=%00 on the student, mission and join-request lists', async () => {
    for (const path of ['s/students', 's/v2/missions/teacher-missions', 's/join_school_requests']) {
      const res = await call('GET', `${path}?name=%00`, principal);
      expect(res.status, path).toBe(422);
      expect(res.json.messages).toEqual([SERVER_MSG.textNulCharacter]);
    }
  });

  it('a group id past the integer range is refused as input, not by the database', async () => {
    const res = await call('POST', 's/v2/missions', teacher, {
      groupId: TOO_BIG,
      title: 'Ôn tập',
      startAt: new Date().toISOString(),
      dueAt: new Date(Date.now() + hour).toISOString(),
      tasks: [{ taskType: 'exam', examId: world.exams.a1.quick }],
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.groupId).toEqual([MSG.missionGroupRequired]);
    const huge = await call('POST', 's/v2/missions', teacher, {
      groupId: 1e21,
      title: 'Ôn tập',
      startAt: new Date().toISOString(),
      dueAt: new Date(Date.now() + hour).toISOString(),
      tasks: [{ taskType: 'exam', examId: world.exams.a1.quick }],
    });
    expect(huge.status).toBe(422);
  });
});
