// The system administrator's overview: schools by contract, accounts by type, content waiting for review, quotas in
// use and the last 12 weeks, counted from the seeded rows and from rows written here; refused to anyone without a
// system permission, and each section left out for a system role that may not open its list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO, DEMO_PASSWORD, DEMO_SCHOOL_CODE, EXPIRED_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import { EXPIRING_SCHOOL_CODE } from './seed.ts';
import { hashPassword } from '../auth/passwords.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { permissionId, type PermissionKey } from '../../../src/shared/permissions.ts';
import { lastWeeks, type SystemOverview } from '../../../src/shared/system-overview.ts';

let server: TestServer;
let sysadmin = '';
const ids: Record<string, number> = {};

const overview = async (token: string) => server.call('GET', 'dashboard/system', { token });
const data = async (token = sysadmin): Promise<SystemOverview> => {
  const res = await overview(token);
  expect(res.status).toBe(200);
  return res.json.data;
};

beforeAll(async () => {
  server = await startTestServer();
  sysadmin = await server.login(DEMO.systemAdmin);
  for (const code of [DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE, EXPIRED_SCHOOL_CODE, EXPIRING_SCHOOL_CODE]) {
    ids[code] = (await server.db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.code, code)))[0]!.id;
  }
});
afterAll(() => server.close());

/** A fresh account holding one system role with the given permissions, signed in. */
let roleSeq = 70;
async function systemUser(email: string, keys: PermissionKey[]): Promise<string> {
  const roleId = roleSeq++;
  const [user] = await server.db
    .insert(t.users)
    .values({ email, firstName: 'Thử', lastName: 'Người', userType: 'other', passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  await server.db.insert(t.systemRoles).values({ id: roleId, name: `Vai trò ${roleId}` });
  if (keys.length) await server.db.insert(t.systemRolePermissions).values(keys.map((k) => ({ roleId, permissionId: permissionId(k) })));
  await server.db.insert(t.userSystemRoles).values({ userId: user!.id, roleId });
  invalidateUser(user!.id);
  return server.login(email);
}

describe('who may read the overview', () => {
  it('refuses a school administrator, a teacher and a student (403), and anyone signed out (401)', async () => {
    for (const email of [DEMO.schoolAdmin, DEMO.teacher, DEMO.student]) {
      expect((await overview(await server.login(email))).status).toBe(403);
    }
    expect((await server.call('GET', 'dashboard/system')).status).toBe(401);
  });

  it('gives a content editor (no school permission, no school library) none of the sections', async () => {
    const editor = await systemUser('bientap.dash@lophocso.vn', ['exam.view', 'exam.approve', 'question.view']);
    expect(await data(editor)).toEqual({});
  });

  it('gives a system role holding the roles screen the accounts only, and one holding school.view the school sections', async () => {
    const roles = await systemUser('vaitro.dash@lophocso.vn', ['role.view']);
    expect(Object.keys(await data(roles))).toEqual(['users']);
    const schools = await systemUser('truong.dash@lophocso.vn', ['school.view']);
    // The review queues need each school's library, which only the super administrator may open everywhere.
    expect(Object.keys(await data(schools)).sort()).toEqual(['activity', 'schools', 'usage', 'users']);
  });
});

describe('the figures', () => {
  it('counts schools open, ending within 30 days, and expired or switched off', async () => {
    expect((await data()).schools).toEqual({ active: 3, expiring: 1, expired: 1 });
    const DAY = 24 * 3600_000;
    await server.db.insert(t.schools).values([
      { name: 'Trường Sắp Hết', code: 'DASH-SOON', expiresAt: new Date(Date.now() + 29 * DAY) },
      { name: 'Trường Còn Lâu', code: 'DASH-LATER', expiresAt: new Date(Date.now() + 31 * DAY) },
      { name: 'Trường Đã Tắt', code: 'DASH-OFF', expiresAt: new Date(Date.now() + 300 * DAY), isActive: false },
    ]);
    expect((await data()).schools).toEqual({ active: 5, expiring: 2, expired: 2 });
    // The school list filters the same way, so each number opens the schools it counts.
    const list = await server.call('GET', 'schools?status=expiring&perPage=50', { token: sysadmin });
    expect(list.json.data.map((s: { code: string }) => s.code).sort()).toEqual([EXPIRING_SCHOOL_CODE, 'DASH-SOON']);
    const expired = await server.call('GET', 'schools?status=expired&perPage=50', { token: sysadmin });
    expect(expired.json.data.map((s: { code: string }) => s.code).sort()).toEqual(['DASH-OFF', EXPIRED_SCHOOL_CODE]);
  });

  it('counts accounts by type, in use and locked', async () => {
    const before = (await data()).users!;
    const byType = async (type: string, active: boolean) =>
      (
        await server.db
          .select({ n: count() })
          .from(t.users)
          .where(and(eq(t.users.userType, type), eq(t.users.isActive, active)))
      )[0]!.n;
    expect(before.student).toEqual({ active: await byType('student', true), locked: await byType('student', false) });
    expect(before.teacher.active).toBe(await byType('teacher', true));
    // The seed locked one student of the expiring school.
    expect(before.student.locked).toBeGreaterThanOrEqual(1);
    await server.db
      .insert(t.users)
      .values({ email: 'khoa.dash@lophocso.vn', firstName: 'Khoá', lastName: 'Bị', userType: 'teacher', passwordHash: 'x', isActive: false });
    const after = (await data()).users!;
    expect(after.teacher).toEqual({ active: before.teacher.active, locked: before.teacher.locked + 1 });
    expect(after.student).toEqual(before.student);
  });

  it('counts the school items waiting for review by kind and lists the schools with the most', async () => {
    const before = (await data()).review!;
    const pending = async (
      table: typeof t.exams | typeof t.lectures | typeof t.mediaResources | typeof t.questionCollections | typeof t.schedules | typeof t.englishLessons,
    ) =>
      (
        await server.db
          .select({ n: count() })
          .from(table)
          .where(and(eq(table.status, 'pending'), eq(table.level, 'school')))
      )[0]!.n;
    expect(before.totals).toEqual({
      lecture: await pending(t.lectures),
      media: await pending(t.mediaResources),
      question: await pending(t.questionCollections),
      exam: await pending(t.exams),
      schedule: await pending(t.schedules),
      english: await pending(t.englishLessons),
    });
    // The demo's lesson plan sent by gv.minh waits too.
    expect(before.totals.schedule).toBeGreaterThan(0);
    expect(before.totals.lecture! + before.totals.media! + before.totals.question!).toBeGreaterThan(0);
    expect(before.schools[0]!.school).toEqual({ id: ids[DEMO_SCHOOL_CODE], name: 'Trường THCS Nguyễn Du' });
    // Two exams sent for review at Lê Lợi, one already approved there, and a personal exam (never reviewed).
    const exam = (status: string, level = 'school') => ({ title: `Đề ${status}`, durationMinutes: 45, schoolId: ids[OTHER_SCHOOL_CODE], status, level });
    await server.db.insert(t.exams).values([exam('pending'), exam('pending'), exam('approved'), exam('pending', 'personal')]);
    const after = (await data()).review!;
    expect(after.totals.exam).toBe(before.totals.exam! + 2);
    expect(after.schools.find((s) => s.school.id === ids[OTHER_SCHOOL_CODE])?.counts).toEqual({
      lecture: 0,
      media: 0,
      question: 0,
      exam: 2,
      schedule: 0,
      english: 0,
    });
  });

  it('lists the open schools nearest their storage and call quotas, calls counted from the contract’s start', async () => {
    const MB = 1024 * 1024;
    let usage = (await data()).usage!;
    // The seeded expiring school: 102 scored calls of its 120, nothing stored of its 200 MB.
    expect(usage.speaking).toEqual([{ school: { id: ids[EXPIRING_SCHOOL_CODE], name: 'Trường THCS Chu Văn An' }, used: 102, limit: 120 }]);
    expect(usage.storage).toEqual([{ school: { id: ids[EXPIRING_SCHOOL_CODE], name: 'Trường THCS Chu Văn An' }, used: 0, limit: 200 * MB }]);
    // Lê Lợi gets quotas: 9 of its 10 MB used (an export does not count), 3 calls of 4 since its contract began (one
    // before does not count, nor a refused one). The expired school's quota is not listed.
    const leLoi = ids[OTHER_SCHOOL_CODE]!;
    await server.db.update(t.schools).set({ storageLimitMb: 10, speakingCallLimit: 4, contractStartsOn: '2026-01-01' }).where(eq(t.schools.id, leLoi));
    await server.db.update(t.schools).set({ storageLimitMb: 1, speakingCallLimit: 1 }).where(eq(t.schools.id, ids[EXPIRED_SCHOOL_CODE]!));
    await server.db.insert(t.storedFiles).values([
      { key: 'dash-a', kind: 'upload', schoolId: leLoi, contentType: 'image/png', size: 9 * MB, etag: 'a' },
      { key: 'dash-b', kind: 'export', schoolId: leLoi, contentType: 'application/zip', size: 50 * MB, etag: 'b' },
    ]);
    const [student] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.student));
    const call = (createdAt: string, status = 'scored') => ({
      userId: student!.id,
      schoolId: leLoi,
      mode: 'scripted',
      provider: 'embedded',
      status,
      durationMs: 1,
      audioSeconds: 1,
      createdAt: new Date(createdAt),
    });
    await server.db
      .insert(t.speechRequests)
      .values([
        call('2025-12-31T16:30:00Z'),
        call('2026-01-01T00:00:00Z'),
        call('2026-02-01T00:00:00Z'),
        call('2026-03-01T00:00:00Z'),
        call('2026-03-02T00:00:00Z', 'limited'),
      ]);
    usage = (await data()).usage!;
    expect(usage.storage[0]).toEqual({ school: { id: leLoi, name: 'Trường THPT Lê Lợi' }, used: 9 * MB, limit: 10 * MB });
    // 2025-12-31 16:30 UTC is 23:30 in Hà Nội, the day before the contract: 3 of 4, still below Chu Văn An's 85 %.
    expect(usage.speaking.map((s) => [s.school.id, s.used, s.limit])).toEqual([
      [ids[EXPIRING_SCHOOL_CODE], 102, 120],
      [leLoi, 3, 4],
    ]);
    expect(usage.storage.some((s) => s.school.id === ids[EXPIRED_SCHOOL_CODE])).toBe(false);
    expect(usage.totals.speakingCalls).toBeGreaterThanOrEqual(102 + 4);
  });

  it('gives the last 12 weeks from Monday in Vietnam: sign-ins, active accounts, exams submitted and calls', async () => {
    const before = (await data()).activity!;
    expect(before.map((w) => w.week)).toEqual(lastWeeks());
    // The seeded school practised and signed in every week.
    expect(before.every((w) => w.speaking > 0 && w.signIns > 0 && w.activeUsers > 0)).toBe(true);
    const [student] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'hs05@nguyendu.edu.vn'));
    const [exam] = await server.db.select({ id: t.exams.id }).from(t.exams).limit(1);
    const [group] = await server.db.select({ id: t.groupMembers.groupId }).from(t.groupMembers).where(eq(t.groupMembers.userId, student!.id));
    const now = new Date();
    await server.db.insert(t.userExams).values({
      examId: exam!.id,
      groupId: group!.id,
      userId: student!.id,
      attemptNo: 77,
      durationSeconds: 600,
      createdAt: now,
      deadline: now,
      submittedAt: now,
      status: 'submitted',
    });
    await server.login('hs05@nguyendu.edu.vn');
    const after = (await data()).activity!;
    const [thisWeek, lastBefore] = [after.at(-1)!, before.at(-1)!];
    expect(thisWeek.exams).toBe(lastBefore.exams + 1);
    // The test's own sign-ins (one of each account above) count too; the student is active once for both things.
    expect(thisWeek.signIns).toBeGreaterThan(lastBefore.signIns);
    expect(thisWeek.activeUsers).toBe(lastBefore.activeUsers + 1);
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
  });
});
