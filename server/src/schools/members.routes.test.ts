// Teachers and students of a school: paginated (up to 500 a page), searchable without accents, filtered by group and
// state, sorted by a column, with their groups; the statistics above each list; dashboard counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
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

  it('refuses bad paging and unknown filters with 422', async () => {
    expect((await get('s/students?perPage=1000')).status).toBe(422);
    expect((await get('s/students?perPage=501')).status).toBe(422);
    expect((await get('s/teachers?page=0')).status).toBe(422);
    expect((await get('s/students?sort=birthday')).status).toBe(422);
    expect((await get('s/students?status=locked')).status).toBe(422);
    expect((await get('s/students?group=abc')).status).toBe(422);
    expect((await get(`s/students?name=${'a'.repeat(101)}`)).status).toBe(422);
  });

  it('gives a page of up to 500', async () => {
    const res = await get('s/students?perPage=500');
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 30, page: 1, perPage: 500 });
    expect(res.json.data).toHaveLength(30);
  });

  it('filters by group (or none) and by state, and never lists another school’s members', async () => {
    const groups = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));
    const a1 = groups.find((g) => g.name === 'Lớp 7A1')!.id;
    const inA1 = await get(`s/students?group=${a1}&perPage=100`);
    expect(inA1.json.pagination.total).toBe(15);
    expect(inA1.json.data.every((m: { groups: { id: number }[] }) => m.groups.some((g) => g.id === a1))).toBe(true);
    expect((await get('s/students?group=none')).json.pagination.total).toBe(0);
    // The administrator and the principal teach no group.
    const noGroup = await get('s/teachers?group=none');
    expect(noGroup.json.data.map((m: { email: string }) => m.email).sort()).toEqual([DEMO.principal, DEMO.schoolAdmin].sort());

    const [other] = await server.db.select().from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
    const [outsider] = await server.db
      .insert(t.users)
      .values({ email: 'ngoai.truong@leloi.edu.vn', passwordHash: 'x', firstName: 'An', lastName: 'Nguyễn', userType: 'student' })
      .returning();
    await server.db.insert(t.schoolMembers).values({ schoolId: other!.id, userId: outsider!.id, position: 'student' });
    const found = await get('s/students?name=nguyen an');
    expect(found.json.data.map((m: { email: string }) => m.email)).toEqual(['hs01@nguyendu.edu.vn']);

    const [hs05] = await server.db.select().from(t.users).where(eq(t.users.email, 'hs05@nguyendu.edu.vn'));
    await server.db
      .update(t.schoolMembers)
      .set({ isActive: false })
      .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, hs05!.id)));
    try {
      const locked = await get('s/students?status=inactive');
      expect(locked.json.data.map((m: { email: string; isActive: boolean }) => [m.email, m.isActive])).toEqual([['hs05@nguyendu.edu.vn', false]]);
      expect((await get('s/students?status=active')).json.pagination.total).toBe(29);
      // Sorting by state puts the active first; descending, the locked.
      expect((await get('s/students?sort=-status')).json.data[0].email).toBe('hs05@nguyendu.edu.vn');
      expect((await get('s/students?sort=status&perPage=30')).json.data.at(-1).email).toBe('hs05@nguyendu.edu.vn');
    } finally {
      await server.db.update(t.schoolMembers).set({ isActive: true }).where(eq(t.schoolMembers.userId, hs05!.id));
    }
  });

  it('sorts by a column, either way, the same rows on every page', async () => {
    const names = async (q: string) =>
      ((await get(`s/students?perPage=30&${q}`)).json.data as { first_name: string; email: string; groups: { name: string }[] }[]).map((m) => m);
    const byName = await names('sort=name');
    expect(byName[0]!.first_name).toBe('An');
    expect((await names('sort=-name')).map((m) => m.email)).toEqual(byName.map((m) => m.email).reverse());
    const byEmail = (await names('sort=email')).map((m) => m.email);
    expect(byEmail).toEqual([...byEmail].sort());
    expect(byEmail[0]).toBe('hs01@nguyendu.edu.vn');
    expect((await names('sort=-email'))[0]!.email).toBe('hs30@nguyendu.edu.vn');
    const byGroup = await names('sort=-group');
    expect(byGroup.slice(0, 15).every((m) => m.groups[0]!.name === 'Lớp 7A2')).toBe(true);
    // Pages of 12 sorted by email join up to the whole list.
    const pages = await Promise.all([1, 2, 3].map((p) => get(`s/students?sort=email&page=${p}`)));
    expect(pages.flatMap((p) => p.json.data.map((m: { email: string }) => m.email))).toEqual(byEmail);
  });
});

describe('GET s/students/statistics and s/teachers/statistics', () => {
  it('counts the students by group, gender and state, and who was active in the last 7 days', async () => {
    const students = await server.db
      .select()
      .from(t.users)
      .where(inArray(t.users.email, ['hs02@nguyendu.edu.vn', 'hs03@nguyendu.edu.vn', 'hs04@nguyendu.edu.vn']));
    const id = (email: string) => students.find((s) => s.email === email)!.id;
    // hs02 signs in now; hs03 signed in 8 days ago only; hs04 sent an answer through the outbox yesterday.
    await server.login('hs02@nguyendu.edu.vn');
    await server.db
      .insert(t.accessTokens)
      .values({ userId: id('hs03@nguyendu.edu.vn'), tokenHash: 'old-sign-in', createdAt: new Date(Date.now() - 8 * 86_400_000) });
    await server.db
      .insert(t.idempotencyKeys)
      .values({ userId: id('hs04@nguyendu.edu.vn'), key: crypto.randomUUID(), requestHash: 'x', status: 201, createdAt: new Date(Date.now() - 86_400_000) });
    await server.db
      .update(t.users)
      .set({ gender: null })
      .where(eq(t.users.id, id('hs03@nguyendu.edu.vn')));
    const res = await get('s/students/statistics');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      total: 30,
      active: 30,
      inactive: 0,
      activeLast7Days: 2,
      // hs01, hs03, … (odd numbers) are girls; hs03's gender was taken away.
      byGender: { female: 14, male: 15, other: 0, unknown: 1 },
      byGroup: [
        { id: expect.any(Number), name: 'Lớp 7A1', count: 15 },
        { id: expect.any(Number), name: 'Lớp 7A2', count: 15 },
      ],
      noGroup: 0,
      byPosition: [],
    });
    await server.db
      .update(t.users)
      .set({ gender: 0 })
      .where(eq(t.users.id, id('hs03@nguyendu.edu.vn')));
  });

  it('counts the staff by position too, locked ones apart', async () => {
    const [minh] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.teacher2));
    await server.db.update(t.users).set({ isActive: false }).where(eq(t.users.id, minh!.id));
    try {
      const res = await get('s/teachers/statistics');
      expect(res.json.data).toMatchObject({
        total: 4,
        active: 3,
        inactive: 1,
        byGender: { female: 2, male: 1, other: 0, unknown: 1 },
        byGroup: [
          { name: 'Lớp 7A1', count: 1 },
          { name: 'Lớp 7A2', count: 1 },
        ],
        noGroup: 2,
        byPosition: [
          { position: 'officer', count: 1 },
          { position: 'supervisor', count: 1 },
          { position: 'teacher', count: 2 },
        ],
      });
      // The administrator signed in for this test file.
      expect(res.json.data.activeLast7Days).toBeGreaterThanOrEqual(1);
    } finally {
      await server.db.update(t.users).set({ isActive: true }).where(eq(t.users.id, minh!.id));
    }
  });

  it('is refused to those who may not read the list', async () => {
    const teacher = await server.login(DEMO.teacher);
    const student = await server.login(DEMO.student);
    expect((await server.call('GET', 's/teachers/statistics', { token: teacher, school: schoolId })).status).toBe(403);
    expect((await server.call('GET', 's/students/statistics', { token: teacher, school: schoolId })).status).toBe(200);
    expect((await server.call('GET', 's/students/statistics', { token: student, school: schoolId })).status).toBe(403);
    expect((await server.call('GET', 's/teachers/statistics', { token: student, school: schoolId })).status).toBe(403);
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
