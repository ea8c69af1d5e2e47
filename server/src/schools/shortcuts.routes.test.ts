// The school selector's list: the caller's active memberships, expired schools included, filtered by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const names = (res: { json: { data: { userSchools: { school: { name: string } }[] } } }) => res.json.data.userSchools.map((s) => s.school.name);

describe('GET shortcuts', () => {
  it('lists every school of the caller, the expired one too and marked (selecting it explains the 423)', async () => {
    const token = await server.login(DEMO.teacher);
    const res = await server.call('GET', 'shortcuts', { token });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Trường THCS Nguyễn Du', 'Trường Tiểu học Hoà Bình']);
    expect(res.json.data.userSchools.map((u: { school: unknown }) => u.school)).toEqual([
      { id: expect.any(Number), name: 'Trường THCS Nguyễn Du', expired: false },
      { id: expect.any(Number), name: 'Trường Tiểu học Hoà Bình', expired: true },
    ]);
  });

  it('filters by name, accents and case ignored', async () => {
    const token = await server.login(DEMO.teacher);
    expect(names(await server.call('GET', 'shortcuts?name=NGUYEN', { token }))).toEqual(['Trường THCS Nguyễn Du']);
    expect(names(await server.call('GET', 'shortcuts?name=hoà', { token }))).toEqual(['Trường Tiểu học Hoà Bình']);
    expect(names(await server.call('GET', 'shortcuts?name=100%', { token }))).toEqual([]);
  });

  it('is empty for a user without a school', async () => {
    const token = await server.login(DEMO.newcomer);
    expect(names(await server.call('GET', 'shortcuts', { token }))).toEqual([]);
  });
});
