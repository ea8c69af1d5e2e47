// The system roles: listed and searched with their permissions and holders, created with system permissions only,
// named once, turned off (holders keep them but lose their permissions) and on, deleted only once nobody holds them;
// role 22 always has every permission and is never deleted or turned off; people enrolled gain the role's permissions
// on their very next request and lose them as soon as they are unenrolled; the last super administrator stays; a role
// manager who is not a super administrator cannot hand out more than she holds; nobody else reaches any of it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { PERMISSIONS, SUPER_ADMIN_ROLE_ID, permissionId, type PermissionKey } from '../../../src/shared/permissions.ts';
import { SERVER_MSG } from '../messages.ts';
import * as cacheEvents from '../platform/cache-events.ts';

let server: TestServer;
let admin = '';
const tokens: Record<'schoolAdmin' | 'teacher' | 'student' | 'newcomer', string> = { schoolAdmin: '', teacher: '', student: '', newcomer: '' };
const SYSTEM_IDS = PERMISSIONS.filter((p) => p.scope === 'system').map((p) => p.id);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.systemAdmin);
  tokens.schoolAdmin = await server.login(DEMO.schoolAdmin);
  tokens.teacher = await server.login(DEMO.teacher);
  tokens.student = await server.login(DEMO.student);
  tokens.newcomer = await server.login(DEMO.newcomer);
});
afterAll(() => server.close());

const as = (token: string) => (method: string, path: string, body?: unknown) => server.call(method, path, { token, body });
const call = (method: string, path: string, body?: unknown) => as(admin)(method, path, body);
const ids = (...keys: PermissionKey[]) => keys.map(permissionId).sort((a, b) => a - b);

async function userId(email: string): Promise<number> {
  const [row] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return row!.id;
}

/** A new account (through sign-up) and its token: people no other test depends on. */
async function newUser(email: string): Promise<{ id: number; token: string }> {
  const res = await server.call('POST', 'registrations', {
    body: { email, password: 'Hoc@2026', passwordConfirmation: 'Hoc@2026', first_name: 'Thử', last_name: 'Người' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { id: res.json.data.user.id, token: res.json.data.accessToken };
}

describe('GET roles', () => {
  it('lists the roles with their permissions and holders; role 22 has every system permission; searched without accents', async () => {
    const res = await call('GET', 'roles');
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 2, page: 1, perPage: 12 });
    const [superRole, editor] = res.json.data;
    expect(superRole).toEqual({
      id: SUPER_ADMIN_ROLE_ID,
      name: 'Quản trị hệ thống',
      isActive: true,
      isSuperAdmin: true,
      permissionIds: SYSTEM_IDS,
      userCount: 1,
    });
    expect(editor).toMatchObject({ id: 23, name: 'Biên tập nội dung', isSuperAdmin: false, userCount: 0 });
    expect(editor.permissionIds).toContain(permissionId('lecture.approve'));
    const found = await call('GET', 'roles?name=BIEN TAP');
    expect(found.json.data.map((r: { id: number }) => r.id)).toEqual([23]);
    expect((await call('GET', 'roles/23')).json.data.name).toBe('Biên tập nội dung');
    expect((await call('GET', 'roles/9999')).status).toBe(404);
  });

  it('is refused to everyone without role permissions: a school administrator, a teacher, a student, a newcomer', async () => {
    for (const token of Object.values(tokens)) {
      for (const [method, path] of [
        ['GET', 'roles'],
        ['GET', 'roles/23'],
        ['POST', 'roles'],
        ['PATCH', 'roles/23'],
        ['DELETE', 'roles/23'],
        ['POST', 'roles/23/inactive'],
        ['GET', 'roles/user/23'],
        ['POST', 'roles/user/enroll/23'],
        ['POST', 'roles/user/unenroll/22'],
      ] as const) {
        const res = await as(token)(method, path, method === 'GET' ? undefined : { name: 'X', userIds: [1] });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.json.message).toBe(MSG.forbidden);
      }
    }
    expect((await server.call('GET', 'roles')).status).toBe(401);
  });
});

describe('a new role, its holders and their grants', () => {
  let roleId = 0;
  let lan = 0;

  it('creates a role with system permissions only, under a name not taken', async () => {
    const res = await call('POST', 'roles', { name: '  Quản lý trường học ', permissionIds: ids('school.view', 'school.update', 'school.view') });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      id: expect.any(Number),
      name: 'Quản lý trường học',
      isActive: true,
      isSuperAdmin: false,
      permissionIds: ids('school.view', 'school.update'),
      userCount: 0,
    });
    roleId = res.json.data.id;
    expect(roleId).toBeGreaterThan(23);
    const dup = await call('POST', 'roles', { name: 'QUẢN LÝ TRƯỜNG HỌC' });
    expect(dup.status).toBe(422);
    expect(dup.json.errors).toEqual({ name: [MSG.systemRoleNameExists] });
    expect((await call('PATCH', `roles/${roleId}`, { name: 'biên tập nội dung' })).json.errors).toEqual({ name: [MSG.systemRoleNameExists] });
    expect((await call('POST', 'roles', { name: '   ' })).json.errors).toEqual({ name: [MSG.roleNameRequired] });
    for (const permissionIds of [ids('mission.view'), [999_999], ['1'], [0]]) {
      const bad = await call('POST', 'roles', { name: 'Sai quyền', permissionIds });
      expect(bad.status, JSON.stringify(permissionIds)).toBe(422);
      expect(Object.keys(bad.json.errors)[0]).toMatch(/^permissionIds/);
    }
    expect(await server.db.select().from(t.systemRoles).where(eq(t.systemRoles.name, 'Sai quyền'))).toEqual([]);
  });

  it('an enrolled teacher gains its permissions on her very next request, and loses them once unenrolled', async () => {
    lan = await userId(DEMO.teacher);
    const asLan = as(tokens.teacher);
    // Her grants are cached from this call: the enrolment below must still reach her.
    expect((await asLan('GET', 'schools')).status).toBe(403);
    const announced = vi.spyOn(cacheEvents, 'announce');
    const enrol = await call('POST', `roles/user/enroll/${roleId}`, { userIds: [lan, lan] });
    expect(enrol.status).toBe(201);
    expect(enrol.json.data).toEqual({ added: 1 });
    // Told to the other server instances too, not only dropped here.
    expect(announced).toHaveBeenCalledWith('auth', lan);
    announced.mockRestore();
    expect((await asLan('GET', 'schools')).status).toBe(200);
    const session = await asLan('GET', 'sessions/current');
    expect(session.json.data.grants.permissionIds).toEqual(expect.arrayContaining(ids('school.view', 'school.update')));
    expect(session.json.data.systemRole).toEqual([{ roleId, systemPermissions: expect.any(Array) }]);
    // Enrolling again changes nothing.
    expect((await call('POST', `roles/user/enroll/${roleId}`, { userIds: [lan] })).json.data).toEqual({ added: 0 });
    expect((await call('GET', `roles/${roleId}`)).json.data.userCount).toBe(1);

    const holders = await call('GET', `roles/user/${roleId}`);
    expect(holders.json.data).toEqual([
      { id: lan, first_name: 'Thị Lan', last_name: 'Phạm', email: DEMO.teacher, userType: 'teacher', isActive: true, enrolled: true },
    ]);

    const off = await call('POST', `roles/user/unenroll/${roleId}`, { userIds: [lan] });
    expect(off.json.data).toEqual({ removed: 1 });
    expect((await asLan('GET', 'schools')).status).toBe(403);
    expect((await call('GET', `roles/user/${roleId}`)).json.data).toEqual([]);
    await call('POST', `roles/user/enroll/${roleId}`, { userIds: [lan] });
  });

  it('searches every account without accents, marking who holds the role', async () => {
    const res = await call('GET', `roles/user/${roleId}?scope=all&name=pham thi`);
    expect(res.status).toBe(200);
    const lanRow = res.json.data.find((u: { id: number }) => u.id === lan);
    expect(lanRow).toMatchObject({ email: DEMO.teacher, enrolled: true });
    const minh = await call('GET', `roles/user/${roleId}?scope=all&name=${encodeURIComponent('GV.MINH')}`);
    expect(minh.json.data).toEqual([expect.objectContaining({ email: DEMO.teacher2, enrolled: false })]);
    // Only holders without scope=all.
    expect((await call('GET', `roles/user/${roleId}?name=minh`)).json.data).toEqual([]);
  });

  it('refuses to enrol unknown or deactivated accounts, or nobody', async () => {
    const gone = await newUser('da.nghi@lophocso.vn');
    await server.db.update(t.users).set({ isActive: false }).where(eq(t.users.id, gone.id));
    for (const userIds of [[999_999], [gone.id], [lan, 999_999]]) {
      const res = await call('POST', `roles/user/enroll/${roleId}`, { userIds });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({ userIds: [MSG.roleUserInvalid] });
    }
    expect((await call('POST', `roles/user/enroll/${roleId}`, { userIds: [] })).json.errors).toEqual({ userIds: [MSG.roleUsersRequired] });
    expect((await call('POST', `roles/user/enroll/9999`, { userIds: [lan] })).status).toBe(404);
  });

  it('a change of permissions applies to the holders’ next request', async () => {
    const asLan = as(tokens.teacher);
    expect((await asLan('GET', 'roles')).status).toBe(403);
    const res = await call('PATCH', `roles/${roleId}`, { permissionIds: ids('school.view', 'role.view') });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ permissionIds: ids('school.view', 'role.view'), userCount: 1 });
    expect((await asLan('GET', 'roles')).status).toBe(200);
    const renamed = await call('PATCH', `roles/${roleId}`, { name: 'Xem trường học' });
    expect(renamed.json.data).toMatchObject({ name: 'Xem trường học', permissionIds: ids('school.view', 'role.view') });
  });

  it('turned off, its holders keep it but lose its permissions; turned on, they regain them', async () => {
    const asLan = as(tokens.teacher);
    const off = await call('POST', `roles/${roleId}/inactive`);
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ isActive: false, userCount: 1 });
    expect((await asLan('GET', 'schools')).status).toBe(403);
    expect((await asLan('GET', 'sessions/current')).json.data.systemRole).toEqual([]);
    expect((await call('POST', `roles/${roleId}/active`)).json.data.isActive).toBe(true);
    expect((await asLan('GET', 'schools')).status).toBe(200);
  });

  it('is deleted only once nobody holds it', async () => {
    const refused = await call('DELETE', `roles/${roleId}`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(MSG.systemRoleInUse.replace('{}', '1'));
    await call('POST', `roles/user/unenroll/${roleId}`, { userIds: [lan] });
    const done = await call('DELETE', `roles/${roleId}`);
    expect(done.status).toBe(200);
    expect((await call('GET', `roles/${roleId}`)).status).toBe(404);
    expect((await as(tokens.teacher)('GET', 'schools')).status).toBe(403);
  });
});

describe('role 22', () => {
  it('is neither deleted, turned off nor given fewer permissions; it may be renamed with all of them', async () => {
    const del = await call('DELETE', `roles/${SUPER_ADMIN_ROLE_ID}`);
    expect(del.status).toBe(422);
    expect(del.json.message).toBe(MSG.superRoleLocked);
    const off = await call('POST', `roles/${SUPER_ADMIN_ROLE_ID}/inactive`);
    expect(off.status).toBe(422);
    expect(off.json.message).toBe(MSG.superRoleLocked);
    const fewer = await call('PATCH', `roles/${SUPER_ADMIN_ROLE_ID}`, { permissionIds: ids('school.view') });
    expect(fewer.status).toBe(422);
    expect(fewer.json.errors).toEqual({ permissionIds: [MSG.superRoleLocked] });
    const renamed = await call('PATCH', `roles/${SUPER_ADMIN_ROLE_ID}`, { name: 'Quản trị viên hệ thống', permissionIds: SYSTEM_IDS });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ name: 'Quản trị viên hệ thống', isActive: true, permissionIds: SYSTEM_IDS });
    expect((await call('GET', 'schools')).status).toBe(200);
  });

  it('keeps at least one active holder: the last administrator cannot unenrol herself', async () => {
    const me = await userId(DEMO.systemAdmin);
    const alone = await call('POST', `roles/user/unenroll/${SUPER_ADMIN_ROLE_ID}`, { userIds: [me] });
    expect(alone.status).toBe(422);
    expect(alone.json.errors).toEqual({ userIds: [MSG.lastSuperAdmin] });
    // A second administrator whose account is deactivated does not count as the one left.
    const off = await newUser('qt.nghi@lophocso.vn');
    await call('POST', `roles/user/enroll/${SUPER_ADMIN_ROLE_ID}`, { userIds: [off.id] });
    await server.db.update(t.users).set({ isActive: false }).where(eq(t.users.id, off.id));
    expect((await call('POST', `roles/user/unenroll/${SUPER_ADMIN_ROLE_ID}`, { userIds: [me] })).status).toBe(422);

    const other = await newUser('qt.hai@lophocso.vn');
    expect((await as(other.token)('GET', 'roles')).status).toBe(403);
    await call('POST', `roles/user/enroll/${SUPER_ADMIN_ROLE_ID}`, { userIds: [other.id] });
    expect((await as(other.token)('GET', 'roles')).status).toBe(200);
    // Both at once would leave nobody.
    expect((await call('POST', `roles/user/unenroll/${SUPER_ADMIN_ROLE_ID}`, { userIds: [me, other.id] })).status).toBe(422);
    const handedOver = await as(other.token)('POST', `roles/user/unenroll/${SUPER_ADMIN_ROLE_ID}`, { userIds: [me] });
    expect(handedOver.status).toBe(200);
    expect((await call('GET', 'roles')).status).toBe(403);
    // And back, so the rest of the file runs as the demo administrator.
    await as(other.token)('POST', `roles/user/enroll/${SUPER_ADMIN_ROLE_ID}`, { userIds: [me] });
    expect((await call('GET', 'roles')).status).toBe(200);
  });
});

describe('a role manager who is not a super administrator', () => {
  let manager = { id: 0, token: '' };
  let managerRole = 0;

  beforeAll(async () => {
    manager = await newUser('quanly.vaitro@lophocso.vn');
    const res = await call('POST', 'roles', {
      name: 'Quản lý vai trò',
      permissionIds: ids('role.view', 'role.create', 'role.update', 'role.delete', 'school.view', 'subject.view'),
    });
    managerRole = res.json.data.id;
    await call('POST', `roles/user/enroll/${managerRole}`, { userIds: [manager.id] });
  });

  it('may not grant role management or what she lacks, touch her own role or role 22, or enrol anyone into them', async () => {
    const asManager = as(manager.token);
    const grant = await asManager('POST', 'roles', { name: 'Phó quản lý', permissionIds: ids('role.update') });
    expect(grant.status).toBe(403);
    expect(grant.json.message).toBe(SERVER_MSG.systemRoleGrantSuperOnly);
    const notHeld = await asManager('POST', 'roles', { name: 'Phó quản lý', permissionIds: ids('school.delete') });
    expect(notHeld.status).toBe(403);
    expect(notHeld.json.message).toBe(SERVER_MSG.roleGrantNotHeld);
    expect((await asManager('PATCH', `roles/${managerRole}`, { name: 'Của tôi' })).status).toBe(403);
    expect((await asManager('POST', `roles/user/enroll/${SUPER_ADMIN_ROLE_ID}`, { userIds: [manager.id] })).status).toBe(403);
    expect((await asManager('POST', `roles/${SUPER_ADMIN_ROLE_ID}/inactive`)).status).toBe(403);
    // Role 23 grants library permissions she lacks: enrolling herself would give her them.
    const library = await asManager('POST', 'roles/user/enroll/23', { userIds: [manager.id] });
    expect(library.status).toBe(403);
    expect(library.json.message).toBe(SERVER_MSG.roleGrantNotHeld);
    expect((await call('GET', 'roles/23')).json.data.userCount).toBe(0);
  });

  it('may make a role within what she holds and enrol people into it', async () => {
    const asManager = as(manager.token);
    const made = await asManager('POST', 'roles', { name: 'Xem môn học', permissionIds: ids('subject.view') });
    expect(made.status).toBe(201);
    const minh = await userId(DEMO.teacher2);
    expect((await asManager('POST', `roles/user/enroll/${made.json.data.id}`, { userIds: [minh] })).status).toBe(201);
    expect((await asManager('GET', `roles/user/${made.json.data.id}?scope=all&name=minh`)).status).toBe(200);
  });
});
