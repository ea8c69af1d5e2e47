// The school adds, edits, locks and removes its teachers and students: new accounts get a set-password link, existing
// accounts keep their details, a moved student keeps their work, a locked member loses the school, nobody locks
// themselves, and other schools' people are never revealed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { studentEmail } from '../exams/test-support.ts';
import { permissionId, type PermissionKey } from '../../../src/shared/permissions.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let schoolId = 0;
let otherSchoolId = 0;
let admin = '';
let principal = '';
const groups = { a1: 0, a2: 0 };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.schoolAdmin);
  principal = await server.login(DEMO.principal);
  const schools = await server.db.select().from(t.schools);
  schoolId = schools.find((s) => s.code === DEMO_SCHOOL_CODE)!.id;
  otherSchoolId = schools.find((s) => s.code === OTHER_SCHOOL_CODE)!.id;
  const rows = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));
  groups.a1 = rows.find((g) => g.name === 'Lớp 7A1')!.id;
  groups.a2 = rows.find((g) => g.name === 'Lớp 7A2')!.id;
});
afterAll(() => server.close());

const as = (token: string) => (method: string, path: string, body?: unknown) => server.call(method, path, { token, school: schoolId, body });
const call = (method: string, path: string, body?: unknown) => as(admin)(method, path, body);

async function userId(email: string): Promise<number> {
  const [row] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return row!.id;
}

/** A teacher of the other school only, with a membership there. */
async function otherSchoolTeacher(email: string): Promise<number> {
  const [user] = await server.db
    .insert(t.users)
    .values({ email, passwordHash: 'x', firstName: 'Văn Cũ', lastName: 'Hoàng', userType: 'teacher', phone: '0911111111' })
    .returning();
  await server.db.insert(t.schoolMembers).values({ schoolId: otherSchoolId, userId: user!.id, position: 'teacher', schoolRoleId: null });
  return user!.id;
}

const person = (email: string, extra: Record<string, unknown> = {}) => ({ last_name: 'Đỗ', first_name: 'Thị Mai', email, ...extra });

describe('POST s/teachers and s/students', () => {
  it('creates a new teacher account and mails a link that sets its password', async () => {
    const before = server.mailer.sent.length;
    const res = await call(
      'POST',
      's/teachers',
      person('GV.Mai@nguyendu.edu.vn', { phone: '0901 234 567', gender: 0, birthday: '1990-05-01', position: 'teacher' }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      id: expect.any(Number),
      first_name: 'Thị Mai',
      last_name: 'Đỗ',
      email: 'gv.mai@nguyendu.edu.vn',
      phone: '0901234567',
      gender: 0,
      birthday: '1990-05-01',
      position: 'teacher',
      schoolRoleId: expect.any(Number),
      isActive: true,
      groups: [],
      sharedAccount: false,
    });
    const [user] = await server.db.select().from(t.users).where(eq(t.users.id, res.json.data.id));
    expect(user!.userType).toBe('teacher');
    const mails = server.mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('gv.mai@nguyendu.edu.vn');
    expect(mails[0]!.subject).toBe('Tài khoản Lớp học số của bạn tại Trường THCS Nguyễn Du');
    const token = /\/new-password\?token=([^\s]+)/.exec(mails[0]!.text)![1]!;
    expect(mails[0]!.text).toContain('http://lms.test/new-password?token=');
    // Nobody can sign in before the link is used; after it, the new password works.
    const signIn = await server.call('POST', 'sessions', { body: { email: 'gv.mai@nguyendu.edu.vn', password: user!.passwordHash } });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    const check = await server.call('GET', `passwords/new?token=${token}`);
    expect(check.json.data).toEqual({ email: 'gv.mai@nguyendu.edu.vn' });
    const set = await server.call('POST', 'passwords', {
      body: { token: decodeURIComponent(token), password: 'MatKhau@2026', passwordConfirmation: 'MatKhau@2026' },
    });
    expect(set.status).toBe(200);
    const mai = await server.login('gv.mai@nguyendu.edu.vn', 'MatKhau@2026');
    expect((await server.call('GET', 's/sessions/current', { token: mai, school: schoolId })).status).toBe(200);
  });

  it("adds another school's teacher without touching the account's details, and without a mail", async () => {
    const id = await otherSchoolTeacher('gv.cu@leloi.edu.vn');
    const before = server.mailer.sent.length;
    const res = await call('POST', 's/teachers', person('gv.cu@leloi.edu.vn', { phone: '0988888888', position: 'officer' }));
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ id, first_name: 'Văn Cũ', last_name: 'Hoàng', phone: '0911111111', position: 'officer', sharedAccount: true });
    const [officer] = await server.db
      .select()
      .from(t.schoolRoles)
      .where(and(eq(t.schoolRoles.schoolId, schoolId), eq(t.schoolRoles.position, 'officer')));
    expect(res.json.data.schoolRoleId).toBe(officer!.id);
    expect(server.mailer.sent.length).toBe(before);
  });

  it('creates a student into a class', async () => {
    const res = await call('POST', 's/students', person('hs.moi@nguyendu.edu.vn', { group_id: groups.a2, position: 'supervisor', school_role_id: 0 }));
    expect(res.status).toBe(201);
    // position and school_role_id are a teacher's: a student is always a student.
    const [studentRole] = await server.db
      .select()
      .from(t.schoolRoles)
      .where(and(eq(t.schoolRoles.schoolId, schoolId), eq(t.schoolRoles.position, 'student')));
    expect(res.json.data).toMatchObject({ position: 'student', schoolRoleId: studentRole!.id, groups: [{ id: groups.a2, name: 'Lớp 7A2' }] });
    const rows = await server.db.select().from(t.groupMembers).where(eq(t.groupMembers.userId, res.json.data.id));
    expect(rows).toEqual([{ groupId: groups.a2, userId: res.json.data.id, role: 'student' }]);
    const [user] = await server.db.select().from(t.users).where(eq(t.users.id, res.json.data.id));
    expect(user!.userType).toBe('student');
    expect((await call('GET', `s/students?name=hs.moi`)).json.data).toHaveLength(1);
  });

  it('refuses a member already in the school, a bad phone, a missing position, a class of no one', async () => {
    const dup = await call('POST', 's/students', person(DEMO.student.toUpperCase()));
    expect(dup.status).toBe(422);
    expect(dup.json.errors.email).toEqual([MSG.memberEmailExists]);
    const phone = await call('POST', 's/students', person('hs.x@nguyendu.edu.vn', { phone: '12ab' }));
    expect(phone.status).toBe(422);
    expect(phone.json.errors.phone).toEqual([MSG.phoneInvalid]);
    const noPosition = await call('POST', 's/teachers', person('gv.x@nguyendu.edu.vn'));
    expect(noPosition.status).toBe(422);
    expect(noPosition.json.errors).toEqual({ position: [MSG.positionInvalid] });
    const badRole = await call('POST', 's/teachers', person('gv.x@nguyendu.edu.vn', { position: 'teacher', school_role_id: 999999 }));
    expect(badRole.json.errors).toEqual({ school_role_id: [MSG.roleInvalid] });
    const badClass = await call('POST', 's/students', person('hs.x@nguyendu.edu.vn', { group_id: 999999 }));
    expect(badClass.status).toBe(422);
    expect(badClass.json.errors).toEqual({ group_id: [MSG.classInvalid] });
    // Nothing of the refused calls was kept.
    expect(
      await server.db
        .select()
        .from(t.users)
        .where(inArray(t.users.email, ['hs.x@nguyendu.edu.vn', 'gv.x@nguyendu.edu.vn'])),
    ).toEqual([]);
  });

  it('is refused to a teacher without the permission, and an administrator is made only by an administrator', async () => {
    const teacher = await server.login(DEMO.teacher);
    expect((await as(teacher)('POST', 's/students', person('hs.y@nguyendu.edu.vn'))).status).toBe(403);
    const supervisor = await as(principal)('POST', 's/teachers', person('gv.y@nguyendu.edu.vn', { position: 'supervisor' }));
    expect(supervisor.status).toBe(403);
    expect(supervisor.json.message).toBe(SERVER_MSG.adminOnly);
    expect((await as(principal)('POST', 's/teachers', person('gv.y@nguyendu.edu.vn', { position: 'teacher' }))).status).toBe(201);
  });
});

describe('GET and PATCH s/teachers/:id and s/students/:id', () => {
  it("answers 404 for another school's user and for the wrong kind", async () => {
    const stranger = await otherSchoolTeacher('gv.la@leloi.edu.vn');
    expect((await call('GET', `s/teachers/${stranger}`)).status).toBe(404);
    expect((await call('PATCH', `s/teachers/${stranger}`, person('gv.la@leloi.edu.vn', { position: 'teacher' }))).status).toBe(404);
    expect((await call('PATCH', `s/users/${stranger}/inactive`)).status).toBe(404);
    expect((await call('DELETE', `s/users/${stranger}`)).status).toBe(404);
    expect((await call('POST', `s/users/${stranger}/reset_password`)).status).toBe(404);
    const lan = await userId(DEMO.teacher);
    expect((await call('GET', `s/students/${lan}`)).status).toBe(404);
    const res = await call('GET', `s/teachers/${lan}`);
    expect(res.json.data).toMatchObject({ id: lan, email: DEMO.teacher, groups: [{ id: groups.a1, name: 'Lớp 7A1' }], sharedAccount: true });
  });

  it("edits a teacher's details and role, but not a shared account's email", async () => {
    const minh = await userId(DEMO.teacher2);
    const res = await call('PATCH', `s/teachers/${minh}`, {
      last_name: 'Lê',
      first_name: 'Văn Minh Mới',
      email: 'GV.MINH2@nguyendu.edu.vn',
      phone: '0933 333 333',
      position: 'officer',
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ first_name: 'Văn Minh Mới', email: 'gv.minh2@nguyendu.edu.vn', phone: '0933333333', position: 'officer', gender: 1 });
    // Same email, another case: not a change.
    expect((await call('PATCH', `s/teachers/${minh}`, { last_name: 'Lê', first_name: 'Văn Minh', email: 'Gv.Minh2@nguyendu.edu.vn' })).status).toBe(200);
    const taken = await call('PATCH', `s/teachers/${minh}`, { last_name: 'Lê', first_name: 'Văn Minh', email: DEMO.principal });
    expect(taken.json.errors).toEqual({ email: [MSG.emailTaken] });
    const shared = await call('PATCH', `s/teachers/${await userId('gv.cu@leloi.edu.vn')}`, person('gv.cu.moi@leloi.edu.vn'));
    expect(shared.status).toBe(422);
    expect(shared.json.errors).toEqual({ email: [SERVER_MSG.memberEmailShared] });
  });

  it('keeps callers from changing their own role and principals from touching an administrator', async () => {
    const self = await call('PATCH', `s/teachers/${await userId(DEMO.schoolAdmin)}`, {
      last_name: 'Trịnh',
      first_name: 'Quốc Bảo',
      email: DEMO.schoolAdmin,
      position: 'teacher',
    });
    expect(self.status).toBe(422);
    expect(self.json.errors).toEqual({ position: [SERVER_MSG.memberNotYourself] });
    // The same role again is no change.
    const same = await call('PATCH', `s/teachers/${await userId(DEMO.schoolAdmin)}`, {
      last_name: 'Trịnh',
      first_name: 'Quốc Bảo',
      email: DEMO.schoolAdmin,
      position: 'supervisor',
      school_role_id: 0,
    });
    expect(same.status).toBe(200);
    const lan = await userId(DEMO.teacher);
    expect((await as(principal)('PATCH', `s/teachers/${lan}`, person(DEMO.teacher, { school_role_id: 0 }))).status).toBe(403);
    const adminId = await userId(DEMO.schoolAdmin);
    expect((await as(principal)('PATCH', `s/teachers/${adminId}`, person(DEMO.schoolAdmin, { position: 'teacher' }))).status).toBe(403);
    expect((await as(principal)('PATCH', `s/users/${adminId}/inactive`)).status).toBe(403);
  });

  it('lets a principal choose only a role whose permissions she holds, and never one that manages roles', async () => {
    const lan = await userId(DEMO.teacher);
    const roleWith = async (name: string, keys: PermissionKey[]) => {
      const [role] = await server.db.insert(t.schoolRoles).values({ schoolId, name }).returning();
      await server.db.insert(t.schoolRolePermissions).values(keys.map((k) => ({ roleId: role!.id, permissionId: permissionId(k) })));
      return role!.id;
    };
    const manager = await roleWith('Quản lý vai trò', ['school_role.view', 'school_role.update']);
    const refused = await as(principal)('PATCH', `s/teachers/${lan}`, person(DEMO.teacher, { position: 'teacher', school_role_id: manager }));
    expect(refused.status).toBe(403);
    expect(refused.json.messages).toEqual([SERVER_MSG.roleGrantAdminOnly]);
    const modest = await roleWith('Xem học sinh', ['school_student.view']);
    expect((await as(principal)('PATCH', `s/teachers/${lan}`, person(DEMO.teacher, { position: 'teacher', school_role_id: modest }))).status).toBe(200);
    // An administrator may choose any.
    expect((await call('PATCH', `s/teachers/${lan}`, person(DEMO.teacher, { position: 'teacher', school_role_id: manager }))).status).toBe(200);
    expect((await call('PATCH', `s/teachers/${lan}`, person(DEMO.teacher, { position: 'teacher', school_role_id: null }))).status).toBe(200);
  });

  it('moves a student to another class and keeps their results', async () => {
    const an = await userId(DEMO.student);
    const attempts = async () => (await server.db.select({ n: count() }).from(t.userExams).where(eq(t.userExams.userId, an)))[0]!.n;
    const before = await attempts();
    expect(before).toBeGreaterThan(0);
    const res = await call('PATCH', `s/students/${an}`, { last_name: 'Nguyễn', first_name: 'An', email: DEMO.student, group_id: groups.a2 });
    expect(res.status).toBe(200);
    expect(res.json.data.groups).toEqual([{ id: groups.a2, name: 'Lớp 7A2' }]);
    expect(await attempts()).toBe(before);
    expect(await server.db.select().from(t.groupMembers).where(eq(t.groupMembers.userId, an))).toEqual([{ groupId: groups.a2, userId: an, role: 'student' }]);
    const bad = await call('PATCH', `s/students/${an}`, { last_name: 'Nguyễn', first_name: 'An', email: DEMO.student, group_id: 999999 });
    expect(bad.json.errors).toEqual({ group_id: [MSG.classInvalid] });
    const none = await call('PATCH', `s/students/${an}`, { last_name: 'Nguyễn', first_name: 'An', email: DEMO.student, group_id: null });
    expect(none.json.data.groups).toEqual([]);
  });

  it('puts nobody new into a locked class, and keeps a student in the locked class she is in', async () => {
    const an = await userId(DEMO.student);
    const body = (group_id: number | null) => ({ last_name: 'Nguyễn', first_name: 'An', email: DEMO.student, group_id });
    expect((await call('PATCH', `s/students/${an}`, body(groups.a1))).status).toBe(200);
    await server.db
      .update(t.schoolGroups)
      .set({ isLocked: true })
      .where(inArray(t.schoolGroups.id, [groups.a1, groups.a2]));
    try {
      expect((await call('PATCH', `s/students/${an}`, body(groups.a1))).status).toBe(200);
      const moved = await call('PATCH', `s/students/${an}`, body(groups.a2));
      expect(moved.json.errors).toEqual({ group_id: [MSG.groupLocked] });
      const added = await call('POST', 's/students', person('hs.khoa@nguyendu.edu.vn', { group_id: groups.a2 }));
      expect(added.json.errors).toEqual({ group_id: [MSG.groupLocked] });
    } finally {
      await server.db
        .update(t.schoolGroups)
        .set({ isLocked: false })
        .where(inArray(t.schoolGroups.id, [groups.a1, groups.a2]));
    }
  });
});

describe('s/users: active, inactive, delete, reset_password', () => {
  it('locks a member out of the school and lets them back in', async () => {
    const minh = await userId('gv.minh2@nguyendu.edu.vn');
    const token = await server.login('gv.minh2@nguyendu.edu.vn');
    const session = () => server.call('GET', 's/sessions/current', { token, school: schoolId });
    expect((await session()).status).toBe(200);
    const off = await call('PATCH', `s/users/${minh}/inactive`);
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ id: minh, isActive: false });
    const refused = await session();
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(MSG.memberLockedInSchool);
    // Still listed, as locked, so they can be unlocked.
    expect((await call('GET', `s/teachers/${minh}`)).json.data.isActive).toBe(false);
    const on = await call('PATCH', `s/users/${minh}/active`);
    expect(on.json.data.isActive).toBe(true);
    expect((await session()).status).toBe(200);
  });

  it('refuses to lock or remove oneself', async () => {
    const me = await userId(DEMO.schoolAdmin);
    const res = await call('PATCH', `s/users/${me}/inactive`);
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ id: [SERVER_MSG.memberNotYourself] });
    expect((await call('DELETE', `s/users/${me}`)).json.errors).toEqual({ id: [SERVER_MSG.memberNotYourself] });
  });

  it("checks the permission for the member's kind", async () => {
    const teacher = await server.login(DEMO.teacher);
    const binh = await userId('hs02@nguyendu.edu.vn');
    expect((await as(teacher)('PATCH', `s/users/${binh}/inactive`)).status).toBe(403);
    // The principal may edit members but not remove them.
    expect((await as(principal)('DELETE', `s/users/${binh}`)).status).toBe(403);
    expect((await as(principal)('PATCH', `s/users/${binh}/inactive`)).status).toBe(200);
    expect((await as(principal)('PATCH', `s/users/${binh}/active`)).status).toBe(200);
  });

  it('removes a member from the school and its groups, keeping the account and its work', async () => {
    const binh = await userId('hs02@nguyendu.edu.vn');
    const attempts = (await server.db.select({ n: count() }).from(t.userExams).where(eq(t.userExams.userId, binh)))[0]!.n;
    const res = await call('DELETE', `s/users/${binh}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id: binh });
    expect(await server.db.select().from(t.schoolMembers).where(eq(t.schoolMembers.userId, binh))).toEqual([]);
    expect(await server.db.select().from(t.groupMembers).where(eq(t.groupMembers.userId, binh))).toEqual([]);
    expect(await server.db.select().from(t.users).where(eq(t.users.id, binh))).toHaveLength(1);
    expect((await server.db.select({ n: count() }).from(t.userExams).where(eq(t.userExams.userId, binh)))[0]!.n).toBe(attempts);
    expect((await call('GET', `s/students/${binh}`)).status).toBe(404);
    // They can be added back; the account keeps its names.
    const back = await call('POST', 's/students', person('hs02@nguyendu.edu.vn', { group_id: groups.a1 }));
    expect(back.status).toBe(201);
    expect(back.json.data).toMatchObject({ id: binh, last_name: 'Trần', first_name: 'Bình', groups: [{ id: groups.a1, name: 'Lớp 7A1' }] });
  });

  it("mails a password reset link to the member's address", async () => {
    const chi = await userId('hs03@nguyendu.edu.vn');
    const before = server.mailer.sent.length;
    const res = await as(principal)('POST', `s/users/${chi}/reset_password`);
    expect(res.status).toBe(202);
    expect(res.json.data).toEqual({ sent: true });
    const mails = server.mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('hs03@nguyendu.edu.vn');
    expect(mails[0]!.text).toContain('http://lms.test/new-password?token=');
  });
});

describe('POST s/users/bulk', () => {
  it('locks, unlocks, moves and removes several students at once, all or none', async () => {
    const ids = [await userId(studentEmail(6)), await userId(studentEmail(7))];
    const lock = await call('POST', 's/users/bulk', { action: 'inactive', ids });
    expect(lock.json.data).toEqual({ count: 2 });
    const rows = await server.db
      .select({ isActive: t.schoolMembers.isActive })
      .from(t.schoolMembers)
      .where(and(eq(t.schoolMembers.schoolId, schoolId), inArray(t.schoolMembers.userId, ids)));
    expect(rows.map((r) => r.isActive)).toEqual([false, false]);
    expect((await call('POST', 's/users/bulk', { action: 'active', ids })).status).toBe(200);
    const moved = await call('POST', 's/users/bulk', { action: 'class', ids, group_id: groups.a2 });
    expect(moved.status).toBe(200);
    const inA2 = await server.db
      .select()
      .from(t.groupMembers)
      .where(and(eq(t.groupMembers.groupId, groups.a2), inArray(t.groupMembers.userId, ids)));
    expect(inA2).toHaveLength(2);
    // One the caller may not touch (herself) refuses the whole request.
    const withSelf = await call('POST', 's/users/bulk', { action: 'remove', ids: [...ids, await userId(DEMO.schoolAdmin)] });
    expect(withSelf.status).toBe(422);
    expect(
      await server.db
        .select()
        .from(t.schoolMembers)
        .where(and(eq(t.schoolMembers.schoolId, schoolId), inArray(t.schoolMembers.userId, ids))),
    ).toHaveLength(2);
    // A teacher cannot be moved to a class; another school's person is not found.
    expect((await call('POST', 's/users/bulk', { action: 'class', ids: [await userId(DEMO.teacher)], group_id: groups.a1 })).status).toBe(422);
    expect((await call('POST', 's/users/bulk', { action: 'inactive', ids: [await otherSchoolTeacher('bulk.khac@truongkhac.edu.vn')] })).status).toBe(404);
    const removed = await call('POST', 's/users/bulk', { action: 'remove', ids });
    expect(removed.status).toBe(200);
    expect(
      await server.db
        .select()
        .from(t.schoolMembers)
        .where(and(eq(t.schoolMembers.schoolId, schoolId), inArray(t.schoolMembers.userId, ids))),
    ).toHaveLength(0);
  });

  it('is refused to a teacher', async () => {
    const teacher = await server.login(DEMO.teacher);
    expect((await as(teacher)('POST', 's/users/bulk', { action: 'inactive', ids: [await userId(studentEmail(8))] })).status).toBe(403);
  });
});
