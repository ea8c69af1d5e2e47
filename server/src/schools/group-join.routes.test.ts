// Joining a group through its link: the page's facts for each kind of visitor, a student's request (once, only as a
// student of the school, never into a locked group or a group she is in), the teachers' review (approve once, reject
// with a reason, only their own groups), and a student leaving with her work kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { GroupInvitation, GroupJoinRequest } from '../../../src/shared/schemas/group-join.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let schoolId = 0;
const tokens = { admin: '', lan: '', minh: '', hs13: '', hs14: '', hs20: '', newcomer: '' };
const ids = { a1: 0, a2: 0, otherGroup: 0, hs13: 0, hs14: 0, minh: 0 };
const student = (n: number) => `hs${String(n).padStart(2, '0')}@nguyendu.edu.vn`;

async function userId(email: string): Promise<number> {
  const [row] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login(DEMO.schoolAdmin);
  tokens.lan = await server.login(DEMO.teacher);
  tokens.minh = await server.login(DEMO.teacher2);
  tokens.hs13 = await server.login(student(13));
  tokens.hs14 = await server.login(student(14));
  tokens.hs20 = await server.login(student(20));
  tokens.newcomer = await server.login(DEMO.newcomer);
  const schools = await server.db.select().from(t.schools);
  schoolId = schools.find((s) => s.code === DEMO_SCHOOL_CODE)!.id;
  const otherSchoolId = schools.find((s) => s.code === OTHER_SCHOOL_CODE)!.id;
  const groups = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId));
  ids.a1 = groups.find((g) => g.name === 'Lớp 7A1')!.id;
  ids.a2 = groups.find((g) => g.name === 'Lớp 7A2')!.id;
  const [other] = await server.db.insert(t.schoolGroups).values({ schoolId: otherSchoolId, name: 'Lớp 10A' }).returning();
  ids.otherGroup = other!.id;
  ids.hs13 = await userId(student(13));
  ids.hs14 = await userId(student(14));
  ids.minh = await userId(DEMO.teacher2);
});
afterAll(() => server.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school: schoolId, body });
/** The public calls, sent as the join page sends them: no school header. */
const open = (who: Who, method: string, path: string) => server.call(method, path, { token: tokens[who] });
const invitation = async (who: Who, groupId = ids.a2): Promise<GroupInvitation> => {
  const res = await open(who, 'GET', `school_groups/${groupId}/invitation`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as GroupInvitation;
};
const requests = async (who: Who, query = ''): Promise<GroupJoinRequest[]> => {
  const res = await call(who, 'GET', `s/school_groups/${ids.a2}/requests${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as GroupJoinRequest[];
};
const pendingOf = async (userId: number) => (await requests('minh', '?status=pending')).find((r) => r.user.id === userId)!;

describe('GET school_groups/:id/invitation', () => {
  it('names the group, its school and its teachers, and where the caller stands', async () => {
    const page = await invitation('hs14');
    expect(page).toMatchObject({
      group: { id: ids.a2, name: 'Lớp 7A2', isLocked: false },
      school: { id: schoolId },
      teachers: [{ id: ids.minh, first_name: 'Văn Minh', last_name: 'Lê' }],
      state: 'open',
      memberRole: null,
      lastRejection: null,
    });
    expect(page.teachers[0]).not.toHaveProperty('email');
    expect((await invitation('hs20')).state).toBe('member');
    expect(await invitation('minh')).toMatchObject({ state: 'member', memberRole: 'teacher' });
    expect((await invitation('lan')).state).toBe('not_student');
    // Someone outside the school is told which school to join, not who teaches the class.
    expect(await invitation('newcomer')).toMatchObject({ state: 'not_in_school', teachers: [] });
  });

  it('an unknown group is 404; signed out is 401', async () => {
    expect((await open('hs14', 'GET', 'school_groups/999999/invitation')).status).toBe(404);
    expect((await server.call('GET', `school_groups/${ids.a2}/invitation`)).status).toBe(401);
  });
});

describe('POST school_groups/:id/join_request', () => {
  it('someone outside the school is sent to join it first; staff may not ask; a member need not', async () => {
    const outside = await open('newcomer', 'POST', `school_groups/${ids.a2}/join_request`);
    expect(outside.status).toBe(403);
    expect(outside.json.message).toMatch(/^Bạn chưa là học sinh của trường .+Tham gia trường học/);
    const foreign = await open('hs14', 'POST', `school_groups/${ids.otherGroup}/join_request`);
    expect(foreign.status).toBe(403);
    const staff = await open('lan', 'POST', `school_groups/${ids.a2}/join_request`);
    expect(staff.status).toBe(403);
    expect(staff.json.message).toBe(MSG.groupJoinStudentsOnly);
    const member = await open('hs20', 'POST', `school_groups/${ids.a2}/join_request`);
    expect(member.status).toBe(422);
    expect(member.json.message).toBe(MSG.groupJoinAlreadyMember);
    expect((await open('hs14', 'POST', 'school_groups/999999/join_request')).status).toBe(404);
  });

  it('makes one pending request, answered again on a second call, and tells the group’s teachers', async () => {
    const first = await open('hs14', 'POST', `school_groups/${ids.a2}/join_request`);
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ groupId: ids.a2, status: 'pending' });
    const [again, racing] = await Promise.all([
      open('hs14', 'POST', `school_groups/${ids.a2}/join_request`),
      open('hs14', 'POST', `school_groups/${ids.a2}/join_request`),
    ]);
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(racing.json.data.id).toBe(first.json.data.id);
    expect((await invitation('hs14')).state).toBe('pending');
    const rows = await server.db
      .select()
      .from(t.groupJoinRequests)
      .where(and(eq(t.groupJoinRequests.groupId, ids.a2), eq(t.groupJoinRequests.userId, ids.hs14)));
    expect(rows).toHaveLength(1);
    const notes = await server.db.select().from(t.notifications).where(eq(t.notifications.userId, ids.minh));
    const note = notes.find((n) => JSON.parse(n.metadata).type === 'groupJoinRequest');
    expect(note?.content).toBe(SERVER_MSG.groupJoinNotifyTeachers);
    expect(JSON.parse(note!.metadata)).toMatchObject({ groupId: ids.a2, groupName: 'Lớp 7A2' });
  });

  it('a locked group takes no request and no approval', async () => {
    expect((await call('minh', 'PATCH', `s/school_groups/${ids.a2}/lock`)).status).toBe(200);
    const refused = await open('hs13', 'POST', `school_groups/${ids.a2}/join_request`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(MSG.groupLocked);
    expect((await invitation('hs13')).state).toBe('locked');
    const pending = await pendingOf(ids.hs14);
    const approve = await call('minh', 'POST', `s/school_groups/${ids.a2}/requests/${pending.id}/approve`);
    expect(approve.status).toBe(422);
    expect(approve.json.message).toBe(MSG.groupLocked);
    expect((await call('minh', 'PATCH', `s/school_groups/${ids.a2}/unlock`)).status).toBe(200);
  });
});

describe('the group’s requests, reviewed', () => {
  it('its teacher and the school’s administrator list them; another group’s teacher and a student may not', async () => {
    const list = await requests('minh');
    expect(list[0]).toMatchObject({ status: 'pending', user: { id: ids.hs14, email: student(14) }, decidedBy: null });
    expect((await requests('admin')).map((r) => r.id)).toEqual(list.map((r) => r.id));
    const lan = await call('lan', 'GET', `s/school_groups/${ids.a2}/requests`);
    expect(lan.status).toBe(403);
    expect((await call('lan', 'POST', `s/school_groups/${ids.a2}/requests/${list[0]!.id}/approve`)).status).toBe(403);
    expect((await call('lan', 'POST', `s/school_groups/${ids.a2}/requests/${list[0]!.id}/reject`, { reason: 'Không' })).status).toBe(403);
    expect((await call('hs20', 'GET', `s/school_groups/${ids.a2}/requests`)).status).toBe(403);
  });

  it('another school’s group, or a request of another group, is not found', async () => {
    expect((await call('admin', 'GET', `s/school_groups/${ids.otherGroup}/requests`)).status).toBe(404);
    const pending = await pendingOf(ids.hs14);
    expect((await call('admin', 'POST', `s/school_groups/${ids.a1}/requests/${pending.id}/approve`)).status).toBe(404);
    expect((await pendingOf(ids.hs14)).status).toBe('pending');
  });

  it('a rejection needs a reason, which the student then reads; she may ask again', async () => {
    expect((await open('hs13', 'POST', `school_groups/${ids.a2}/join_request`)).status).toBe(201);
    const pending = await pendingOf(ids.hs13);
    const bare = await call('minh', 'POST', `s/school_groups/${ids.a2}/requests/${pending.id}/reject`, { reason: '   ' });
    expect(bare.status).toBe(422);
    expect(bare.json.errors).toEqual({ reason: [MSG.reasonRequired] });
    const rejected = await call('minh', 'POST', `s/school_groups/${ids.a2}/requests/${pending.id}/reject`, { reason: 'Em học lớp 7A1' });
    expect(rejected.status).toBe(200);
    expect(rejected.json.data).toMatchObject({ status: 'rejected', reason: 'Em học lớp 7A1', decidedBy: { id: ids.minh } });
    const twice = await call('minh', 'POST', `s/school_groups/${ids.a2}/requests/${pending.id}/reject`, { reason: 'Lần nữa' });
    expect(twice.status).toBe(422);
    expect(twice.json.message).toBe(MSG.requestHandled);
    const page = await invitation('hs13');
    expect(page).toMatchObject({ state: 'open', lastRejection: { reason: 'Em học lớp 7A1' } });
    expect((await open('hs13', 'POST', `school_groups/${ids.a2}/join_request`)).status).toBe(201);
    expect((await invitation('hs13')).lastRejection).toBeNull();
  });

  it('approving adds the student once, however many clicks', async () => {
    const pending = await pendingOf(ids.hs14);
    const url = `s/school_groups/${ids.a2}/requests/${pending.id}/approve`;
    const [a, b] = await Promise.all([call('minh', 'POST', url), call('minh', 'POST', url)]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const done = a.status === 200 ? a : b;
    expect(done.json.data).toMatchObject({ status: 'approved', decidedBy: { id: ids.minh } });
    expect((await call('minh', 'POST', url)).json.message).toBe(MSG.requestHandled);
    expect(await invitation('hs14')).toMatchObject({ state: 'member', memberRole: 'student' });
    const mine = await call('hs14', 'GET', 's/personal/learning_groups');
    expect(mine.json.data.map((g: { id: number }) => g.id)).toContain(ids.a2);
    const again = await open('hs14', 'POST', `school_groups/${ids.a2}/join_request`);
    expect(again.status).toBe(422);
  });
});

describe('POST s/personal/learning_groups/:id/leave', () => {
  it('a student leaves the group; her attempts stay', async () => {
    const [assignment] = await server.db.select().from(t.examAssignments).where(eq(t.examAssignments.groupId, ids.a2)).limit(1);
    const [attempt] = await server.db
      .insert(t.userExams)
      .values({ examId: assignment!.examId, groupId: ids.a2, userId: ids.hs14, durationSeconds: 600, deadline: new Date(Date.now() + 600_000) })
      .returning();
    const res = await call('hs14', 'POST', `s/personal/learning_groups/${ids.a2}/leave`);
    expect(res.status).toBe(200);
    expect((await call('hs14', 'GET', `s/personal/learning_groups/${ids.a2}`)).status).toBe(403);
    const [kept] = await server.db.select().from(t.userExams).where(eq(t.userExams.id, attempt!.id));
    expect(kept).toBeDefined();
    expect((await invitation('hs14')).state).toBe('open');
    expect((await call('hs14', 'POST', `s/personal/learning_groups/${ids.a2}/leave`)).status).toBe(403);
  });

  it('a teacher does not leave this way; another school’s group is not found', async () => {
    expect((await call('minh', 'POST', `s/personal/learning_groups/${ids.a2}/leave`)).status).toBe(403);
    expect((await call('hs20', 'POST', `s/personal/learning_groups/${ids.otherGroup}/leave`)).status).toBe(404);
  });
});
