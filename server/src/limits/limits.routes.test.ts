// Usage limits for the system administrator: defaults per user type, a school's own limits overriding them (and the
// figures set by hand for one user overriding both), usage against the limits per school and per user, usage over a
// range of days, and its .xlsx export on the real task queue. Everyone else is refused with 403.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import type { Task } from '../../../src/shared/tasks.ts';
import { LIMIT_MSG } from '../../../src/shared/usage-limits.ts';
import { demoSchoolId, userId } from '../speech/test-support.ts';

let server: TestServer;
let admin = '';
let schoolId = 0;
let otherId = 0;
let teacherId = 0;
const MB = 1024 * 1024;

beforeAll(async () => {
  server = await startTestServer();
  await server.startQueue();
  admin = await server.login(DEMO.systemAdmin);
  schoolId = await demoSchoolId(server);
  otherId = (await server.db.select().from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE)))[0]!.id;
  teacherId = await userId(server, DEMO.teacher);
  // Calls are counted from the contract's first day: none here, so every call counts.
  await server.db.update(t.schools).set({ contractStartsOn: null }).where(eq(t.schools.id, schoolId));
  // Calls of the demo school on two Vietnamese days (18:00 UTC is already the next day in Hà Nội), and one refused.
  const studentId = await userId(server, DEMO.student);
  const call = (userId: number, mode: string, at: string, status = 'scored') => ({
    userId,
    schoolId,
    mode,
    provider: 'embedded',
    status,
    overall: 80,
    durationMs: 100,
    audioSeconds: 2,
    createdAt: new Date(at),
  });
  await server.db
    .insert(t.speechRequests)
    .values([
      call(studentId, 'scripted', '2026-03-01T03:00:00Z'),
      call(studentId, 'scripted', '2026-03-01T18:00:00Z'),
      call(teacherId, 'unscripted', '2026-03-02T02:00:00Z'),
      call(teacherId, 'scripted', '2026-03-02T02:00:00Z', 'limited'),
    ]);
  // 3 MB held by the other school, uploaded on 2 March.
  await server.db.insert(t.storedFiles).values({
    key: 'limits-test/file',
    kind: 'upload',
    ownerId: teacherId,
    schoolId: otherId,
    contentType: 'application/pdf',
    etag: 'x',
    size: 3 * MB,
    filename: 'a.pdf',
    createdAt: new Date('2026-03-02T05:00:00Z'),
  });
}, 90_000);
afterAll(() => server.close());

const get = (path: string, token = admin) => server.call('GET', path, { token });
const put = (path: string, body: unknown, token = admin) => server.call('PUT', path, { token, body });
const limits = (storageMb: number, scriptedCallLimit: number, unscriptedCallLimit: number) => ({ storageMb, scriptedCallLimit, unscriptedCallLimit });

describe('defaults and school limits', () => {
  it('shows the system defaults per user type', async () => {
    const res = await get('storage_limits');
    expect(res.status).toBe(200);
    expect(res.json.data.defaults).toEqual({ teacher: limits(2048, 1000, 200), student: limits(1024, 500, 100) });
  });

  it("gives a school's teachers its own limits and everyone else the defaults", async () => {
    const teacher = await server.call('GET', 'sessions/current', { token: await server.login(DEMO.teacher) });
    expect(teacher.json.data.user).toMatchObject({ totalAvailableStorage: 3072, scriptedCallLimit: 1500, unscriptedCallLimit: 300 });
    const student = await server.call('GET', 'sessions/current', { token: await server.login(DEMO.student) });
    expect(student.json.data.user).toMatchObject({ totalAvailableStorage: 1024, scriptedCallLimit: 500, unscriptedCallLimit: 100 });
  });

  it('changes the defaults for the schools without their own limits only', async () => {
    expect((await put('storage_limits/default/teacher', limits(4000, 900, 90))).status).toBe(200);
    const lan = await get(`elsa/limits/${teacherId}`);
    expect(lan.json.data).toMatchObject({ totalAvailableStorage: 3072, scriptedCallLimit: 1500 });
    const newcomer = await get(`elsa/limits/${await userId(server, DEMO.newcomer)}`);
    expect(newcomer.json.data).toMatchObject({ totalAvailableStorage: 4000, scriptedCallLimit: 900, unscriptedCallLimit: 90 });
  });

  it("saves a school's totals and own limits; a type without its own follows the defaults again", async () => {
    const res = await put(`storage_limits/schools/${schoolId}`, { storageLimitMb: 50_000, speakingCallLimit: 3, teacher: null, student: limits(10, 20, 30) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      storageLimitMb: 50_000,
      speakingCallLimit: 3,
      usedCalls: 3,
      overrides: { teacher: null, student: limits(10, 20, 30) },
    });
    expect((await get(`elsa/limits/${teacherId}`)).json.data).toMatchObject({ totalAvailableStorage: 4000, scriptedCallLimit: 900 });
    const student = await get(`elsa/limits/${await userId(server, DEMO.student)}`);
    expect(student.json.data).toMatchObject({ totalAvailableStorage: 10, scriptedCallLimit: 20, unscriptedCallLimit: 30 });
    expect((await put(`storage_limits/schools/999999`, { storageLimitMb: null, speakingCallLimit: null, teacher: null, student: null })).status).toBe(404);
  });

  it('refuses what is not a whole number from 0, naming the field', async () => {
    const neg = await put('storage_limits/default/student', limits(-1, 1, 1));
    expect(neg.status).toBe(422);
    expect(neg.json.errors.storageMb).toEqual([LIMIT_MSG.wholeNumber]);
    const frac = await put(`storage_limits/schools/${schoolId}`, { storageLimitMb: 1.5, speakingCallLimit: null, teacher: null, student: null });
    expect(frac.json.errors.storageLimitMb).toEqual([LIMIT_MSG.wholeNumber]);
    const big = await put(`storage_limits/schools/${schoolId}`, {
      storageLimitMb: null,
      speakingCallLimit: null,
      teacher: limits(1, 1, 20_000_000),
      student: null,
    });
    expect(big.json.errors['teacher.unscriptedCallLimit']).toEqual([LIMIT_MSG.tooLarge]);
    expect((await put('storage_limits/default/other', limits(1, 1, 1))).status).toBe(422);
  });

  it('lists schools closest to a limit first, searchable by name', async () => {
    await put(`storage_limits/schools/${otherId}`, { storageLimitMb: 4, speakingCallLimit: null, teacher: null, student: null });
    const res = await get('storage_limits/schools?perPage=100');
    expect(res.json.pagination.total).toBe((await server.db.select().from(t.schools)).length);
    // The demo school used 3 of 3 calls (100 %), the other 3 MB of 4 (75 %); the rest, by their own use.
    const ratios = res.json.data.map((s: { ratio: number }) => s.ratio);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    expect(res.json.data[0]).toMatchObject({ id: schoolId, ratio: 1 });
    expect(res.json.data.find((s: { id: number }) => s.id === otherId)).toMatchObject({ usedStorageBytes: 3 * MB, storageLimitMb: 4, ratio: 0.75 });
    expect((await get('storage_limits/schools?perPage=1&page=2')).json.data).toHaveLength(1);
    const found = await get('storage_limits/schools?name=le+loi');
    expect(found.json.data.map((s: { id: number }) => s.id)).toEqual([otherId]);
  });

  it("lists a school's users with their limits and usage, paged and by type", async () => {
    await server.db.update(t.users).set({ usedScriptedApiCall: 19 }).where(eq(t.users.email, DEMO.student));
    const res = await get(`storage_limits/schools/${schoolId}/users?userType=student&perPage=5`);
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 30, page: 1, perPage: 5 });
    expect(res.json.data[0]).toMatchObject({
      email: DEMO.student,
      userType: 'student',
      own: { storageMb: null, scriptedCallLimit: null, unscriptedCallLimit: null },
      limits: limits(10, 20, 30),
      usedScriptedApiCall: 19,
    });
    const teachers = await get(`storage_limits/schools/${schoolId}/users?userType=teacher&name=lan`);
    expect(teachers.json.data.map((u: { email: string }) => u.email)).toEqual([DEMO.teacher]);
  });

  it("keeps one user's own storage through a change of the school's limits, until it is cleared", async () => {
    const own = await put(`elsa/limits/${teacherId}`, { totalAvailableStorage: 5, scriptedCallLimit: null, unscriptedCallLimit: null });
    expect(own.json.data).toMatchObject({ totalAvailableStorage: 5, custom: true });
    await put(`storage_limits/schools/${schoolId}`, { storageLimitMb: 50_000, speakingCallLimit: 3, teacher: limits(7, 7, 7), student: limits(10, 20, 30) });
    const listed = await get(`storage_limits/schools/${schoolId}/users?userType=teacher&name=lan`);
    expect(listed.json.data[0]).toMatchObject({ own: { storageMb: 5, scriptedCallLimit: null }, limits: limits(5, 7, 7) });
    await put(`elsa/limits/${teacherId}`, { totalAvailableStorage: null, scriptedCallLimit: null, unscriptedCallLimit: null });
    expect((await get(`elsa/limits/${teacherId}`)).json.data).toMatchObject({ totalAvailableStorage: 7, custom: false });
    await put(`storage_limits/schools/${schoolId}`, { storageLimitMb: 50_000, speakingCallLimit: 3, teacher: null, student: limits(10, 20, 30) });
  });
});

describe('usage over a range of days', () => {
  it('counts scored calls per Vietnamese day and per school, with the files uploaded', async () => {
    const res = await get('elsa/stats/usage?startTime=2026-03-01&endTime=2026-03-03');
    expect(res.status).toBe(200);
    expect(res.json.data.days).toEqual([
      { date: '2026-03-01', scripted: 1, unscripted: 0, users: 1 },
      { date: '2026-03-02', scripted: 1, unscripted: 1, users: 2 },
      { date: '2026-03-03', scripted: 0, unscripted: 0, users: 0 },
    ]);
    const demo = res.json.data.schools.find((s: { id: number }) => s.id === schoolId);
    expect(demo).toMatchObject({ scripted: 2, unscripted: 1, users: 2 });
    const other = res.json.data.schools.find((s: { id: number }) => s.id === otherId);
    expect(other).toMatchObject({ scripted: 0, uploadedBytes: 3 * MB, storageBytes: 3 * MB, storageLimitMb: 4 });
  });

  it('refuses an end before the start and more than 366 days', async () => {
    const back = await get('elsa/stats/usage?startTime=2026-03-05&endTime=2026-03-01');
    expect(back.status).toBe(422);
    expect(back.json.errors.endTime).toEqual([LIMIT_MSG.endBeforeStart]);
    const long = await get('elsa/stats/usage?startTime=2025-01-01&endTime=2026-01-02');
    expect(long.json.errors.endTime).toEqual([LIMIT_MSG.rangeTooLong]);
    expect((await get('elsa/stats/usage?startTime=2026-02-30&endTime=2026-03-01')).json.errors.startTime).toEqual([LIMIT_MSG.dateInvalid]);
  });

  it('exports the range as .xlsx: the figures per day and per school', async () => {
    const range = { startTime: '2026-03-01', endTime: '2026-03-02' };
    const started = await server.call('POST', 'elsa/stats/export', { token: admin, body: range });
    expect(started.status).toBe(202);
    let task = started.json.data as Task;
    await vi.waitFor(
      async () => {
        task = (await get(`elsa/stats/export/latest?startTime=2026-03-01&endTime=2026-03-02`)).json.data;
        expect(task.state).toBe('done');
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(task.fileName).toBe('Thống kê sử dụng 01-03-2026 đến 02-03-2026.xlsx');
    const res = await server.app.request(`/api/elsa/stats/export/${task.id}/file`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = (name: string) => {
      const out: unknown[][] = [];
      book.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    expect(rows('Theo ngày')).toEqual([
      ['Ngày', 'Chấm theo mẫu', 'Chấm tự do', 'Tổng lượt chấm', 'Người dùng'],
      ['01/03/2026', 1, 0, 1, 1],
      ['02/03/2026', 1, 1, 2, 2],
    ]);
    const schools = rows('Theo trường');
    expect(schools).toContainEqual(['Trường THCS Nguyễn Du', 2, 1, 2, 0, 0, 50_000]);
    expect(schools).toContainEqual(['Trường THPT Lê Lợi', 0, 0, 0, 3, 3, 4]);
    // Someone else cannot download it.
    const other = await server.login(DEMO.teacher);
    expect((await server.app.request(`/api/elsa/stats/export/${task.id}/file`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(403);
    expect((await server.call('POST', 'elsa/stats/export', { token: admin, body: { startTime: '2026-03-02', endTime: '2026-03-01' } })).status).toBe(422);
  });
});

describe('access', () => {
  it.each([DEMO.schoolAdmin, DEMO.teacher, DEMO.student])('refuses %s everything with 403', async (email) => {
    const token = await server.login(email);
    const paths: [string, string, unknown?][] = [
      ['GET', 'storage_limits'],
      ['PUT', 'storage_limits/default/teacher', limits(1, 1, 1)],
      ['GET', 'storage_limits/schools'],
      ['GET', `storage_limits/schools/${schoolId}`],
      ['PUT', `storage_limits/schools/${schoolId}`, { storageLimitMb: 1, speakingCallLimit: 1, teacher: null, student: null }],
      ['GET', `storage_limits/schools/${schoolId}/users`],
      ['GET', 'elsa/stats/usage?startTime=2026-03-01&endTime=2026-03-02'],
      ['POST', 'elsa/stats/export', { startTime: '2026-03-01', endTime: '2026-03-02' }],
      ['GET', 'elsa/stats/export/latest?startTime=2026-03-01&endTime=2026-03-02'],
      ['GET', 'elsa/limits'],
      ['GET', 'elsa/stats/overall'],
    ];
    for (const [method, path, body] of paths) expect([method, path, (await server.call(method, path, { token, body })).status]).toEqual([method, path, 403]);
  });
});
