// Users' feedback: anyone signed in sends one (checked per field, once per Idempotency-Key, at most ten an hour, filed
// under the school they are in) and reads their own; the system administrators list, filter and search them, change
// the status and reply, the reply reaching the author alone as a notification; everyone else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, demoCallers, studentEmail, tokenFor } from '../exams/test-support.ts';
import * as t from '../db/schema.ts';
import { EXPIRED_SCHOOL_CODE } from '../seed.ts';
import { permissionId } from '../../../src/shared/permissions.ts';
import { MSG } from '../../../src/shared/messages.ts';
import {
  FEEDBACK_HOURLY_LIMIT,
  FEEDBACK_MSG,
  FEEDBACK_REPLY_NOTICE,
  type FeedbackDetail,
  type FeedbackListPage,
  type MyFeedback,
} from '../../../src/shared/feedback.ts';

let server: TestServer;
let tokens: Record<string, string>;
let schoolId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ tokens, schoolId } = await demoCallers(server));
});
afterAll(() => server.close());

const good = { kind: 'bug', subject: 'Nút Nộp bài bị che', message: 'Trên máy tính bảng, nút Nộp bài bị bàn phím che mất.', contactPhone: '0912 345 678' };

const send = (token: string, body: unknown, opts: { school?: number; key?: string } = {}) =>
  server.call('POST', 'feedbacks', {
    token,
    body,
    school: opts.school,
    headers: { 'Idempotency-Key': opts.key ?? randomUUID(), 'User-Agent': 'Vitest tablet' },
  });

const admin = (method: string, path: string, body?: unknown, token = tokens.systemAdmin!) => server.call(method, path, { token, body });

async function userId(email: string) {
  const [u] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return u!.id;
}

async function replyNotices(email: string) {
  const res = await server.call('GET', 'notification/user/page', { token: await tokenFor(server, email) });
  return (res.json.data.result as { content: string; metadata: string }[]).filter((n) => JSON.parse(n.metadata).type === 'feedbackReply');
}

describe('sending feedback', () => {
  it('files it with the page, the app version, the browser and the school the sender is in', async () => {
    const res = await send(tokens.teacher!, { ...good, pageUrl: `/${schoolId}/school-group?tab=1`, appVersion: '0.1.0 (2026-05-01)' }, { school: schoolId });
    expect(res.status).toBe(201);
    const mine = res.json.data as MyFeedback;
    expect(mine).toMatchObject({ kind: 'bug', subject: good.subject, status: 'new', reply: null });
    const detail = (await admin('GET', `a/feedbacks/${mine.id}`)).json.data as FeedbackDetail;
    expect(detail).toMatchObject({
      contactPhone: '0912345678',
      pageUrl: `/${schoolId}/school-group?tab=1`,
      appVersion: '0.1.0 (2026-05-01)',
      userAgent: 'Vitest tablet',
      school: { id: schoolId, name: 'Trường THCS Nguyễn Du' },
      author: { email: DEMO.teacher, first_name: 'Thị Lan' },
    });
  });

  it('records the only school of a sender who named none, none for someone in several or in none, never a school they are not in', async () => {
    const student = await send(await tokenFor(server, studentEmail(3)), good);
    expect((await admin('GET', `a/feedbacks/${student.json.data.id}`)).json.data.school).toMatchObject({ id: schoolId });
    // The first teacher teaches at the demo school and the expired one.
    const [expired] = await server.db.select().from(t.schools).where(eq(t.schools.code, EXPIRED_SCHOOL_CODE));
    const twoSchools = await send(tokens.teacher!, good);
    expect((await admin('GET', `a/feedbacks/${twoSchools.json.data.id}`)).json.data.school).toBeNull();
    const fromExpired = await send(tokens.teacher!, good, { school: expired!.id });
    expect((await admin('GET', `a/feedbacks/${fromExpired.json.data.id}`)).json.data.school).toMatchObject({ id: expired!.id });
    const newcomer = await send(tokens.newcomer!, good, { school: schoolId });
    expect((await admin('GET', `a/feedbacks/${newcomer.json.data.id}`)).json.data.school).toBeNull();
  });

  it('refuses bad input field by field, in Vietnamese, and drops an automatic address that is not a page of the app', async () => {
    const res = await send(tokens.principal!, { kind: 'complaint', subject: '   ', message: '', contactPhone: '12ab' });
    expect(res.status).toBe(422);
    expect(res.json.errors).toMatchObject({
      kind: [FEEDBACK_MSG.kindInvalid],
      subject: [FEEDBACK_MSG.subjectRequired],
      message: [FEEDBACK_MSG.messageRequired],
      contactPhone: [MSG.phoneInvalid],
    });
    const long = await send(tokens.principal!, { ...good, subject: 'x'.repeat(151), message: 'y'.repeat(4001) });
    expect(long.json.errors).toMatchObject({ subject: [FEEDBACK_MSG.subjectTooLong], message: [FEEDBACK_MSG.messageTooLong] });
    const foreign = await send(tokens.principal!, { ...good, pageUrl: 'https://evil.example/x', appVersion: 42 });
    expect(foreign.status).toBe(201);
    expect((await admin('GET', `a/feedbacks/${foreign.json.data.id}`)).json.data).toMatchObject({ pageUrl: null, appVersion: null });
    expect((await server.call('POST', 'feedbacks', { token: tokens.principal, body: good })).status).toBe(422);
    expect((await server.call('POST', 'feedbacks', { body: good, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(401);
  });

  it('is filed once however often the same request is replayed', async () => {
    const key = randomUUID();
    const token = await tokenFor(server, studentEmail(4));
    const first = await send(token, good, { key });
    const again = await send(token, good, { key });
    expect(again.json.data.id).toBe(first.json.data.id);
    const mine = (await server.call('GET', 'feedbacks/mine', { token })).json.data as MyFeedback[];
    expect(mine.filter((f) => f.subject === good.subject)).toHaveLength(1);
  });

  it(`refuses the ${FEEDBACK_HOURLY_LIMIT + 1}th within an hour with a Vietnamese message, and counts only the last hour`, async () => {
    const token = await tokenFor(server, studentEmail(8));
    const id = await userId(studentEmail(8));
    // Sent long ago: not counted.
    await server.db.insert(t.feedbacks).values({ userId: id, kind: 'bug', subject: 'Cũ', message: 'Cũ', createdAt: new Date(Date.now() - 2 * 3600_000) });
    for (let i = 0; i < FEEDBACK_HOURLY_LIMIT; i++) expect((await send(token, { ...good, subject: `Lần ${i + 1}` })).status).toBe(201);
    const refused = await send(token, { ...good, subject: 'Lần thừa' });
    expect(refused.status).toBe(429);
    expect(refused.json.messages).toEqual([FEEDBACK_MSG.tooMany]);
    // Someone else is not held back by it.
    expect((await send(await tokenFor(server, studentEmail(9)), good)).status).toBe(201);
  });

  it('shows a sender their own only, newest first', async () => {
    const token = await tokenFor(server, studentEmail(10));
    await send(token, { ...good, subject: 'Thứ nhất' });
    await send(token, { ...good, subject: 'Thứ hai', kind: 'question' });
    const mine = (await server.call('GET', 'feedbacks/mine', { token })).json.data as MyFeedback[];
    expect(mine.map((f) => f.subject)).toEqual(['Thứ hai', 'Thứ nhất']);
  });
});

describe("the system administrators' list", () => {
  it('lists the seeded feedback newest first, with counts per status', async () => {
    const res = await admin('GET', 'a/feedbacks?perPage=100');
    expect(res.status).toBe(200);
    const page = res.json as FeedbackListPage;
    const times = page.data.map((f) => Date.parse(f.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data.map((f) => f.subject)).toEqual(
      expect.arrayContaining(['Không nghe được âm thanh bài nghe Unit 2', 'Gia hạn hợp đồng sử dụng cho trường']),
    );
    expect(page.counts.done).toBeGreaterThanOrEqual(1);
    expect(page.counts.in_progress).toBeGreaterThanOrEqual(1);
    expect(page.counts.new + page.counts.in_progress + page.counts.done).toBe(page.pagination.total);
  });

  it('filters by status and kind, and searches subject, message, sender and school without accents', async () => {
    const done = (await admin('GET', 'a/feedbacks?status=done')).json as FeedbackListPage;
    expect(done.data.every((f) => f.status === 'done')).toBe(true);
    expect(done.data.map((f) => f.subject)).toContain('Gia hạn hợp đồng sử dụng cho trường');
    const questions = (await admin('GET', 'a/feedbacks?kind=question')).json as FeedbackListPage;
    expect(questions.data.length).toBeGreaterThan(0);
    expect(questions.data.every((f) => f.kind === 'question')).toBe(true);
    const bySubject = (await admin('GET', `a/feedbacks?q=${encodeURIComponent('khong nghe duoc')}`)).json as FeedbackListPage;
    expect(bySubject.data.map((f) => f.subject)).toEqual(['Không nghe được âm thanh bài nghe Unit 2']);
    const byMessage = (await admin('GET', `a/feedbacks?q=${encodeURIComponent('DU LIEU bai giang')}`)).json as FeedbackListPage;
    expect(byMessage.data.map((f) => f.subject)).toEqual(['Gia hạn hợp đồng sử dụng cho trường']);
    const bySender = (await admin('GET', `a/feedbacks?q=${encodeURIComponent('dinh thu trang')}`)).json as FeedbackListPage;
    expect(bySender.data.map((f) => f.subject)).toContain('Chưa có mã trường thì tham gia thế nào?');
    expect(bySender.data.every((f) => f.author?.email === DEMO.newcomer)).toBe(true);
    const bySchool = (await admin('GET', `a/feedbacks?q=${encodeURIComponent('nguyen du')}&kind=suggestion`)).json as FeedbackListPage;
    expect(bySchool.data.map((f) => f.subject)).toContain('Xuất bảng điểm theo học kì');
    expect(bySchool.counts.in_progress).toBeGreaterThanOrEqual(1);
    expect((await admin('GET', 'a/feedbacks?status=closed')).status).toBe(422);
  });

  it('pages the list', async () => {
    const all = (await admin('GET', 'a/feedbacks?perPage=100')).json as FeedbackListPage;
    const second = (await admin('GET', 'a/feedbacks?perPage=2&page=2')).json as FeedbackListPage;
    expect(second.pagination).toMatchObject({ page: 2, perPage: 2, total: all.pagination.total });
    expect(second.data.map((f) => f.id)).toEqual(all.data.slice(2, 4).map((f) => f.id));
  });
});

describe('handling one', () => {
  it('changes the status; a reply reaches the author alone, once per new text', async () => {
    const sent = (await send(tokens.teacher2!, { ...good, subject: 'Không tải được đề thi' }, { school: schoolId })).json.data as MyFeedback;
    const inProgress = await admin('PATCH', `a/feedbacks/${sent.id}`, { status: 'in_progress', reply: '' });
    expect(inProgress.status).toBe(200);
    expect(inProgress.json.data).toMatchObject({ status: 'in_progress', reply: null, repliedAt: null });
    expect(await replyNotices(DEMO.teacher2)).toHaveLength(0);

    const reply = 'Chào thầy, lỗi đã được sửa trong bản cập nhật tối nay. Thầy tải lại trang giúp chúng tôi nhé.';
    const answered = (await admin('PATCH', `a/feedbacks/${sent.id}`, { status: 'done', reply })).json.data as FeedbackDetail;
    expect(answered).toMatchObject({ status: 'done', reply, repliedBy: { first_name: 'Hệ thống' } });
    expect(answered.repliedAt).not.toBeNull();
    const notices = await replyNotices(DEMO.teacher2);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toBe(FEEDBACK_REPLY_NOTICE);
    expect(JSON.parse(notices[0]!.metadata)).toEqual({ type: 'feedbackReply', feedbackId: sent.id, params: ['Không tải được đề thi'] });
    // Nobody else hears of it.
    for (const email of [DEMO.teacher, DEMO.principal, DEMO.systemAdmin, DEMO.schoolAdmin]) expect(await replyNotices(email)).toHaveLength(0);
    // The same reply saved again, or only the status changed: no second notice. A corrected reply: one more.
    await admin('PATCH', `a/feedbacks/${sent.id}`, { status: 'in_progress', reply });
    expect(await replyNotices(DEMO.teacher2)).toHaveLength(1);
    await admin('PATCH', `a/feedbacks/${sent.id}`, { status: 'done', reply: `${reply} Xin cảm ơn thầy.` });
    expect(await replyNotices(DEMO.teacher2)).toHaveLength(2);
    // The author reads it in their own list.
    const mine = (await server.call('GET', 'feedbacks/mine', { token: tokens.teacher2 })).json.data as MyFeedback[];
    expect(mine.find((f) => f.id === sent.id)).toMatchObject({ status: 'done', reply: `${reply} Xin cảm ơn thầy.` });
  });

  it('refuses a bad status or a reply too long, and an unknown feedback', async () => {
    const [row] = await server.db.select({ id: t.feedbacks.id }).from(t.feedbacks).limit(1);
    const bad = await admin('PATCH', `a/feedbacks/${row!.id}`, { status: 'closed', reply: 'x'.repeat(4001) });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toMatchObject({ status: [FEEDBACK_MSG.statusInvalid] });
    const long = await admin('PATCH', `a/feedbacks/${row!.id}`, { status: 'done', reply: 'x'.repeat(4001) });
    expect(long.json.errors).toMatchObject({ reply: [FEEDBACK_MSG.replyTooLong] });
    expect((await admin('GET', 'a/feedbacks/999999')).status).toBe(404);
    expect((await admin('PATCH', 'a/feedbacks/999999', { status: 'done' })).status).toBe(404);
  });
});

describe('who may', () => {
  it('refuses the list, the detail and the handling to everyone without the feedback permissions', async () => {
    const [row] = await server.db.select({ id: t.feedbacks.id }).from(t.feedbacks).limit(1);
    for (const who of ['schoolAdmin', 'principal', 'teacher', 'student', 'newcomer']) {
      for (const [method, path, body] of [
        ['GET', 'a/feedbacks', undefined],
        ['GET', `a/feedbacks/${row!.id}`, undefined],
        ['PATCH', `a/feedbacks/${row!.id}`, { status: 'done', reply: 'Đã xử lý' }],
      ] as const) {
        const res = await server.call(method, path, { token: tokens[who], school: schoolId, body });
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(res.json.messages).toEqual([MSG.forbidden]);
      }
    }
    expect((await server.call('GET', 'a/feedbacks')).status).toBe(401);
  });

  it('lets a system role holding only feedback.view read but not handle', async () => {
    await server.db.insert(t.systemRoles).values({ id: 90, name: 'Chăm sóc khách hàng' });
    await server.db.insert(t.systemRolePermissions).values({ roleId: 90, permissionId: permissionId('feedback.view') });
    await server.db.insert(t.userSystemRoles).values({ userId: await userId(studentEmail(20)), roleId: 90 });
    const token = await tokenFor(server, studentEmail(20));
    const [row] = await server.db.select({ id: t.feedbacks.id }).from(t.feedbacks).limit(1);
    expect((await admin('GET', 'a/feedbacks', undefined, token)).status).toBe(200);
    expect((await admin('GET', `a/feedbacks/${row!.id}`, undefined, token)).status).toBe(200);
    expect((await admin('PATCH', `a/feedbacks/${row!.id}`, { status: 'done' }, token)).status).toBe(403);
  });
});
