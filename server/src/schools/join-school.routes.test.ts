// Joining a school by request: the newcomer asks, the school approves or rejects, the membership follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, EXPIRED_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let schoolId: number;
let newcomer = '';
let admin = '';
let principal = '';

beforeAll(async () => {
  server = await startTestServer();
  newcomer = await server.login(DEMO.newcomer);
  admin = await server.login(DEMO.schoolAdmin);
  principal = await server.login(DEMO.principal);
  const [school] = await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  schoolId = school!.id;
});
afterAll(() => server.close());

const send = (token: string, body: unknown) => server.call('POST', 'join_school_requests', { token, body });

describe('POST join_school_requests', () => {
  it('answers 422 per missing field with the spec messages', async () => {
    const res = await send(newcomer, {});
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ schoolCode: [MSG.schoolCodeRequired], roleType: [MSG.roleTypeRequired] });
    const blank = await send(newcomer, { schoolCode: '  ', roleType: 'janitor' });
    expect(blank.json.errors).toEqual({ schoolCode: [MSG.schoolCodeRequired], roleType: [MSG.roleTypeRequired] });
  });

  it('answers 404 for an unknown or expired school code', async () => {
    for (const code of ['KHONGCO', EXPIRED_SCHOOL_CODE]) {
      const res = await send(newcomer, { schoolCode: code, roleType: 'teacher' });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(MSG.schoolNotFound);
    }
  });

  it('refuses a member with validateSchool', async () => {
    const res = await send(principal, { schoolCode: DEMO_SCHOOL_CODE, roleType: 'teacher' });
    expect(res.status).toBe(422);
    expect(res.json.errors.validateSchool).toEqual([MSG.alreadyMember]);
  });

  it('creates a pending request (code is case-insensitive), then refuses a second one', async () => {
    const res = await send(newcomer, { schoolCode: DEMO_SCHOOL_CODE.toLowerCase(), roleType: 'teacher' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: expect.any(Number), status: 'pending' });
    const again = await send(newcomer, { schoolCode: DEMO_SCHOOL_CODE, roleType: 'officer' });
    expect(again.status).toBe(422);
    expect(again.json.errors.validateAlreadyRequested).toEqual([MSG.alreadyRequested]);
  });

  it('lists the requester’s own waiting request with its school, and nobody else’s', async () => {
    const mine = await server.call('GET', 'join_school_requests', { token: newcomer });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toEqual([
      {
        id: expect.any(Number),
        school: { id: schoolId, name: 'Trường THCS Nguyễn Du' },
        roleType: 'teacher',
        status: 'pending',
        reason: null,
        createdAt: expect.any(String),
      },
    ]);
    expect((await server.call('GET', 'join_school_requests', { token: principal })).json.data).toEqual([]);
    expect((await server.call('GET', 'join_school_requests', {})).status).toBe(401);
  });
});

describe('school side of join requests', () => {
  it('lists the pending request with the user, filtered by status and accent-insensitive name', async () => {
    const res = await server.call('GET', 's/join_school_requests?status=pending&name=dinh thu', { token: admin, school: schoolId });
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 1, page: 1, perPage: 12 });
    expect(res.json.data[0]).toMatchObject({
      status: 'pending',
      roleType: 'teacher',
      user: { first_name: 'Thu Trang', last_name: 'Đinh', email: DEMO.newcomer },
    });
    const none = await server.call('GET', 's/join_school_requests?status=rejected', { token: admin, school: schoolId });
    expect(none.json.data).toEqual([]);
    const bad = await server.call('GET', 's/join_school_requests?status=unknown', { token: admin, school: schoolId });
    expect(bad.status).toBe(422);
  });

  it('rejecting needs a reason', async () => {
    const [req] = await server.db.select().from(t.joinSchoolRequests).where(eq(t.joinSchoolRequests.status, 'pending'));
    const res = await server.call('POST', `s/join_school_requests/${req!.id}/reject`, { token: admin, school: schoolId, body: { reason: ' ' } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ reason: [MSG.reasonRequired] });
  });

  it('approving makes the newcomer a teacher with the Giáo viên role, once', async () => {
    const [req] = await server.db.select().from(t.joinSchoolRequests).where(eq(t.joinSchoolRequests.status, 'pending'));
    const res = await server.call('POST', `s/join_school_requests/${req!.id}/approve`, { token: principal, school: schoolId });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('approved');
    const [member] = await server.db
      .select()
      .from(t.schoolMembers)
      .innerJoin(t.schoolRoles, eq(t.schoolRoles.id, t.schoolMembers.schoolRoleId))
      .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, req!.userId)));
    expect(member?.school_members.position).toBe('teacher');
    expect(member?.school_roles.name).toBe('Giáo viên');
    const twice = await server.call('POST', `s/join_school_requests/${req!.id}/approve`, { token: admin, school: schoolId });
    expect(twice.status).toBe(422);
    expect(twice.json.errors.status).toEqual([MSG.requestHandled]);
    const shortcuts = await server.call('GET', 'shortcuts', { token: newcomer });
    expect(shortcuts.json.data.userSchools.map((s: { school: { id: number } }) => s.school.id)).toContain(schoolId);
  });

  it('a supervisor request becomes an administrator only when an administrator approves it', async () => {
    const sent = await send(newcomer, { schoolCode: OTHER_SCHOOL_CODE, roleType: 'supervisor' });
    const [other] = await server.db.select().from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
    const sysadmin = await server.login(DEMO.systemAdmin);
    const res = await server.call('POST', `s/join_school_requests/${sent.json.data.id}/approve`, { token: sysadmin, school: other!.id, body: {} });
    expect(res.status).toBe(200);
    const [member] = await server.db
      .select()
      .from(t.schoolMembers)
      .where(and(eq(t.schoolMembers.schoolId, other!.id), eq(t.schoolMembers.userId, res.json.data.user.id)));
    expect(member).toMatchObject({ position: 'supervisor', schoolRoleId: null });
  });

  it('a principal may not approve a request into the administrator role', async () => {
    const stranger = await server.db
      .insert(t.users)
      .values({ email: 'moi@lophocso.vn', passwordHash: 'x', firstName: 'Mới', lastName: 'Người', userType: 'teacher' })
      .returning();
    const [req] = await server.db.insert(t.joinSchoolRequests).values({ schoolId, userId: stranger[0]!.id, roleType: 'supervisor' }).returning();
    const res = await server.call('POST', `s/join_school_requests/${req!.id}/approve`, { token: principal, school: schoolId });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(SERVER_MSG.adminOnly);
    const withRole = await server.call('POST', `s/join_school_requests/${req!.id}/approve`, { token: principal, school: schoolId, body: { roleId: 0 } });
    expect(withRole.status).toBe(403);
    const rejected = await server.call('POST', `s/join_school_requests/${req!.id}/reject`, {
      token: principal,
      school: schoolId,
      body: { reason: 'Không phải nhân sự của trường' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.data).toMatchObject({ status: 'rejected', reason: 'Không phải nhân sự của trường' });
  });

  it('a role of another school is refused', async () => {
    const [foreignRole] = await server.db
      .select()
      .from(t.schoolRoles)
      .where(eq(t.schoolRoles.position, 'teacher'))
      .orderBy(t.schoolRoles.id)
      .offset(1)
      .limit(1);
    const [req] = await server.db
      .insert(t.joinSchoolRequests)
      .values({ schoolId, userId: (await server.db.select().from(t.users).where(eq(t.users.email, 'moi@lophocso.vn')))[0]!.id, roleType: 'teacher' })
      .returning();
    const res = await server.call('POST', `s/join_school_requests/${req!.id}/approve`, { token: admin, school: schoolId, body: { roleId: foreignRole!.id } });
    expect(res.status).toBe(422);
    expect(res.json.errors.roleId).toEqual([MSG.roleInvalid]);
  });
});
