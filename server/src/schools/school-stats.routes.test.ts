// A school's statistics: activity per Vietnamese day (or month), learning results, members and groups, usage against
// the contract's quotas; the system administrator's view of any school and the school staff's view of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import { SERVER_MSG } from '../messages.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { lastMonths, vietnamToday } from '../../../src/shared/school-stats.ts';

let server: TestServer;
let sysadmin = '';
let admin = '';
let schoolId = 0;
let groups: { id: number; name: string }[] = [];
let students: number[] = [];
let examId = 0;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  sysadmin = await server.login(DEMO.systemAdmin);
  admin = await server.login(DEMO.schoolAdmin);
  const { db } = server;
  schoolId = (await db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE)))[0]!.id;
  groups = await db
    .select({ id: t.schoolGroups.id, name: t.schoolGroups.name })
    .from(t.schoolGroups)
    .where(eq(t.schoolGroups.schoolId, schoolId))
    .orderBy(t.schoolGroups.name);
  students = (
    await db
      .select({ id: t.users.id })
      .from(t.users)
      .innerJoin(t.groupMembers, and(eq(t.groupMembers.userId, t.users.id), eq(t.groupMembers.groupId, groups[0]!.id), eq(t.groupMembers.role, 'student')))
      .orderBy(t.users.email)
  ).map((r) => r.id);
  examId = (await db.select({ id: t.exams.id }).from(t.exams).where(eq(t.exams.schoolId, schoolId)).limit(1))[0]!.id;

  // March 2026 in Vietnam: attempts on the 2nd (one at 23:30 UTC on the 1st, which is the 2nd in Hà Nội) and the 5th.
  // Attempt numbers far above the seeded history's, which the same students took in the same group.
  const attempt = (userId: number, submittedAt: string, score: number | null, attemptNo = 51) => ({
    examId,
    groupId: groups[0]!.id,
    userId,
    status: 'submitted',
    durationSeconds: 2700,
    createdAt: at(submittedAt),
    deadline: at(submittedAt),
    submittedAt: at(submittedAt),
    score,
    attemptNo,
  });
  await db.insert(t.userExams).values([
    attempt(students[0]!, '2026-03-01T23:30:00Z', 9.5),
    attempt(students[1]!, '2026-03-02T03:00:00Z', 4),
    attempt(students[1]!, '2026-03-05T03:00:00Z', null, 52),
    // Outside the range: the day before it starts in Vietnam.
    attempt(students[2]!, '2026-02-28T16:59:00Z', 7),
  ]);
  const [teacher] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.teacher));
  const [mission] = await db
    .insert(t.missions)
    .values({
      schoolId,
      groupId: groups[0]!.id,
      title: 'Thống kê',
      startAt: at('2026-03-01T00:00:00Z'),
      dueAt: at('2026-03-06T10:00:00Z'),
      createdBy: teacher!.id,
    })
    .returning();
  await db.insert(t.missionSubmissions).values([
    { missionId: mission!.id, userId: students[0]!, status: 'COMPLETED', submittedAt: at('2026-03-03T02:00:00Z') },
    { missionId: mission!.id, userId: students[1]!, status: 'PENDING_REVIEW', submittedAt: at('2026-03-07T02:00:00Z'), late: true },
    { missionId: mission!.id, userId: students[2]!, status: 'IN_PROGRESS' },
  ]);
  const call = (userId: number, createdAt: string, status: string, mode = 'scripted', overall: number | null = 80) => ({
    userId,
    schoolId,
    mode,
    provider: 'local',
    status,
    overall,
    durationMs: 100,
    audioSeconds: 2,
    createdAt: at(createdAt),
  });
  await db.insert(t.speechRequests).values([
    call(students[3]!, '2026-03-05T01:00:00Z', 'scored', 'scripted', 70),
    call(students[3]!, '2026-03-05T02:00:00Z', 'scored', 'unscripted', 90),
    call(students[3]!, '2026-03-05T03:00:00Z', 'limited', 'scripted', null),
    // A teacher trying the scorer: a call of the school, not a student taking part.
    call(teacher!.id, '2026-03-06T03:00:00Z', 'scored', 'scripted', 80),
  ]);
});
afterAll(() => server.close());

const get = (path: string, token = sysadmin, school?: number) => server.call('GET', path, { token, school });
const MARCH = 'startTime=2026-03-01&endTime=2026-03-07';

describe('activity', () => {
  it('counts submitted attempts, missions and scored pronunciation per Vietnamese day, with every day of the range', async () => {
    const res = await get(`schools/${schoolId}/statistics/activity?${MARCH}`);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ startTime: '2026-03-01', endTime: '2026-03-07', bucket: 'day' });
    expect(data.points.map((p: { period: string }) => p.period)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(data.points[1]).toEqual({ period: '2026-03-02', exams: 2, missions: 0, speaking: 0 });
    expect(data.points[2]).toEqual({ period: '2026-03-03', exams: 0, missions: 1, speaking: 0 });
    expect(data.points[4]).toEqual({ period: '2026-03-05', exams: 1, missions: 0, speaking: 2 });
    expect(data.points[5]).toEqual({ period: '2026-03-06', exams: 0, missions: 0, speaking: 1 });
    expect(data.totals).toEqual({ exams: 3, missions: 2, speaking: 3, activeStudents: 3 });
  });

  it('counts a long range per month', async () => {
    const res = await get(`schools/${schoolId}/statistics/activity?startTime=2026-01-15&endTime=2026-04-10`);
    expect(res.json.data.bucket).toBe('month');
    expect(res.json.data.points).toEqual([
      { period: '2026-01', exams: 0, missions: 0, speaking: 0 },
      { period: '2026-02', exams: 1, missions: 0, speaking: 0 },
      { period: '2026-03', exams: 3, missions: 2, speaking: 3 },
      { period: '2026-04', exams: 0, missions: 0, speaking: 0 },
    ]);
  });

  it('answers the last 30 days without a range', async () => {
    const res = await get(`schools/${schoolId}/statistics/activity`);
    expect(res.json.data.endTime).toBe(vietnamToday());
    expect(res.json.data.points).toHaveLength(30);
  });

  it('refuses a range that is backwards, too long, half given or not a date', async () => {
    for (const q of [
      'startTime=2026-03-07&endTime=2026-03-01',
      'startTime=2025-01-01&endTime=2026-03-01',
      'startTime=2026-03-01',
      'startTime=2026-02-30&endTime=2026-03-01',
      'startTime=x&endTime=y',
    ]) {
      const res = await get(`schools/${schoolId}/statistics/activity?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.json.message).toBe(SERVER_MSG.statRangeInvalid);
    }
  });
});

describe('learning', () => {
  it('answers score bands and the average of scored attempts, missions due in the range by progress, and pronunciation scores', async () => {
    const res = await get(`schools/${schoolId}/statistics/learning?${MARCH}`);
    const data = res.json.data;
    expect(data.exams).toEqual({ submitted: 3, scored: 2, averageScore: 6.8, bands: [0, 0, 0, 0, 1, 0, 0, 0, 0, 1] });
    expect(data.missions).toEqual({ count: 1, progress: { NOT_DOING: 12, IN_PROGRESS: 1, PENDING_REVIEW: 1, COMPLETED: 1 }, late: 1 });
    expect(data.speaking).toEqual({ scored: 3, averageScore: 80 });
  });
});

describe('members', () => {
  it('answers members by position, who joined in the last twelve months and the largest groups', async () => {
    const res = await get(`schools/${schoolId}/statistics/members`);
    const data = res.json.data;
    expect(data.byPosition).toEqual({ supervisor: 1, officer: 1, teacher: 2, student: 30 });
    expect(data.locked).toBe(0);
    expect(data.joined.map((m: { month: string }) => m.month)).toEqual(lastMonths(12));
    const joined = data.joined.reduce((sum: number, m: { staff: number; students: number }) => sum + m.staff + m.students, 0);
    expect(joined).toBe(34);
    expect(data.groupCount).toBe(2);
    expect(data.groups).toEqual(
      expect.arrayContaining([
        { id: groups[0]!.id, name: 'Lớp 7A1', students: 15, teachers: 1 },
        { id: groups[1]!.id, name: 'Lớp 7A2', students: 15, teachers: 1 },
      ]),
    );
  });
});

describe('usage', () => {
  it('answers stored bytes by kind against the school limit, scored calls against the contract quota, and content counts', async () => {
    const { db } = server;
    await db.update(t.schools).set({ storageLimitMb: 100, speakingCallLimit: 1000, contractStartsOn: '2026-03-05' }).where(eq(t.schools.id, schoolId));
    await db.insert(t.storedFiles).values([
      { key: 'stats-a', kind: 'upload', schoolId, contentType: 'image/png', size: 3 * 1024 * 1024, etag: 'a' },
      { key: 'stats-b', kind: 'media', schoolId, contentType: 'video/mp4', size: 5 * 1024 * 1024, etag: 'b' },
      // An export is a download made for someone, not the school's storage.
      { key: 'stats-c', kind: 'export', schoolId, contentType: 'application/zip', size: 50 * 1024 * 1024, etag: 'c' },
    ]);
    const res = await get(`schools/${schoolId}/statistics/usage`);
    const data = res.json.data;
    expect(data.storage).toEqual({
      usedBytes: 8 * 1024 * 1024,
      limitMb: 100,
      byKind: [
        { kind: 'media', bytes: 5 * 1024 * 1024 },
        { kind: 'upload', bytes: 3 * 1024 * 1024 },
      ],
    });
    expect(data.speaking).toMatchObject({ used: 3, limit: 1000, since: '2026-03-05' });
    expect(data.speaking.months.map((m: { month: string }) => m.month)).toEqual(lastMonths(12));
    expect(data.content.missions).toBeGreaterThanOrEqual(2);
    expect(data.content.exams).toBeGreaterThan(0);
  });
});

describe('who may read them', () => {
  it('lets the school staff read their own school, not its students nor another school', async () => {
    for (const email of [DEMO.schoolAdmin, DEMO.principal, DEMO.teacher]) {
      const token = await server.login(email);
      const res = await get(`s/statistics/members`, token, schoolId);
      expect(res.status, email).toBe(200);
      expect(res.json.data.byPosition.student).toBe(30);
    }
    const student = await server.login(DEMO.student);
    expect((await get('s/statistics/activity', student, schoolId)).status).toBe(403);
    const [other] = await server.db.select().from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
    expect((await get('s/statistics/activity', admin, other!.id)).status).toBe(403);
  });

  it('lets only those who may view schools read any school, and answers 404 for an unknown school or type', async () => {
    const res = await get(`schools/${schoolId}/statistics/activity`, admin);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MSG.forbidden);
    expect((await get('schools/999999/statistics/members')).status).toBe(404);
    expect((await get(`schools/${schoolId}/statistics/grades`)).status).toBe(404);
    expect((await get('s/statistics/grades', admin, schoolId)).status).toBe(404);
  });
});
