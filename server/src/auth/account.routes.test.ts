// The signed-in user's profile update and password change (spec §5 rules and messages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_PASSWORD, DEMO_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const profile = { last_name: 'Phạm', first_name: 'Thị Lan' };

describe('PATCH current_user', () => {
  it('updates the profile and answers the current user', async () => {
    const token = await server.login(DEMO.teacher);
    const res = await server.call('PATCH', 'current_user', {
      token,
      body: { last_name: '  Phạm  ', first_name: 'Thị Lan Anh', phone: '0987.654.321', gender: '0', birthday: '1990-05-17' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      last_name: 'Phạm',
      first_name: 'Thị Lan Anh',
      phone: '0987654321',
      gender: 0,
      birthday: '1990-05-17',
      schoolRoleId: null,
    });
    const session = await server.call('GET', 'sessions/current', { token });
    expect(session.json.data.user.first_name).toBe('Thị Lan Anh');
  });

  it('keeps fields that are not sent and clears those sent empty', async () => {
    const token = await server.login(DEMO.schoolAdmin);
    const kept = await server.call('PATCH', 'current_user', { token, body: { last_name: 'Trịnh', first_name: 'Quốc Bảo' } });
    expect(kept.json.data.phone).toBe('0912345678');
    const cleared = await server.call('PATCH', 'current_user', { token, body: { last_name: 'Trịnh', first_name: 'Quốc Bảo', phone: '', birthday: null } });
    expect(cleared.json.data).toMatchObject({ phone: null, birthday: null });
  });

  it("answers with the school's role when a school is open", async () => {
    const [school] = await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
    const token = await server.login(DEMO.principal);
    const res = await server.call('PATCH', 'current_user', { token, school: school!.id, body: { last_name: 'Nguyễn', first_name: 'Thị Hồng' } });
    expect(res.json.data.schoolRole).toMatchObject({ name: 'Hiệu trưởng' });
    const admin = await server.call('PATCH', 'current_user', {
      token: await server.login(DEMO.schoolAdmin),
      school: school!.id,
      body: { last_name: 'Trịnh', first_name: 'Quốc Bảo' },
    });
    expect(admin.json.data.schoolRoleId).toBe(0);
  });

  it('names each invalid field in Vietnamese', async () => {
    const token = await server.login(DEMO.teacher2);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...profile, phone: '12345' }, { phone: [MSG.phoneInvalid] }],
      [{ ...profile, phone: '09123456789012345' }, { phone: [MSG.phoneInvalid] }],
      [
        { first_name: ' ', last_name: '' },
        { last_name: [MSG.lastNameRequired], first_name: [MSG.firstNameRequired] },
      ],
      [{ ...profile, gender: 5 }, { gender: [MSG.genderInvalid] }],
      [{ ...profile, birthday: '2001-02-30' }, { birthday: [MSG.birthdayInvalid] }],
      [{ ...profile, birthday: '2999-01-01' }, { birthday: [MSG.birthdayInvalid] }],
      [{ ...profile, first_name: 'a'.repeat(101) }, { first_name: [MSG.nameTooLong] }],
    ];
    for (const [body, errors] of cases) {
      const res = await server.call('PATCH', 'current_user', { token, body });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual(errors);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('PATCH', 'current_user', { body: profile })).status).toBe(401);
  });
});

describe('PATCH current_user/change_password', () => {
  const NEW = 'Doi@2026pass';

  it('refuses a wrong old password on the oldPassword field', async () => {
    const token = await server.login('hs20@nguyendu.edu.vn');
    const res = await server.call('PATCH', 'current_user/change_password', {
      token,
      body: { oldPassword: 'Sai@12345', password: NEW, passwordConfirmation: NEW },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ oldPassword: [MSG.oldPasswordWrong] });
  });

  it('checks the form with the spec §5 messages', async () => {
    const token = await server.login('hs21@nguyendu.edu.vn');
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ password: NEW, passwordConfirmation: NEW }, { oldPassword: [MSG.oldPasswordRequired] }],
      [{ oldPassword: DEMO_PASSWORD, password: NEW, passwordConfirmation: 'Doi@2026khac' }, { passwordConfirmation: [MSG.passwordMismatch] }],
      [{ oldPassword: DEMO_PASSWORD, password: 'Ab@12', passwordConfirmation: 'Ab@12' }, { password: [MSG.passwordRule] }],
      [{ oldPassword: DEMO_PASSWORD, password: 'mat khau moi', passwordConfirmation: 'mat khau moi' }, { password: [MSG.passwordCharset] }],
    ];
    for (const [body, errors] of cases) {
      const res = await server.call('PATCH', 'current_user/change_password', { token, body });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual(errors);
    }
  });

  it('changes the password, signs out other tokens and keeps this device with a fresh token', async () => {
    const email = 'hs22@nguyendu.edu.vn';
    const token = await server.login(email);
    const otherDevice = await server.login(email);
    const res = await server.call('PATCH', 'current_user/change_password', {
      token,
      body: { oldPassword: DEMO_PASSWORD, password: NEW, passwordConfirmation: NEW },
    });
    expect(res.status).toBe(200);
    const fresh = res.json.data.accessToken as string;
    expect(fresh).toBeTruthy();
    expect((await server.call('GET', 'sessions/current', { token })).status).toBe(401);
    expect((await server.call('GET', 'sessions/current', { token: otherDevice })).status).toBe(401);
    expect((await server.call('GET', 'sessions/current', { token: fresh })).status).toBe(200);
    const oldLogin = await server.call('POST', 'sessions', { body: { email, password: DEMO_PASSWORD } });
    expect(oldLogin.status).toBe(422);
    expect(oldLogin.json.errors).toEqual({ password: [MSG.loginFailed] });
    expect(await server.login(email, NEW)).toBeTruthy();
  });
});
