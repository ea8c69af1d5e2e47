// GET s/school: the school's own information for its staff — record, contract with the days left in Vietnam, active
// administrators, the quotas with the use counted as the statistics count it; students and outsiders refused, an
// expired school answering 423.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { expiryInstant } from '../../../src/shared/schemas/school.ts';
import { shiftDate, vietnamToday } from '../../../src/shared/school-stats.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { schoolInfo } from './school-info.ts';

let server: TestServer;
let admin = '';
let schoolId = 0;

const get = (token: string, school: number) => server.call('GET', 's/school', { token, school });

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.schoolAdmin);
  schoolId = (await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE)))[0]!.id;
});
afterAll(() => server?.close());

describe('GET s/school', () => {
  it("gives the school's record, contract, administrators and use of its quotas", async () => {
    const lastDay = shiftDate(vietnamToday(), -45);
    await server.db
      .update(t.schools)
      .set({
        phone: '02438251234',
        email: 'lienhe@nguyendu.edu.vn',
        contractStartsOn: '2026-01-01',
        expiresAt: expiryInstant(lastDay),
        storageLimitMb: 500,
        speakingCallLimit: 2000,
      })
      .where(eq(t.schools.id, schoolId));
    const [owner] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.teacher));
    const file = (key: string, kind: string, size: number) => ({ key, kind, size, ownerId: owner!.id, schoolId, contentType: 'image/png', etag: key });
    await server.db.insert(t.storedFiles).values([
      file('info-test/a', 'media', 3 * 1024 * 1024),
      // Not counted against storage: the statistics count only uploads, media and lecture pictures.
      file('info-test/b', 'export', 9 * 1024 * 1024),
    ]);

    const res = await get(admin, schoolId);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      id: schoolId,
      name: 'Trường THCS Nguyễn Du',
      code: DEMO_SCHOOL_CODE,
      address: '12 Nguyễn Du, Hai Bà Trưng, Hà Nội',
      phone: '02438251234',
      email: 'lienhe@nguyendu.edu.vn',
      contract: { startsOn: '2026-01-01', lastDay, daysLeft: 45 },
      storage: { limitMb: 500 },
      speaking: { limit: 2000, since: '2026-01-01' },
    });
    const stats = (await server.call('GET', 's/statistics/usage', { token: admin, school: schoolId })).json;
    expect(data.storage.usedBytes).toBe(stats.data.storage.usedBytes);
    expect(data.storage.usedBytes).toBeGreaterThanOrEqual(3 * 1024 * 1024);
    expect(data.speaking.used).toBe(stats.data.speaking.used);
    expect(data.administrators).toEqual([{ id: expect.any(Number), name: 'Trịnh Quốc Bảo', email: DEMO.schoolAdmin }]);
  });

  it('counts the days left in Vietnam: none on the last day, one on the day before', async () => {
    const [school] = await server.db.select().from(t.schools).where(eq(t.schools.id, schoolId));
    const lastDayEnd = school!.expiresAt.getTime();
    // 00:30 on the last day in Hà Nội is still the day before in UTC.
    expect((await schoolInfo(server.db, schoolId, lastDayEnd - 23.5 * 3_600_000)).contract.daysLeft).toBe(0);
    expect((await schoolInfo(server.db, schoolId, lastDayEnd - 24.5 * 3_600_000)).contract.daysLeft).toBe(1);
  });

  it('leaves out a locked administrator', async () => {
    const [member] = await server.db
      .select({ id: t.schoolMembers.id })
      .from(t.schoolMembers)
      .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
      .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.users.email, DEMO.schoolAdmin)));
    await server.db.update(t.schoolMembers).set({ isActive: false }).where(eq(t.schoolMembers.id, member!.id));
    try {
      expect((await schoolInfo(server.db, schoolId)).administrators).toEqual([]);
    } finally {
      await server.db.update(t.schoolMembers).set({ isActive: true }).where(eq(t.schoolMembers.id, member!.id));
    }
  });

  it('answers the principal and the teachers; refuses students, another school and an expired school', async () => {
    for (const email of [DEMO.principal, DEMO.teacher]) {
      expect((await get(await server.login(email), schoolId)).status, email).toBe(200);
    }
    const student = await get(await server.login(DEMO.student), schoolId);
    expect(student.status).toBe(403);
    expect(student.json.message).toBe(MSG.forbidden);
    const [other] = await server.db.select().from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
    expect((await get(admin, other!.id)).status).toBe(403);
    expect((await server.call('GET', 's/school', { school: schoolId })).status).toBe(401);

    const [school] = await server.db.select().from(t.schools).where(eq(t.schools.id, schoolId));
    const principal = await server.login(DEMO.principal);
    const [{ id: principalId } = { id: 0 }] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.principal));
    await server.db
      .update(t.schools)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(t.schools.id, schoolId));
    // The membership is cached with the caller; changing the contract forgets it (as schools.routes.ts does).
    invalidateUser(principalId);
    try {
      const expired = await get(principal, schoolId);
      expect(expired.status).toBe(423);
      expect(expired.json.message).toBe(MSG.schoolExpired);
    } finally {
      await server.db.update(t.schools).set({ expiresAt: school!.expiresAt }).where(eq(t.schools.id, schoolId));
      invalidateUser(principalId);
    }
  });
});
