// The system administrator's school list and details, and the option lists (selections) every user reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { permissionId } from '../../../src/shared/permissions.ts';
import { DEMO, DEMO_SCHOOL_CODE, EXPIRED_SCHOOL_CODE } from '../seed.ts';

let server: TestServer;
let sysadmin = '';

beforeAll(async () => {
  server = await startTestServer();
  sysadmin = await server.login(DEMO.systemAdmin);
});
afterAll(() => server.close());

const get = (path: string, token = sysadmin, school?: number) => server.call('GET', path, { token, school });

describe('GET schools', () => {
  it('lists schools with member counts, paginated', async () => {
    const res = await get('schools?perPage=2');
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 3, page: 1, perPage: 2 });
    const all = (await get('schools')).json.data;
    const demo = all.find((s: { code: string }) => s.code === DEMO_SCHOOL_CODE);
    expect(demo).toMatchObject({ name: 'Trường THCS Nguyễn Du', isActive: true, memberCount: 34, address: expect.any(String) });
    expect(Date.parse(demo.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('searches by name without accents or by code, and filters by status', async () => {
    const found = await get('schools?name=hoa binh');
    expect(found.json.data.map((s: { code: string }) => s.code)).toEqual([EXPIRED_SCHOOL_CODE]);
    expect((await get('schools?name=leloi')).json.data).toHaveLength(1);
    expect((await get('schools?status=expired')).json.data.map((s: { code: string }) => s.code)).toEqual([EXPIRED_SCHOOL_CODE]);
    expect((await get('schools?status=active')).json.pagination.total).toBe(2);
    expect((await get('schools?status=closed')).status).toBe(422);
  });

  it('answers one school, 404 for an unknown id', async () => {
    const id = (await get('schools')).json.data[0].id;
    expect((await get(`schools/${id}`)).json.data.id).toBe(id);
    expect((await get('schools/999999')).status).toBe(404);
  });
});

describe('GET selections', () => {
  it('answers grades, subjects, textbook series and permission catalogues', async () => {
    const teacher = await server.login(DEMO.teacher);
    expect((await get('selections/grades', teacher)).json.data).toHaveLength(12);
    expect((await get('selections/subjects', teacher)).json.data[0]).toEqual({ id: expect.any(Number), name: 'Toán' });
    expect((await get('selections/textbook_series', teacher)).json.data[0]).toEqual({ id: 1, name: 'Kết nối tri thức' });
    const perms = (await get('selections/school_permissions', teacher)).json.data;
    expect(perms[0]).toEqual({ id: 1000, name: 'Xem nhóm học tập', action: 'view', group: { key: 'school_group' } });
    expect((await get('selections/system_permissions', teacher)).json.data[0].group.key).toBe('school');
  });

  it('school_roles needs X-SCHOOL-ID and lists only that school’s roles', async () => {
    const admin = await server.login(DEMO.schoolAdmin);
    expect((await get('selections/school_roles', admin)).status).toBe(403);
    const schools = (await get('schools')).json.data;
    const demo = schools.find((s: { code: string }) => s.code === DEMO_SCHOOL_CODE).id;
    const roles = (await get('selections/school_roles', admin, demo)).json.data;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['Hiệu trưởng', 'Giáo viên', 'Học sinh']);
  });
});

describe('who may list schools', () => {
  it('a system role holding school.view may, a school administrator may not', async () => {
    const admin = await server.login(DEMO.schoolAdmin);
    expect((await get('schools', admin)).status).toBe(403);
    const [user] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.schoolAdmin));
    await server.db.insert(t.systemRoles).values({ id: 90, name: 'Quản lý trường học' });
    await server.db.insert(t.systemRolePermissions).values({ roleId: 90, permissionId: permissionId('school.view') });
    await server.db.insert(t.userSystemRoles).values({ userId: user!.id, roleId: 90 });
    // Rows written behind the server's back: do what a role-assigning endpoint does, drop the cached identity.
    invalidateUser(user!.id);
    expect((await get('schools', admin)).status).toBe(200);
  });
});
