// A school's roles: listed and searched, created with school permissions that its members gain at once, named once
// per school, turned off (its members keep it but lose its permissions), deleted only when nobody holds it; nobody
// but an administrator hands out role management, and other schools' roles are never reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { permissionId, type PermissionKey } from '../../../src/shared/permissions.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let schoolId = 0;
let otherRoleId = 0;
let teacherRoleId = 0;
let admin = '';
let minh = '';
let lan = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.schoolAdmin);
  minh = await server.login(DEMO.teacher2);
  lan = await server.login(DEMO.teacher);
  const schools = await server.db.select().from(t.schools);
  schoolId = schools.find((s) => s.code === DEMO_SCHOOL_CODE)!.id;
  const otherSchoolId = schools.find((s) => s.code === OTHER_SCHOOL_CODE)!.id;
  const roles = await server.db.select().from(t.schoolRoles);
  otherRoleId = roles.find((r) => r.schoolId === otherSchoolId && r.position === 'teacher')!.id;
  teacherRoleId = roles.find((r) => r.schoolId === schoolId && r.position === 'teacher')!.id;
});
afterAll(() => server.close());

const as = (token: string) => (method: string, path: string, body?: unknown) => server.call(method, path, { token, school: schoolId, body });
const call = (method: string, path: string, body?: unknown) => as(admin)(method, path, body);
const ids = (...keys: PermissionKey[]) => keys.map(permissionId);

async function userId(email: string): Promise<number> {
  const [row] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return row!.id;
}

/** The administrator gives a teacher a role through the members' form, as the school would. */
async function assign(email: string, roleId: number) {
  const id = await userId(email);
  const detail = (await call('GET', `s/teachers/${id}`)).json.data;
  const res = await call('PATCH', `s/teachers/${id}`, {
    last_name: detail.last_name,
    first_name: detail.first_name,
    email: detail.email,
    position: 'teacher',
    school_role_id: roleId,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

describe('GET s/roles', () => {
  it('lists the school’s roles with their permissions and members, searches without accents, pages', async () => {
    const res = await call('GET', 's/roles');
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 3, page: 1, perPage: 12 });
    const byName = Object.fromEntries(res.json.data.map((r: { name: string }) => [r.name, r]));
    expect(Object.keys(byName)).toEqual(['Hiệu trưởng', 'Giáo viên', 'Học sinh']);
    expect(byName['Giáo viên']).toMatchObject({ id: teacherRoleId, position: 'teacher', isActive: true, memberCount: 2 });
    expect(byName['Giáo viên'].permissionIds).toContain(permissionId('mission.create'));
    expect(byName['Học sinh'].memberCount).toBe(30);
    const found = await call('GET', 's/roles?name=HIEU truong');
    expect(found.json.data.map((r: { name: string }) => r.name)).toEqual(['Hiệu trưởng']);
    const page = await call('GET', 's/roles?page=2&perPage=2');
    expect(page.json.data).toHaveLength(1);
    expect(page.json.pagination).toEqual({ total: 3, page: 2, perPage: 2 });
  });

  it('is refused to a teacher without school_role.view', async () => {
    const res = await as(minh)('GET', 's/roles');
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MSG.forbidden);
    expect((await as(lan)('POST', 's/roles', { name: 'X' })).status).toBe(403);
  });
});

describe('a new role and its members', () => {
  let roleId = 0;

  it('creates a role whose members gain exactly its permissions, and a change applies at once', async () => {
    // Minh's grants are cached from this call: the changes below must still reach him.
    expect((await as(minh)('GET', 's/teachers')).status).toBe(403);
    const res = await call('POST', 's/roles', {
      name: '  Tổ trưởng chuyên môn ',
      permissionIds: ids('school_teacher.view', 'school_role.view', 'school_teacher.view'),
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      id: expect.any(Number),
      name: 'Tổ trưởng chuyên môn',
      position: null,
      isActive: true,
      permissionIds: ids('school_teacher.view', 'school_role.view').sort((a, b) => a - b),
      memberCount: 0,
    });
    roleId = res.json.data.id;
    await assign(DEMO.teacher2, roleId);
    expect((await as(minh)('GET', 's/teachers')).status).toBe(200);
    expect((await as(minh)('GET', 's/roles')).status).toBe(200);
    // Not held: the teacher role's own permissions went with it, and join requests were never given.
    expect((await as(minh)('GET', 's/join_school_requests')).status).toBe(403);
    expect((await as(minh)('GET', 's/v2/missions/teacher-missions')).status).toBe(403);

    const patched = await call('PATCH', `s/roles/${roleId}`, { permissionIds: ids('school_teacher.view', 'school_role.view', 'join_request.view') });
    expect(patched.status).toBe(200);
    expect(patched.json.data.memberCount).toBe(1);
    expect((await as(minh)('GET', 's/join_school_requests')).status).toBe(200);
    const renamed = await call('PATCH', `s/roles/${roleId}`, { name: 'Tổ trưởng' });
    expect(renamed.json.data).toMatchObject({ name: 'Tổ trưởng', permissionIds: expect.arrayContaining(ids('join_request.view')) });
    expect((await call('GET', `s/roles/${roleId}`)).json.data.name).toBe('Tổ trưởng');
  });

  it('refuses a name the school already has, whatever its letter case', async () => {
    const dup = await call('POST', 's/roles', { name: 'TỔ TRƯỞNG' });
    expect(dup.status).toBe(422);
    expect(dup.json.errors).toEqual({ name: [MSG.roleNameExists] });
    const rename = await call('PATCH', `s/roles/${roleId}`, { name: 'giáo viên' });
    expect(rename.json.errors).toEqual({ name: [MSG.roleNameExists] });
    // Its own name, unchanged, is not a duplicate.
    expect((await call('PATCH', `s/roles/${roleId}`, { name: 'Tổ trưởng' })).status).toBe(200);
    const empty = await call('POST', 's/roles', { name: '   ' });
    expect(empty.json.errors).toEqual({ name: [MSG.roleNameRequired] });
  });

  it('refuses system permissions and unknown ids', async () => {
    for (const permissionIds of [ids('school.view'), [999999], ['1'], [0]]) {
      const res = await call('POST', 's/roles', { name: 'Sai quyền', permissionIds });
      expect(res.status, JSON.stringify(permissionIds)).toBe(422);
      expect(Object.keys(res.json.errors)[0]).toMatch(/^permissionIds/);
    }
    const res = await call('PATCH', `s/roles/${roleId}`, { permissionIds: ids('school_teacher.view', 'role.update') });
    expect(res.json.errors).toEqual({ permissionIds: [MSG.rolePermissionInvalid] });
    expect((await server.db.select().from(t.schoolRoles).where(eq(t.schoolRoles.name, 'Sai quyền'))).length).toBe(0);
  });

  it('turned off, its members keep it but lose its permissions (never becoming administrators); turned on, they regain them', async () => {
    const off = await call('PATCH', `s/roles/${roleId}/inactive`);
    expect(off.status).toBe(200);
    expect(off.json.data.isActive).toBe(false);
    expect((await as(minh)('GET', 's/teachers')).status).toBe(403);
    expect((await as(minh)('GET', 's/students')).status).toBe(403);
    const session = await as(minh)('GET', 's/sessions/current');
    expect(session.status).toBe(200);
    // An inactive role is not offered to new members.
    const options = await call('GET', 'selections/school_roles');
    expect(options.json.data.map((r: { id: number }) => r.id)).not.toContain(roleId);
    const on = await call('PATCH', `s/roles/${roleId}/active`);
    expect(on.json.data.isActive).toBe(true);
    expect((await as(minh)('GET', 's/teachers')).status).toBe(200);
  });

  it('a position’s default role is neither turned off nor deleted', async () => {
    const off = await call('PATCH', `s/roles/${teacherRoleId}/inactive`);
    expect(off.status).toBe(422);
    expect(off.json.message).toBe(SERVER_MSG.roleDefaultLocked);
    expect((await call('DELETE', `s/roles/${teacherRoleId}`)).status).toBe(422);
  });

  it('is deleted only once nobody holds it', async () => {
    const refused = await call('DELETE', `s/roles/${roleId}`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(MSG.roleInUse.replace('{}', '1'));
    await assign(DEMO.teacher2, teacherRoleId);
    const done = await call('DELETE', `s/roles/${roleId}`);
    expect(done.status).toBe(200);
    expect((await call('GET', `s/roles/${roleId}`)).status).toBe(404);
    expect((await as(minh)('GET', 's/teachers')).status).toBe(403);
    expect((await as(minh)('GET', 's/v2/missions/teacher-missions')).status).toBe(200);
  });
});

describe('only an administrator hands out role management', () => {
  let managerRoleId = 0;

  beforeAll(async () => {
    const res = await call('POST', 's/roles', {
      name: 'Quản lý vai trò',
      permissionIds: ids('school_role.view', 'school_role.create', 'school_role.update', 'school_role.delete', 'school_teacher.view', 'mission.view'),
    });
    managerRoleId = res.json.data.id;
    await assign(DEMO.teacher, managerRoleId);
  });

  it('a role manager may not grant role management, permissions she lacks, or touch her own role', async () => {
    const asLan = as(lan);
    const grant = await asLan('POST', 's/roles', { name: 'Phó tổ', permissionIds: ids('school_role.update') });
    expect(grant.status).toBe(403);
    expect(grant.json.message).toBe(SERVER_MSG.roleGrantAdminOnly);
    const notHeld = await asLan('POST', 's/roles', { name: 'Phó tổ', permissionIds: ids('join_request.approve') });
    expect(notHeld.status).toBe(403);
    expect(notHeld.json.message).toBe(SERVER_MSG.roleGrantNotHeld);
    const own = await asLan('PATCH', `s/roles/${managerRoleId}`, { permissionIds: ids('school_role.view', 'school_teacher.view') });
    expect(own.status).toBe(403);
    expect(own.json.message).toBe(MSG.roleOwnAdminOnly);
    expect((await asLan('PATCH', `s/roles/${managerRoleId}/inactive`)).status).toBe(403);
    expect((await asLan('DELETE', `s/roles/${managerRoleId}`)).status).toBe(403);
    const [kept] = await server.db
      .select()
      .from(t.schoolRolePermissions)
      .where(and(eq(t.schoolRolePermissions.roleId, managerRoleId), eq(t.schoolRolePermissions.permissionId, permissionId('school_role.delete'))));
    expect(kept).toBeDefined();
  });

  it('she may make and change roles within what she holds', async () => {
    const asLan = as(lan);
    const made = await asLan('POST', 's/roles', { name: 'Phó tổ', permissionIds: ids('mission.view') });
    expect(made.status).toBe(201);
    const changed = await asLan('PATCH', `s/roles/${made.json.data.id}`, { permissionIds: ids('mission.view', 'school_teacher.view') });
    expect(changed.status).toBe(200);
    // Removing what she does not hold is no escalation.
    const teacherRole = await asLan('PATCH', `s/roles/${teacherRoleId}`, { permissionIds: ids('mission.view') });
    expect(teacherRole.status).toBe(200);
    expect((await asLan('DELETE', `s/roles/${made.json.data.id}`)).status).toBe(200);
  });
});

describe('other schools', () => {
  it('their roles are not found', async () => {
    expect((await call('GET', `s/roles/${otherRoleId}`)).status).toBe(404);
    expect((await call('PATCH', `s/roles/${otherRoleId}`, { name: 'Lấy cắp' })).status).toBe(404);
    expect((await call('PATCH', `s/roles/${otherRoleId}/inactive`)).status).toBe(404);
    expect((await call('DELETE', `s/roles/${otherRoleId}`)).status).toBe(404);
    const [row] = await server.db.select().from(t.schoolRoles).where(eq(t.schoolRoles.id, otherRoleId));
    expect(row).toMatchObject({ name: 'Giáo viên', isActive: true });
  });
});
