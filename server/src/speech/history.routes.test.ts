// Speaking history: the student's own list, the teacher's view of their students, one result with its recording,
// and deletion by id (the total drops by one; only the owner or an administrator deletes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { demoSchoolId, goForwardWav, upload, userId } from './test-support.ts';

let server: TestServer;
let student = '';
let classmate = '';
let teacher = '';
let otherTeacher = '';
let admin = '';
let school = 0;
const ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [student, classmate, teacher, otherTeacher, admin] = await Promise.all([
    server.login(DEMO.student),
    server.login('hs02@nguyendu.edu.vn'),
    server.login(DEMO.teacher),
    server.login(DEMO.teacher2),
    server.login(DEMO.schoolAdmin),
  ]);
  school = await demoSchoolId(server);
  for (const sentence of ['Go forward ten meters', 'Go forward two meters', 'Go backward ten meters']) {
    const res = await upload(server, { token: student, school, fields: { sentence } });
    expect(res.status).toBe(201);
    ids.push(res.json.data.id);
  }
}, 90_000);
afterAll(() => server.close());

const get = (path: string, token: string) => server.call('GET', path, { token, school });

describe('GET s/elsa/speaking_histories', () => {
  it('lists the caller’s own results newest first, paginated, each with a JSON body', async () => {
    const res = await get('s/elsa/speaking_histories?page=1&perPage=2', student);
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 3, page: 1, perPage: 2 });
    expect(res.json.data.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(JSON.parse(res.json.data[0].body).words).toHaveLength(4);
    expect(res.json.data[0].audioUrl).toBe(`/api/s/elsa/speaking_histories/${ids[2]}/audio`);
    expect((await get('s/elsa/speaking_histories', classmate)).json.pagination.total).toBe(0);
  });
});

describe('GET s/elsa/speaking_histories/teacher', () => {
  it('shows a teacher the results of the students they teach, and nobody else’s', async () => {
    const mine = await get('s/elsa/speaking_histories/teacher', teacher);
    expect(mine.status).toBe(200);
    expect(mine.json.pagination.total).toBe(3);
    expect(mine.json.data[0].user).toMatchObject({ first_name: 'An', last_name: 'Nguyễn' });
    const filtered = await get(`s/elsa/speaking_histories/teacher?studentId=${await userId(server, 'hs02@nguyendu.edu.vn')}`, teacher);
    expect(filtered.json.pagination.total).toBe(0);
    // The second teacher teaches the other class.
    expect((await get('s/elsa/speaking_histories/teacher', otherTeacher)).json.pagination.total).toBe(0);
    expect((await get('s/elsa/speaking_histories/teacher', admin)).json.pagination.total).toBe(3);
    // A student teaches no group.
    expect((await get('s/elsa/speaking_histories/teacher', student)).status).toBe(403);
  });
});

describe('GET s/elsa/speaking_histories/:id and its audio', () => {
  it('serves the result and the recording to the owner and their teacher, 404 to others', async () => {
    const own = await get(`s/elsa/speaking_histories/${ids[0]}`, student);
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({ id: ids[0], status: 'scored', sentence: 'Go forward ten meters' });
    expect((await get(`s/elsa/speaking_histories/${ids[0]}`, teacher)).status).toBe(200);
    expect((await get(`s/elsa/speaking_histories/${ids[0]}`, otherTeacher)).status).toBe(404);
    expect((await get(`s/elsa/speaking_histories/${ids[0]}`, classmate)).status).toBe(404);
    const res = await server.app.request(`/api/s/elsa/speaking_histories/${ids[0]}/audio`, {
      headers: { authorization: `Bearer ${teacher}`, 'x-school-id': String(school) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(goForwardWav());
  });
});

describe('DELETE s/elsa/speaking_histories/:id', () => {
  it('lets the owner delete a result, lowering the total by one; a teacher may not', async () => {
    expect((await server.call('DELETE', `s/elsa/speaking_histories/${ids[1]}`, { token: teacher, school })).status).toBe(403);
    expect((await server.call('DELETE', `s/elsa/speaking_histories/${ids[1]}`, { token: classmate, school })).status).toBe(404);
    const res = await server.call('DELETE', `s/elsa/speaking_histories/${ids[1]}`, { token: student, school });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id: ids[1] });
    const list = await get('s/elsa/speaking_histories', student);
    expect(list.json.pagination.total).toBe(2);
    expect(list.json.data.map((r: { id: number }) => r.id)).not.toContain(ids[1]);
    expect((await server.call('DELETE', `s/elsa/speaking_histories/${ids[1]}`, { token: student, school })).status).toBe(404);
  });
});
