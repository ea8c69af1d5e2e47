// The school creates, edits, locks and deletes its teaching groups and picks their members: a teacher manages only the
// groups she teaches, a locked group takes nobody new, a group with work is never deleted, removing a student keeps
// their work, and other schools' groups and people are never reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { GroupMember, SchoolGroupDetail } from '../../../src/shared/schemas/school-group.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let schoolId = 0;
let otherSchoolId = 0;
const tokens = { admin: '', teacher: '', teacher2: '', student: '' };
const ids = { lan: 0, minh: 0, principal: 0, a1: 0, a2: 0, grade6: 0, math: 0, otherGroup: 0, otherTeacher: 0, otherStudent: 0 };
const student = (n: number) => `hs${String(n).padStart(2, '0')}@nguyendu.edu.vn`;

async function userId(email: string): Promise<number> {
  const [row] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login(DEMO.schoolAdmin);
  tokens.teacher = await server.login(DEMO.teacher);
  tokens.teacher2 = await server.login(DEMO.teacher2);
  tokens.student = await server.login(DEMO.student);
  const schools = await server.db.select().from(t.schools);
  schoolId = schools.find((s) => s.code === DEMO_SCHOOL_CODE)!.id;
  otherSchoolId = schools.find((s) => s.code === OTHER_SCHOOL_CODE)!.id;
  const groups = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));
  ids.a1 = groups.find((g) => g.name === 'Lớp 7A1')!.id;
  ids.a2 = groups.find((g) => g.name === 'Lớp 7A2')!.id;
  ids.lan = await userId(DEMO.teacher);
  ids.minh = await userId(DEMO.teacher2);
  ids.principal = await userId(DEMO.principal);
  ids.grade6 = (await server.db.select().from(t.grades)).find((g) => g.level === 6)!.id;
  ids.math = (await server.db.select().from(t.subjects)).find((s) => s.name === 'Toán')!.id;
  const [other] = await server.db.insert(t.schoolGroups).values({ schoolId: otherSchoolId, name: 'Lớp 10A' }).returning();
  ids.otherGroup = other!.id;
  const [teacher, pupil] = await server.db
    .insert(t.users)
    .values([
      { email: 'gv.khac@leloi.edu.vn', passwordHash: 'x', firstName: 'Khác', lastName: 'Trần', userType: 'teacher' },
      { email: 'hs.khac@leloi.edu.vn', passwordHash: 'x', firstName: 'Khác', lastName: 'Lê', userType: 'student' },
    ])
    .returning();
  await server.db.insert(t.schoolMembers).values([
    { schoolId: otherSchoolId, userId: teacher!.id, position: 'teacher', schoolRoleId: null },
    { schoolId: otherSchoolId, userId: pupil!.id, position: 'student', schoolRoleId: null },
  ]);
  ids.otherTeacher = teacher!.id;
  ids.otherStudent = pupil!.id;
});
afterAll(() => server.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school: schoolId, body });
const teacherIdsOf = (g: SchoolGroupDetail) => g.teachers.map((x) => x.id).sort((a, b) => a - b);

async function create(who: Who, body: Record<string, unknown>): Promise<SchoolGroupDetail> {
  const res = await call(who, 'POST', 's/school_groups', body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as SchoolGroupDetail;
}

describe('POST s/school_groups', () => {
  it('a teacher creates a group she then teaches, listed among her groups', async () => {
    const group = await create('teacher', { name: '  Lớp 6A1 ', gradeId: ids.grade6, subjectId: ids.math });
    expect(group).toMatchObject({
      name: 'Lớp 6A1',
      grade: { id: ids.grade6, name: 'Khối 6' },
      subject: { id: ids.math, name: 'Toán' },
      isLocked: false,
      studentCount: 0,
      teachers: [{ id: ids.lan, first_name: 'Thị Lan', last_name: 'Phạm', email: DEMO.teacher }],
      may: { update: true, delete: true },
    });
    const mine = await call('teacher', 'GET', 's/school_groups');
    expect((mine.json.data as { name: string }[]).map((g) => g.name)).toContain('Lớp 6A1');
    const [row] = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.id, group.id));
    expect(row).toMatchObject({ schoolId, createdBy: ids.lan });
  });

  it('an administrator names its teachers, and must name one', async () => {
    const none = await call('admin', 'POST', 's/school_groups', { name: 'Lớp 6A2' });
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual({ teacherIds: [MSG.groupTeacherRequired] });
    const group = await create('admin', { name: 'Lớp 6A2', teacherIds: [ids.minh, ids.lan, ids.minh] });
    expect(teacherIdsOf(group)).toEqual([ids.lan, ids.minh].sort((a, b) => a - b));
    expect(group.grade).toBeNull();
  });

  it('refuses a name the school already has (whatever its case), a grade or subject of no one, students and strangers as teachers', async () => {
    const dup = await call('admin', 'POST', 's/school_groups', { name: 'LỚP 7a1', teacherIds: [ids.lan] });
    expect(dup.status).toBe(422);
    expect(dup.json.errors).toEqual({ name: [MSG.groupNameExists] });
    const empty = await call('admin', 'POST', 's/school_groups', { name: '   ', teacherIds: [ids.lan] });
    expect(empty.json.errors).toEqual({ name: [MSG.groupNameRequired] });
    const grade = await call('admin', 'POST', 's/school_groups', { name: 'Lớp X', gradeId: 999999, teacherIds: [ids.lan] });
    expect(grade.json.errors).toEqual({ gradeId: [MSG.groupGradeInvalid] });
    const subject = await call('admin', 'POST', 's/school_groups', { name: 'Lớp X', subjectId: 999999, teacherIds: [ids.lan] });
    expect(subject.json.errors).toEqual({ subjectId: [MSG.groupSubjectInvalid] });
    for (const teacherId of [await userId(DEMO.student), ids.otherTeacher]) {
      const res = await call('admin', 'POST', 's/school_groups', { name: 'Lớp X', teacherIds: [teacherId] });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({ teacherIds: [MSG.groupTeacherInvalid] });
    }
    expect(await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.name, 'Lớp X'))).toEqual([]);
  });

  it('is refused to a student', async () => {
    const res = await call('student', 'POST', 's/school_groups', { name: 'Lớp của em' });
    expect(res.status).toBe(403);
  });
});

describe('PATCH s/school_groups/:id', () => {
  it('an administrator edits any group: name, grade, subject and its teachers replaced', async () => {
    const group = await create('admin', { name: 'Lớp 6B', teacherIds: [ids.lan] });
    const res = await call('admin', 'PATCH', `s/school_groups/${group.id}`, {
      name: 'Lớp 6B1',
      gradeId: ids.grade6,
      subjectId: ids.math,
      teacherIds: [ids.minh, ids.principal],
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: 'Lớp 6B1', grade: { id: ids.grade6 }, subject: { id: ids.math } });
    expect(teacherIdsOf(res.json.data)).toEqual([ids.minh, ids.principal].sort((a, b) => a - b));
    // Left out: kept. null: cleared.
    const cleared = await call('admin', 'PATCH', `s/school_groups/${group.id}`, { gradeId: null });
    expect(cleared.json.data).toMatchObject({ name: 'Lớp 6B1', grade: null, subject: { id: ids.math } });
    // Its own name again (another case) is not a duplicate.
    expect((await call('admin', 'PATCH', `s/school_groups/${group.id}`, { name: 'LỚP 6B1' })).status).toBe(200);
  });

  it("a teacher edits the groups she teaches, never another's, and never drops herself or every teacher", async () => {
    const own = await call('teacher', 'PATCH', `s/school_groups/${ids.a1}`, { subjectId: ids.math });
    expect(own.status).toBe(200);
    const others = await call('teacher', 'PATCH', `s/school_groups/${ids.a2}`, { name: 'Lớp của Lan' });
    expect(others.status).toBe(403);
    const [a2] = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.id, ids.a2));
    expect(a2!.name).toBe('Lớp 7A2');
    const drop = await call('teacher', 'PATCH', `s/school_groups/${ids.a1}`, { teacherIds: [ids.minh] });
    expect(drop.status).toBe(422);
    expect(drop.json.errors).toEqual({ teacherIds: [SERVER_MSG.groupKeepYourself] });
    const none = await call('admin', 'PATCH', `s/school_groups/${ids.a1}`, { teacherIds: [] });
    expect(none.json.errors).toEqual({ teacherIds: [MSG.groupTeacherRequired] });
    const dup = await call('teacher', 'PATCH', `s/school_groups/${ids.a1}`, { name: 'lớp 7a2' });
    expect(dup.json.errors).toEqual({ name: [MSG.groupNameExists] });
  });

  it("another school's group is not found", async () => {
    for (const [method, path] of [
      ['PATCH', `s/school_groups/${ids.otherGroup}`],
      ['PATCH', `s/school_groups/${ids.otherGroup}/lock`],
      ['DELETE', `s/school_groups/${ids.otherGroup}`],
      ['GET', `s/school_groups/${ids.otherGroup}/users`],
      ['POST', `s/school_groups/${ids.otherGroup}/users`],
    ] as const) {
      const body = method === 'GET' ? undefined : { name: 'Lớp của trường khác', userIds: [ids.otherStudent], role: 'student' };
      const res = await call('admin', method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [other] = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.id, ids.otherGroup));
    expect(other).toMatchObject({ name: 'Lớp 10A', isLocked: false });
  });
});

describe('members: GET, POST and DELETE s/school_groups/:id/users', () => {
  it('adds students of the school and lists them, searched without diacritics', async () => {
    const group = await create('teacher', { name: 'CLB Tiếng Anh' });
    const add = await call('teacher', 'POST', `s/school_groups/${group.id}/users`, {
      userIds: [await userId(student(28)), await userId(student(29))],
      role: 'student',
    });
    expect(add.status).toBe(201);
    expect(add.json.data).toEqual({ added: 2 });
    // Adding someone already there changes nothing.
    const again = await call('teacher', 'POST', `s/school_groups/${group.id}/users`, { userIds: [await userId(student(28))], role: 'student' });
    expect(again.json.data).toEqual({ added: 0 });
    const list = await call('teacher', 'GET', `s/school_groups/${group.id}/users?perPage=2`);
    expect(list.status).toBe(200);
    expect(list.json.pagination).toEqual({ total: 3, page: 1, perPage: 2 });
    const members = list.json.data as GroupMember[];
    expect(members[0]).toEqual({ id: ids.lan, first_name: 'Thị Lan', last_name: 'Phạm', email: DEMO.teacher, role: 'teacher', isActive: true });
    expect(members[1]).toMatchObject({ role: 'student' });
    const search = await call('teacher', 'GET', `s/school_groups/${group.id}/users?name=duong%20thao`);
    expect((search.json.data as GroupMember[]).map((m) => m.email)).toEqual([student(29)]);
    const students = await call('teacher', 'GET', `s/school_groups/${group.id}/users?role=student`);
    expect(students.json.pagination.total).toBe(2);
    expect((await call('teacher', 'GET', `s/school_groups/${group.id}`)).json.data.studentCount).toBe(2);
  });

  it('refuses the wrong kind of member, another school’s, an inactive one, and a teacher who does not teach the group', async () => {
    const group = await create('admin', { name: 'Lớp 8A', teacherIds: [ids.minh] });
    const add = (who: Who, userIds: number[], role: string) => call(who, 'POST', `s/school_groups/${group.id}/users`, { userIds, role });
    const teacherAsStudent = await add('admin', [ids.lan], 'student');
    expect(teacherAsStudent.status).toBe(422);
    expect(teacherAsStudent.json.errors).toEqual({ userIds: [SERVER_MSG.groupStudentInvalid] });
    const studentAsTeacher = await add('admin', [await userId(student(27))], 'teacher');
    expect(studentAsTeacher.json.errors).toEqual({ userIds: [MSG.groupTeacherInvalid] });
    const stranger = await add('admin', [await userId(student(27)), ids.otherStudent], 'student');
    expect(stranger.json.errors).toEqual({ userIds: [SERVER_MSG.groupStudentInvalid] });
    const hs30 = await userId(student(30));
    await server.db
      .update(t.schoolMembers)
      .set({ isActive: false })
      .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, hs30)));
    expect((await add('admin', [hs30], 'student')).json.errors).toEqual({ userIds: [SERVER_MSG.groupStudentInvalid] });
    expect((await add('admin', [], 'student')).json.errors).toEqual({ userIds: [MSG.groupMembersRequired] });
    expect((await add('admin', [hs30], 'parent')).json.errors).toEqual({ role: [MSG.groupRoleInvalid] });
    expect((await add('teacher', [await userId(student(27))], 'student')).status).toBe(403);
    expect((await call('teacher', 'DELETE', `s/school_groups/${group.id}/users/${ids.minh}`)).status).toBe(403);
    const rows = await server.db.select().from(t.groupMembers).where(eq(t.groupMembers.groupId, group.id));
    expect(rows).toEqual([{ groupId: group.id, userId: ids.minh, role: 'teacher' }]);
    // An administrator adds a second teacher the same way.
    expect((await add('admin', [ids.lan], 'teacher')).status).toBe(201);
  });

  it('removes a student and keeps their work; never the last teacher, nor the caller herself', async () => {
    const group = await create('admin', { name: 'Lớp 8B', teacherIds: [ids.lan] });
    const hs26 = await userId(student(26));
    await call('admin', 'POST', `s/school_groups/${group.id}/users`, { userIds: [hs26], role: 'student' });
    await server.db.insert(t.comments).values({ schoolId, groupId: group.id, studentId: hs26, authorId: ids.lan, content: 'Em làm tốt' });
    const res = await call('teacher', 'DELETE', `s/school_groups/${group.id}/users/${hs26}`);
    expect(res.status).toBe(200);
    expect(await server.db.select().from(t.groupMembers).where(eq(t.groupMembers.groupId, group.id))).toEqual([
      { groupId: group.id, userId: ids.lan, role: 'teacher' },
    ]);
    expect(await server.db.select().from(t.comments).where(eq(t.comments.studentId, hs26))).toHaveLength(1);
    const gone = await call('teacher', 'DELETE', `s/school_groups/${group.id}/users/${hs26}`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(SERVER_MSG.groupNotMember);
    const self = await call('teacher', 'DELETE', `s/school_groups/${group.id}/users/${ids.lan}`);
    expect(self.json.errors).toEqual({ userId: [SERVER_MSG.groupKeepYourself] });
    const last = await call('admin', 'DELETE', `s/school_groups/${group.id}/users/${ids.lan}`);
    expect(last.status).toBe(422);
    expect(last.json.errors).toEqual({ userId: [SERVER_MSG.groupLastTeacher] });
  });
});

describe('lock and unlock', () => {
  it('a locked group takes nobody new but keeps its students, its work and its edits; unlocked it takes them again', async () => {
    const group = await create('teacher', { name: 'Lớp 9A' });
    const hs25 = await userId(student(25));
    await call('teacher', 'POST', `s/school_groups/${group.id}/users`, { userIds: [hs25], role: 'student' });
    const lock = await call('teacher', 'PATCH', `s/school_groups/${group.id}/lock`);
    expect(lock.status).toBe(200);
    expect(lock.json.data).toMatchObject({ isLocked: true, studentCount: 1 });
    const add = await call('teacher', 'POST', `s/school_groups/${group.id}/users`, { userIds: [await userId(student(24))], role: 'student' });
    expect(add.status).toBe(422);
    expect(add.json.message).toBe(MSG.groupLocked);
    const teacher = await call('admin', 'PATCH', `s/school_groups/${group.id}`, { teacherIds: [ids.lan, ids.minh] });
    expect(teacher.json.errors).toEqual({ teacherIds: [MSG.groupLocked] });
    expect((await call('teacher', 'PATCH', `s/school_groups/${group.id}`, { name: 'Lớp 9A (cũ)' })).status).toBe(200);
    // Its student still sees it among her groups.
    const hs25Token = await server.login(student(25));
    const mine = await server.call('GET', 's/personal/learning_groups', { token: hs25Token, school: schoolId });
    expect(JSON.stringify(mine.json.data)).toContain('Lớp 9A (cũ)');
    expect((await call('teacher2', 'PATCH', `s/school_groups/${group.id}/unlock`)).status).toBe(403);
    const unlock = await call('teacher', 'PATCH', `s/school_groups/${group.id}/unlock`);
    expect(unlock.json.data.isLocked).toBe(false);
    const again = await call('teacher', 'POST', `s/school_groups/${group.id}/users`, { userIds: [await userId(student(24))], role: 'student' });
    expect(again.status).toBe(201);
  });
});

describe('DELETE s/school_groups/:id', () => {
  it('refuses a group with work, saying which, and deletes it once empty of work, with its member rows', async () => {
    const group = await create('teacher', { name: 'Lớp 9B' });
    const hs23 = await userId(student(23));
    await call('teacher', 'POST', `s/school_groups/${group.id}/users`, { userIds: [hs23], role: 'student' });
    await server.db.insert(t.groupAnnouncements).values({ schoolId, groupId: group.id, authorId: ids.lan, body: 'Mai kiểm tra 15 phút' });
    await server.db.insert(t.comments).values({ schoolId, groupId: group.id, studentId: hs23, authorId: ids.lan, content: 'Cố gắng hơn' });
    const refused = await call('teacher', 'DELETE', `s/school_groups/${group.id}`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(MSG.groupHasWork.replace('{}', 'thông báo, nhận xét'));
    expect(await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.id, group.id))).toHaveLength(1);
    // The seeded class has exams, attempts, missions, coursewares and announcements.
    const seeded = await call('admin', 'DELETE', `s/school_groups/${ids.a1}`);
    expect(seeded.status).toBe(422);
    expect(seeded.json.message).toContain('đề thi được giao');
    expect((await call('teacher', 'DELETE', `s/school_groups/${ids.a2}`)).status).toBe(403);

    await server.db.delete(t.groupAnnouncements).where(eq(t.groupAnnouncements.groupId, group.id));
    await server.db.delete(t.comments).where(eq(t.comments.groupId, group.id));
    const res = await call('teacher', 'DELETE', `s/school_groups/${group.id}`);
    expect(res.status).toBe(200);
    expect(await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.id, group.id))).toEqual([]);
    expect(await server.db.select().from(t.groupMembers).where(eq(t.groupMembers.groupId, group.id))).toEqual([]);
    expect((await call('teacher', 'GET', `s/school_groups/${group.id}`)).status).toBe(404);
  });

  it('is refused to a student', async () => {
    expect((await call('student', 'DELETE', `s/school_groups/${ids.a1}`)).status).toBe(403);
    expect((await call('student', 'GET', `s/school_groups/${ids.a1}/users`)).status).toBe(403);
  });
});
