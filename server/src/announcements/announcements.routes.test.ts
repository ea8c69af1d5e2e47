// Group announcements: a teacher of the group posts one (bad input refused per field, a replay posts once), its
// students read it on the group and their home and are notified; only its author deletes it; nobody else posts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examWorld, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import type { Announcement } from '../../../src/shared/announcement.ts';
import { MSG } from '../../../src/shared/messages.ts';

let server: TestServer;
let world: ExamWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

const call = async (method: string, path: string, email: string, body?: unknown, key = randomUUID()) =>
  server.call(method, path, { token: await tokenFor(server, email), school: world.schoolId, body, headers: { 'Idempotency-Key': key } });

describe('group announcements', () => {
  it('refuses an empty text and a link that is not a web address, naming the field', async () => {
    const res = await call('POST', `s/school_groups/${world.groups.a1}/announcements`, DEMO.teacher, { body: '   ', link: 'javascript:alert(1)' });
    expect(res.status).toBe(422);
    expect(res.json.errors.body).toEqual([MSG.announcementRequired]);
    expect(res.json.errors.link).toEqual([MSG.announcementLinkInvalid]);
  });

  it('is posted once, reaches the group page, the home and the bell of every student of the group', async () => {
    const key = randomUUID();
    const body = { body: 'Thứ Sáu lớp mình kiểm tra 15 phút Unit 3, các em ôn kĩ phần từ vựng nhé.', link: 'https://example.edu.vn/on-tap-unit-3' };
    const first = await call('POST', `s/school_groups/${world.groups.a1}/announcements`, DEMO.teacher, body, key);
    expect(first.status).toBe(201);
    const again = await call('POST', `s/school_groups/${world.groups.a1}/announcements`, DEMO.teacher, body, key);
    expect(again.json.data.id).toBe(first.json.data.id);
    const posted = first.json.data as Announcement;
    expect(posted).toMatchObject({ group: { name: 'Lớp 7A1' }, link: body.link, isMine: true, author: { first_name: 'Thị Lan' } });

    const student = studentEmail(4);
    const onGroup = (await call('GET', `s/personal/learning_groups/${world.groups.a1}/announcements`, student)).json.data as Announcement[];
    // Newest first, after the demo school's own.
    expect(onGroup[0]).toMatchObject({ id: posted.id, isMine: false });
    const onHome = (await call('GET', 's/personal/announcements', student)).json.data as Announcement[];
    expect(onHome[0]!.body).toBe(body.body);
    expect(onHome.every((a) => a.group.name === 'Lớp 7A1')).toBe(true);
    const bell = (await call('GET', 'notification/user/page', student)).json.data.result as { content: string; metadata: string }[];
    const notices = bell.filter((n) => JSON.parse(n.metadata).type === 'announcement');
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!.metadata)).toMatchObject({ groupId: world.groups.a1, params: ['Lớp 7A1', expect.stringMatching(/^Thứ Sáu lớp mình/)] });
    // Another group's students see nothing of it.
    const elsewhere = (await call('GET', 's/personal/announcements', studentEmail(20))).json.data as Announcement[];
    expect(elsewhere.map((a) => a.id)).not.toContain(posted.id);
    expect((await call('GET', `s/personal/learning_groups/${world.groups.a1}/announcements`, studentEmail(20))).status).toBe(403);
  });

  it('is posted by the group teachers only, and deleted by its author only', async () => {
    const other = await call('POST', `s/school_groups/${world.groups.a1}/announcements`, DEMO.teacher2, { body: 'Không phải nhóm của tôi' });
    expect(other.status).toBe(403);
    const student = await call('POST', `s/school_groups/${world.groups.a1}/announcements`, studentEmail(5), { body: 'Em đăng thử' });
    expect(student.status).toBe(403);
    const posted = (await call('POST', `s/school_groups/${world.groups.a1}/announcements`, DEMO.teacher, { body: 'Nhớ mang sách bài tập.' })).json
      .data as Announcement;
    expect((await call('DELETE', `s/announcements/${posted.id}`, DEMO.principal)).status).toBe(403);
    expect((await call('DELETE', `s/announcements/${posted.id}`, DEMO.teacher)).status).toBe(200);
    expect((await call('DELETE', `s/announcements/${posted.id}`, DEMO.teacher)).status).toBe(404);
    const list = (await call('GET', `s/school_groups/${world.groups.a1}/announcements`, DEMO.principal)).json;
    expect(list.canPost).toBe(false);
    expect((list.data as Announcement[]).map((a) => a.body)).not.toContain('Nhớ mang sách bài tập.');
    expect((await call('GET', `s/school_groups/${world.groups.a1}/announcements`, DEMO.teacher)).json.canPost).toBe(true);
  });
});
