// Self sign-up: a teacher account without a school, signed in at once; every bad field named in Vietnamese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { MSG } from '../../../src/shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const valid = {
  last_name: 'Trần',
  first_name: 'Thu Hà',
  email: 'Thuha.Tran@Example.vn',
  phone: '0912 345 678',
  password: 'Hoc@2027',
  passwordConfirmation: 'Hoc@2027',
};

describe('POST registrations', () => {
  it('creates a teacher with no school, signs them in, and lets them log in again', async () => {
    const res = await server.call('POST', 'registrations', { body: valid });
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.accessToken).toBeTruthy();
    expect(d.user).toMatchObject({
      email: 'thuha.tran@example.vn',
      first_name: 'Thu Hà',
      last_name: 'Trần',
      phone: '0912345678',
      userType: 'teacher',
    });
    expect(d).toMatchObject({ school: null, schoolRoleId: null, userSchools: [] });
    expect((await server.call('GET', 'sessions/current', { token: d.accessToken })).json.data.user.email).toBe('thuha.tran@example.vn');
    expect(await server.login('THUHA.TRAN@example.vn', valid.password)).toBeTruthy();
  });

  it('refuses an email that already has an account, in any case', async () => {
    const res = await server.call('POST', 'registrations', { body: { ...valid, email: DEMO.teacher.toUpperCase() } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ email: [MSG.emailTaken] });
  });

  it('names every missing field', async () => {
    const res = await server.call('POST', 'registrations', { body: {} });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      last_name: [MSG.lastNameRequired],
      first_name: [MSG.firstNameRequired],
      email: [MSG.emailRequired],
      password: [MSG.passwordRequired],
      passwordConfirmation: [MSG.passwordMismatch],
    });
  });

  it('checks email, phone and password formats', async () => {
    const bad = await server.call('POST', 'registrations', {
      body: { ...valid, email: 'thuha@', phone: '12ab', password: 'ngan' },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ email: [MSG.emailInvalid], phone: [MSG.phoneInvalid], password: [MSG.passwordRule] });
    const mismatch = await server.call('POST', 'registrations', { body: { ...valid, email: 'khac@example.vn', passwordConfirmation: 'Hoc@2028' } });
    expect(mismatch.json.errors).toEqual({ passwordConfirmation: [MSG.passwordMismatch] });
  });

  it('accepts a sign-up without a phone', async () => {
    const { phone: _phone, ...rest } = valid;
    const res = await server.call('POST', 'registrations', { body: { ...rest, email: 'khongso@example.vn' } });
    expect(res.status).toBe(200);
    expect(res.json.data.user.phone).toBeNull();
  });
});
