// Sign in, sign out and the session payload for every demo role, in and out of a school.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_PASSWORD, DEMO_SCHOOL_CODE, EXPIRED_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SUPER_ADMIN_ROLE_ID, hasPermission, permissionId } from '../../../src/shared/permissions.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
const schoolIds: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const s of await server.db.select().from(t.schools)) schoolIds[s.code] = s.id;
});
afterAll(() => server.close());

const schoolSession = async (email: string, code: string) =>
  server.call('GET', 's/sessions/current', { token: await server.login(email), school: schoolIds[code] });

describe('POST sessions', () => {
  it('signs in with the right password and answers the session with a token', async () => {
    const res = await server.call('POST', 'sessions', { body: { email: DEMO.teacher, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.data.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(res.json.data.user).toMatchObject({ email: DEMO.teacher, first_name: 'Thị Lan', last_name: 'Phạm', userType: 'teacher' });
    expect(res.json.data.school).toBeNull();
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const res = await server.call('POST', 'sessions', { body: { email: ` ${DEMO.teacher.toUpperCase()} `, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('answers 422 on the password field for a wrong password or an unknown email', async () => {
    for (const body of [
      { email: DEMO.teacher2, password: 'Sai@12345' },
      { email: 'khongco@lophocso.vn', password: DEMO_PASSWORD },
    ]) {
      const res = await server.call('POST', 'sessions', { body });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({ password: [MSG.loginFailed] });
      expect(res.json.message).toBe(MSG.loginFailed);
    }
  });

  it('names each missing field in Vietnamese', async () => {
    const res = await server.call('POST', 'sessions', { body: {} });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ email: [MSG.emailRequired], password: [MSG.passwordRequired] });
    const bad = await server.call('POST', 'sessions', { body: { email: 'khong-phai-email', password: 'x' } });
    expect(bad.json.errors).toEqual({ email: [MSG.emailInvalid] });
  });

  it('refuses a deactivated account with 403 once the password is right', async () => {
    await server.db.update(t.users).set({ isActive: false }).where(eq(t.users.email, 'hs30@nguyendu.edu.vn'));
    const res = await server.call('POST', 'sessions', { body: { email: 'hs30@nguyendu.edu.vn', password: DEMO_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(SERVER_MSG.accountInactive);
  });
});

describe('DELETE sessions/current', () => {
  it('revokes the token: it answers 401 afterwards, while another device stays signed in', async () => {
    const token = await server.login(DEMO.teacher2);
    const other = await server.login(DEMO.teacher2);
    expect((await server.call('DELETE', 'sessions/current', { token })).json).toEqual({ data: { ok: true } });
    const after = await server.call('GET', 'sessions/current', { token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe(MSG.unauthenticated);
    expect((await server.call('GET', 'sessions/current', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', 'sessions/current')).status).toBe(401);
    expect((await server.call('DELETE', 'sessions/current')).status).toBe(401);
  });
});

describe('GET sessions/current', () => {
  it('gives the system administrator super-admin grants and no school', async () => {
    const res = await server.call('GET', 'sessions/current', { token: await server.login(DEMO.systemAdmin) });
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.grants.superAdmin).toBe(true);
    expect(d.systemRole).toEqual([{ roleId: SUPER_ADMIN_ROLE_ID, systemPermissions: [] }]);
    expect(d).toMatchObject({ school: null, schoolRoleId: null, schoolRole: [], userSchools: [] });
    expect(d.user).toMatchObject({ schoolRoleId: null, schoolRole: null, userType: 'other' });
  });

  it('lists every active membership, the expired school included, and the usage totals', async () => {
    const d = (await server.call('GET', 'sessions/current', { token: await server.login(DEMO.teacher) })).json.data;
    expect(d.userSchools.map((s: { school: { id: number } }) => s.school.id).sort()).toEqual(
      [schoolIds[DEMO_SCHOOL_CODE], schoolIds[EXPIRED_SCHOOL_CODE]].sort(),
    );
    expect(d.grants).toEqual({ superAdmin: false, schoolAdmin: false, permissionIds: [] });
    expect(d.user.totalAvailableApiCall).toBe(d.user.scriptedCallLimit + d.user.unscriptedCallLimit);
    expect(d.user.totalUsedApiCall).toBe(0);
  });

  it('gives a newcomer no school', async () => {
    const d = (await server.call('GET', 'sessions/current', { token: await server.login(DEMO.newcomer) })).json.data;
    expect(d.userSchools).toEqual([]);
  });
});

describe('GET s/sessions/current', () => {
  it('makes the school administrator schoolRoleId 0 with every school permission', async () => {
    const res = await schoolSession(DEMO.schoolAdmin, DEMO_SCHOOL_CODE);
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.school).toEqual({ id: schoolIds[DEMO_SCHOOL_CODE], name: 'Trường THCS Nguyễn Du', code: DEMO_SCHOOL_CODE });
    expect(d.schoolRoleId).toBe(0);
    expect(d.user.schoolRoleId).toBe(0);
    expect(d.grants.schoolAdmin).toBe(true);
    expect(hasPermission(d.grants, 'join_request.approve')).toBe(true);
  });

  it('lets the super administrator act as school administrator in any school', async () => {
    const d = (await schoolSession(DEMO.systemAdmin, OTHER_SCHOOL_CODE)).json.data;
    expect(d.schoolRoleId).toBe(0);
    expect(d.grants.superAdmin).toBe(true);
    expect(d.school.code).toBe(OTHER_SCHOOL_CODE);
  });

  it('gives a teacher the teacher role and its permissions, school_group.view included', async () => {
    const d = (await schoolSession(DEMO.teacher, DEMO_SCHOOL_CODE)).json.data;
    expect(d.schoolRoleId).toBeGreaterThan(0);
    expect(d.user.schoolRole).toEqual({ id: d.schoolRoleId, name: 'Giáo viên' });
    expect(d.schoolRole).toHaveLength(1);
    expect(d.schoolRole[0].id).toBe(d.schoolRoleId);
    expect(d.schoolRole[0].schoolPermissions).toContainEqual({
      id: permissionId('school_group.view'),
      permissionId: permissionId('school_group.view'),
      group: { key: 'school_group' },
    });
    expect(d.grants.schoolAdmin).toBe(false);
    expect(hasPermission(d.grants, 'school_group.view')).toBe(true);
    expect(hasPermission(d.grants, 'join_request.approve')).toBe(false);
  });

  it('gives the principal the officer permissions', async () => {
    const d = (await schoolSession(DEMO.principal, DEMO_SCHOOL_CODE)).json.data;
    expect(d.user.schoolRole.name).toBe('Hiệu trưởng');
    expect(hasPermission(d.grants, 'join_request.approve')).toBe(true);
  });

  it('does not give a student school_group.view', async () => {
    const d = (await schoolSession(DEMO.student, DEMO_SCHOOL_CODE)).json.data;
    expect(d.user).toMatchObject({ userType: 'student', schoolRole: { name: 'Học sinh' } });
    expect(hasPermission(d.grants, 'school_group.view')).toBe(false);
    expect(hasPermission(d.grants, 'learning_group.view')).toBe(true);
  });

  it('answers 423 with the expiry message for the expired school', async () => {
    const res = await schoolSession(DEMO.teacher, EXPIRED_SCHOOL_CODE);
    expect(res.status).toBe(423);
    expect(res.json.message).toBe(MSG.schoolExpired);
  });

  it('answers 403 for a school the user does not belong to, or no school header', async () => {
    for (const [email, code] of [
      [DEMO.newcomer, DEMO_SCHOOL_CODE],
      [DEMO.student, OTHER_SCHOOL_CODE],
    ] as const) {
      const res = await schoolSession(email, code);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(MSG.forbidden);
    }
    const none = await server.call('GET', 's/sessions/current', { token: await server.login(DEMO.teacher) });
    expect(none.status).toBe(403);
  });
});
