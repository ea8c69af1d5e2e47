// The join-request answer mail: sent to the person who asked, saying approved or rejected (with the reason).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';

let server: TestServer;
let newcomer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  newcomer = await server.login(DEMO.newcomer);
  admin = await server.login(DEMO.schoolAdmin);
}, 60_000);
afterAll(() => server.close());

async function ask(code: string) {
  const res = await server.call('POST', 'join_school_requests', { token: newcomer, body: { schoolCode: code, roleType: 'teacher' } });
  expect(res.status).toBeLessThan(300);
  const [school] = await server.db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.code, code));
  const list = await server.call('GET', 's/join_school_requests?status=pending', { token: admin, school: school!.id });
  return { schoolId: school!.id, requestId: list.json.data[0].id as number };
}

it('rejected: the mail says so with the reason; asked again and approved: the mail says that', async () => {
  const first = await ask('NGUYENDU');
  const before = server.mailer.sent.length;
  const rejected = await server.call('POST', `s/join_school_requests/${first.requestId}/reject`, {
    token: admin,
    school: first.schoolId,
    body: { reason: 'Chưa đủ hồ sơ' },
  });
  expect(rejected.status).toBe(200);
  const no = server.mailer.sent.slice(before);
  expect(no).toHaveLength(1);
  expect(no[0]).toMatchObject({ to: DEMO.newcomer, subject: 'Yêu cầu tham gia Trường THCS Nguyễn Du bị từ chối' });
  expect(no[0]!.text).toContain('Lý do: Chưa đủ hồ sơ');

  const second = await ask('NGUYENDU');
  const approved = await server.call('POST', `s/join_school_requests/${second.requestId}/approve`, { token: admin, school: second.schoolId, body: {} });
  expect(approved.status).toBe(200);
  const yes = server.mailer.sent.at(-1)!;
  expect(yes).toMatchObject({ to: DEMO.newcomer, subject: 'Yêu cầu tham gia Trường THCS Nguyễn Du được chấp nhận' });
  expect(yes.text).toContain('Đăng nhập Lớp học số tại: http://lms.test/');
  expect(yes.text).not.toContain('Lý do');
});
