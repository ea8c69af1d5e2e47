// Teachers and students of a school: paginated, searchable without accents, with their groups; dashboard counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';

let server: TestServer;
let schoolId = 0;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.schoolAdmin);
  schoolId = (await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE)))[0]!.id;
});
afterAll(() => server.close());

const get = (path: string) => server.call('GET', path, { token: admin, school: schoolId });

describe('GET s/teachers and s/students', () => {
  it('lists the staff with position, phone and groups', async () => {
    const res = await get('s/teachers');
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 4, page: 1, perPage: 12 });
    const lan = res.json.data.find((m: { email: string }) => m.email === DEMO.teacher);
    expect(lan).toEqual({
      id: expect.any(Number),
      first_name: 'Thị Lan',
      last_name: 'Phạm',
      email: DEMO.teacher,
      phone: '0987654321',
      gender: 0,
      position: 'teacher',
      isActive: true,
      groups: [{ id: expect.any(Number), name: 'Lớp 7A1' }],
    });
    expect(res.json.data.map((m: { position: string }) => m.position).sort()).toEqual(['officer', 'supervisor', 'teacher', 'teacher']);
  });

  it('pages the students and searches without accents', async () => {
    const res = await get('s/students?page=3&perPage=12');
    expect(res.json.pagination).toEqual({ total: 30, page: 3, perPage: 12 });
    expect(res.json.data).toHaveLength(6);
    const found = await get('s/students?name=nguyen an');
    expect(found.json.data.map((s: { first_name: string; last_name: string }) => `${s.last_name} ${s.first_name}`)).toEqual(['Nguyễn An']);
    expect(found.json.data[0].groups).toEqual([{ id: expect.any(Number), name: 'Lớp 7A1' }]);
    const upper = await get('s/students?name=ĐẶNG HOA');
    expect(upper.json.data).toHaveLength(1);
  });

  it('refuses bad paging with 422', async () => {
    expect((await get('s/students?perPage=1000')).status).toBe(422);
    expect((await get('s/teachers?page=0')).status).toBe(422);
  });
});

describe('GET s/dashboard', () => {
  it('answers the school and its counts to any member', async () => {
    const student = await server.login(DEMO.student);
    const res = await server.call('GET', 's/dashboard', { token: student, school: schoolId });
    expect(res.status).toBe(200);
    expect(res.json.data.school).toMatchObject({ id: schoolId, name: 'Trường THCS Nguyễn Du', code: DEMO_SCHOOL_CODE });
    expect(res.json.data.counts).toEqual({ teachers: 4, students: 30, groups: 2, pendingRequests: 0 });
  });
});
