// The gradebook of a teaching group: every student × the group's exams and started missions, with the state of each
// piece of work (done, pending, doing, to do, missing), late flags, and the average of final scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO, examClient, examWorld, expire, findQuestion, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import type { UserExam } from '../../../src/shared/exam.ts';
import type { Gradebook } from '../../../src/shared/gradebook.ts';
import { DEMO_MISSION } from '../missions/seed.ts';

let server: TestServer;
let world: ExamWorld;
let missionId: number;
let demoMissionId: number;
const now = () => new Date().toISOString();

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  const take = async (n: number, exam: 'midterm' | 'quick') => {
    const api = examClient(server, world, await tokenFor(server, studentEmail(n)), world.groups.a1, world.exams.a1[exam]);
    return { api, ue: (await api.start()).json.data as UserExam };
  };
  // hs01: the quick quiz right (10), the mid-term with an essay (pending). hs02: the quiz, synced late (4).
  // hs03: the mid-term started only.
  const quiz1 = await take(1, 'quick');
  const q = (ue: UserExam) => [
    { questionId: findQuestion(ue, '2 + 3').id, answer: { type: 'singleChoice' as const, optionId: 'b' }, clientUpdatedAt: now() },
    { questionId: findQuestion(ue, 'Nhật Bản').id, answer: { type: 'textAnswer' as const, text: 'Tokyo' }, clientUpdatedAt: now() },
    { questionId: findQuestion(ue, 'sun rises').id, answer: { type: 'fillInTheBlank' as const, blanks: ['east'] }, clientUpdatedAt: now() },
  ];
  await quiz1.api.save(quiz1.ue.id, q(quiz1.ue), { submit: true });
  const mid1 = await take(1, 'midterm');
  await mid1.api.save(
    mid1.ue.id,
    [{ questionId: findQuestion(mid1.ue, 'sở thích').id, answer: { type: 'essay', text: 'I like chess.' }, clientUpdatedAt: now() }],
    {
      submit: true,
    },
  );
  const quiz2 = await take(2, 'quick');
  await expire(server, quiz2.ue.id, 600);
  await quiz2.api.save(quiz2.ue.id, q(quiz2.ue).slice(0, 1), { submit: true });
  await take(3, 'midterm');
  // A mission that was due yesterday, that nobody did.
  const [mission] = await server.db
    .insert(t.missions)
    .values({
      schoolId: world.schoolId,
      groupId: world.groups.a1,
      title: 'Đọc bài Unit 1',
      startAt: new Date(Date.now() - 3 * 86_400_000),
      dueAt: new Date(Date.now() - 86_400_000),
    })
    .returning();
  missionId = mission!.id;
  // The seed's mission under way in the class is a column too.
  const [demo] = await server.db.select({ id: t.missions.id }).from(t.missions).where(eq(t.missions.title, DEMO_MISSION.title));
  demoMissionId = demo!.id;
  // The 15-minute test closed yesterday: whoever did not take it missed it.
  await server.db
    .update(t.examAssignments)
    .set({ closesAt: new Date(Date.now() - 86_400_000) })
    .where(and(eq(t.examAssignments.examId, world.exams.a1.unit), eq(t.examAssignments.groupId, world.groups.a1)));
});
afterAll(() => server.close());

const book = async (email: string, groupId = world.groups.a1) =>
  server.call('GET', `s/school_groups/${groupId}/gradebook`, { token: await tokenFor(server, email), school: world.schoolId });

describe('gradebook', () => {
  it('gives the teacher every student against every exam and mission, with states, late flags and averages', async () => {
    const res = await book(DEMO.teacher);
    expect(res.status).toBe(200);
    const data = res.json.data as Gradebook;
    expect(data.group).toMatchObject({ name: 'Lớp 7A1', schoolName: 'Trường THCS Nguyễn Du' });
    expect(data.rows).toHaveLength(15);
    expect(data.columns.map((c) => c.key).sort()).toEqual(
      [
        `exam-${world.exams.a1.past}`,
        `exam-${world.exams.a1.midterm}`,
        `exam-${world.exams.a1.quick}`,
        `exam-${world.exams.a1.unit}`,
        `mission-${missionId}`,
        `mission-${demoMissionId}`,
      ].sort(),
    );
    // Oldest first: the demo test of a month ago.
    expect(data.columns[0]!.key).toBe(`exam-${world.exams.a1.past}`);
    const row = (n: number) => data.rows.find((r) => r.student.email === studentEmail(n))!;
    const cell = (n: number, key: string) => row(n).cells[key];
    const quick = `exam-${world.exams.a1.quick}`;
    const midterm = `exam-${world.exams.a1.midterm}`;
    const unit = `exam-${world.exams.a1.unit}`;
    const mission = `mission-${missionId}`;
    const past = `exam-${world.exams.a1.past}`;

    expect(cell(1, quick)).toEqual({ state: 'done', score: 10, late: false });
    expect(cell(1, midterm)).toMatchObject({ state: 'pending', late: false });
    expect(cell(2, quick)).toEqual({ state: 'done', score: 4, late: true });
    expect(cell(3, midterm)).toEqual({ state: 'doing', score: null, late: false });
    expect(cell(4, midterm)).toEqual({ state: 'notStarted', score: null, late: false });
    expect(cell(4, unit)).toEqual({ state: 'missing', score: null, late: false });
    expect(cell(4, mission)).toEqual({ state: 'missing', score: null, late: false });
    // The demo history: hs01 7.5, hs05 synced late, hs07 missed it.
    expect(cell(1, past)).toEqual({ state: 'done', score: 7.5, late: false });
    expect(cell(5, past)).toMatchObject({ state: 'done', late: true });
    expect(cell(7, past)).toEqual({ state: 'missing', score: null, late: false });
    // The average counts final scores only: (10 + 7.5) / 2, (4 + 7.5) / 2.
    expect(row(1)).toMatchObject({ average: 8.8, missingCount: 2, lateCount: 0 });
    expect(row(2)).toMatchObject({ average: 5.8, missingCount: 2, lateCount: 1 });
    expect(row(4)).toMatchObject({ average: 7.5, missingCount: 2 });
    expect(row(7)).toMatchObject({ missingCount: 3 });
  });

  it('is open to the group teachers and the school overseers only', async () => {
    expect((await book(DEMO.principal)).status).toBe(200);
    expect((await book(DEMO.teacher2)).status).toBe(403);
    expect((await book(studentEmail(1))).status).toBe(403);
    expect((await book(DEMO.teacher, 999_999)).status).toBe(404);
  });
});
