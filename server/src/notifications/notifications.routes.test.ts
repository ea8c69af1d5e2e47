// The notification bell: own notifications only, newest first, scheduled ones hidden, read marking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';

let server: TestServer;
let student = '';
let teacher = '';

beforeAll(async () => {
  server = await startTestServer();
  student = await server.login(DEMO.student);
  teacher = await server.login(DEMO.teacher);
});
afterAll(() => server.close());

const page = (token: string, qs = 'page=1&size=50&type=WEB') => server.call('GET', `notification/user/page?${qs}`, { token });

describe('GET notification/user/page', () => {
  it('lists the caller’s notifications newest first with metadata as JSON text and the unread count', async () => {
    const res = await page(student);
    expect(res.status).toBe(200);
    const { result, unReadNotification, pagination } = res.json.data;
    expect(result).toHaveLength(5);
    expect(unReadNotification).toBe(4);
    expect(pagination).toEqual({ total: 5, page: 1, perPage: 50 });
    const sent = result.map((n: { sentAt: string }) => Date.parse(n.sentAt));
    expect([...sent].sort((a, b) => b - a)).toEqual(sent);
    const first = result[0];
    expect(first).toMatchObject({ notificationId: expect.any(Number), readAt: null, willExecutedAt: null });
    expect(first.content).toContain('{}');
    expect(JSON.parse(first.metadata)).toMatchObject({ type: 'newMission', params: ['Ôn tập Unit 1', 'Lớp 7A1'] });
  });

  it('hides notifications scheduled for later', async () => {
    const [me] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.student));
    await server.db.insert(t.notifications).values({
      userId: me!.id,
      content: 'Sắp tới',
      metadata: '{"type":"newMission"}',
      willExecutedAt: new Date(Date.now() + 3_600_000),
    });
    const res = await page(student);
    expect(res.json.data.result.map((n: { content: string }) => n.content)).not.toContain('Sắp tới');
  });

  it('pages with size, and refuses a bad page', async () => {
    const res = await page(student, 'page=2&size=2');
    expect(res.json.data.result).toHaveLength(2);
    expect(res.json.data.pagination).toEqual({ total: 5, page: 2, perPage: 2 });
    expect((await page(student, 'page=abc')).status).toBe(422);
  });
});

describe('PUT notification/user/read-marking', () => {
  it('marks one as read and answers the new unread count; someone else’s is 404', async () => {
    const list = (await page(student)).json.data.result;
    const unread = list.find((n: { readAt: string | null }) => !n.readAt);
    const res = await server.call('PUT', `notification/user/read-marking?notificationRequestId=${unread.notificationId}`, { token: student });
    expect(res.json.data).toEqual({ unReadNotification: 3 });
    const foreign = await server.call('PUT', `notification/user/read-marking?notificationRequestId=${unread.notificationId}`, { token: teacher });
    expect(foreign.status).toBe(404);
    const missing = await server.call('PUT', 'notification/user/read-marking', { token: student });
    expect(missing.status).toBe(422);
  });

  it('applyAll marks every one read, and only the caller’s', async () => {
    const res = await server.call('PUT', 'notification/user/read-marking?applyAll=true', { token: student });
    expect(res.json.data).toEqual({ unReadNotification: 0 });
    expect((await page(teacher)).json.data.unReadNotification).toBe(3);
  });
});
