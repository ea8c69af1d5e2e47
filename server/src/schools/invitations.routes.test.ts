// Invitations: mailed codes (stored hashed), resend, delete, and accepting by the invited account only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let schoolId = 0;
let admin = '';
let principal = '';
let newcomer = '';

const lastCode = () => {
  const mail = server.mailer.sent.at(-1)!;
  const match = /accept-invitation-join-school\?code=([\w-]+)/.exec(mail.text);
  return { to: mail.to, code: decodeURIComponent(match![1]!) };
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.schoolAdmin);
  principal = await server.login(DEMO.principal);
  newcomer = await server.login(DEMO.newcomer);
  schoolId = (await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE)))[0]!.id;
});
afterAll(() => server.close());

const invite = (token: string, body: unknown) => server.call('POST', 's/join_school_invitations', { token, school: schoolId, body });

describe('s/join_school_invitations', () => {
  it('validates the email and position, and refuses current members', async () => {
    const res = await invite(admin, { email: 'khong-phai-email', roleType: '' });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ email: [MSG.emailInvalid], roleType: [MSG.roleTypeRequired] });
    const member = await invite(admin, { email: DEMO.teacher.toUpperCase(), roleType: 'teacher' });
    expect(member.json.errors).toEqual({ email: [MSG.memberEmailExists] });
  });

  it('only an administrator may invite an administrator', async () => {
    const res = await invite(principal, { email: 'quantri2@nguyendu.edu.vn', roleType: 'supervisor' });
    expect(res.status).toBe(403);
  });

  it('mails a link whose code is stored only as a hash; resend replaces the code', async () => {
    const res = await invite(principal, { email: DEMO.newcomer, roleType: 'teacher' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email: DEMO.newcomer, roleType: 'teacher', status: 'pending', acceptedAt: null });
    const first = lastCode();
    expect(first.to).toBe(DEMO.newcomer);
    expect(server.mailer.sent.at(-1)!.text).toContain('http://lms.test/accept-invitation-join-school?code=');
    const stored = await server.db.select().from(t.joinSchoolInvitations);
    expect(JSON.stringify(stored)).not.toContain(first.code);

    const resent = await server.call('POST', `s/join_school_invitations/${res.json.data.id}/resend`, { token: principal, school: schoolId });
    expect(resent.status).toBe(200);
    const second = lastCode();
    expect(second.code).not.toBe(first.code);
    const stale = await server.call('POST', `join_school_invitations/accept?code=${first.code}`, { token: newcomer });
    expect(stale.status).toBe(422);
    expect(stale.json.errors).toEqual({ code: [MSG.invitationInvalid] });

    const list = await server.call('GET', 's/join_school_invitations', { token: principal, school: schoolId });
    expect(list.json.pagination.total).toBe(1);
  });

  it('accepting: the wrong account is refused, the invited one joins as a teacher, a second use fails', async () => {
    const { code } = lastCode();
    const other = await server.login(DEMO.teacher2);
    const wrong = await server.call('POST', `join_school_invitations/accept?code=${code}`, { token: other });
    expect(wrong.json.errors).toEqual({ code: [SERVER_MSG.invitationWrongAccount] });
    const missing = await server.call('POST', 'join_school_invitations/accept', { token: newcomer });
    expect(missing.status).toBe(422);
    const ok = await server.call('POST', `join_school_invitations/accept?code=${code}`, { token: newcomer });
    expect(ok.status).toBe(200);
    expect(ok.json.data.school).toEqual({ id: schoolId, name: 'Trường THCS Nguyễn Du' });
    const again = await server.call('POST', `join_school_invitations/accept?code=${code}`, { token: newcomer });
    expect(again.status).toBe(422);
    const teachers = await server.call('GET', 's/teachers?name=thu trang', { token: admin, school: schoolId });
    expect(teachers.json.data[0]).toMatchObject({ email: DEMO.newcomer, position: 'teacher', isActive: true });
  });

  it('deleting removes the invitation; it is then 404', async () => {
    const res = await invite(admin, { email: 'moi@lophocso.vn', roleType: 'officer' });
    const del = await server.call('DELETE', `s/join_school_invitations/${res.json.data.id}`, { token: admin, school: schoolId });
    expect(del.json.data).toEqual({ ok: true });
    const gone = await server.call('POST', `s/join_school_invitations/${res.json.data.id}/resend`, { token: admin, school: schoolId });
    expect(gone.status).toBe(404);
  });
});
