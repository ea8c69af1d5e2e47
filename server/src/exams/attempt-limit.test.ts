// Several attempts of a given exam: the teacher allows up to 10; a student starts the next only after closing the last,
// a stale or repeated request never spends one, and every teacher view counts each student's best attempt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examClient, examWorld, findQuestion, studentEmail, tokenFor, type ExamWorld } from './test-support.ts';
import type { ExamStatistics, LearningExam, StudentAttempt, TeachingExam, UserExam } from '../../../src/shared/exam.ts';
import type { Gradebook } from '../../../src/shared/gradebook.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;
let teacher: string;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  teacher = await tokenFor(server, DEMO.teacher);
});
afterAll(() => server.close());

const quickPath = () => `s/school_groups/${world.groups.a1}/exams/${world.exams.a1.quick}`;

async function allowAttempts(maxAttempts: unknown, closesAt: string | null = null) {
  return server.call('PUT', `${quickPath()}/schedule`, {
    token: teacher,
    school: world.schoolId,
    body: { opensAt: null, closesAt, resultRelease: 'immediately', maxAttempts },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

/** A student of Lớp 7A1 at the 3-minute quiz: start (optionally the Nth attempt) and submit with 0 to 3 answers right. */
async function quizTaker(n: number) {
  const token = await tokenFor(server, studentEmail(n));
  const api = examClient(server, world, token, world.groups.a1, world.exams.a1.quick);
  const start = (attempt?: number) =>
    server.call(
      'POST',
      `s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a1.quick}/perform/new${attempt === undefined ? '' : `?attempt=${attempt}`}`,
      {
        token,
        school: world.schoolId,
      },
    );
  const submit = async (ue: UserExam, right: boolean) => {
    const now = new Date().toISOString();
    const answers = [
      { questionId: findQuestion(ue, '2 + 3').id, answer: { type: 'singleChoice' as const, optionId: right ? 'b' : 'a' }, clientUpdatedAt: now },
      { questionId: findQuestion(ue, 'Nhật Bản').id, answer: { type: 'textAnswer' as const, text: right ? 'Tokyo' : 'Osaka' }, clientUpdatedAt: now },
    ];
    const res = await api.save(ue.id, answers, { submit: true });
    expect(res.status).toBe(200);
  };
  const listed = async () =>
    (await server.call('GET', `s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a1.quick}`, { token, school: world.schoolId })).json
      .data as LearningExam;
  return { token, start, submit, listed };
}

const teacherGet = async <T>(path: string) => (await server.call('GET', path, { token: teacher, school: world.schoolId })).json.data as T;

describe('several attempts of a given exam', () => {
  it('refuses a number of attempts outside 1–10, in Vietnamese, under its field', async () => {
    for (const bad of [0, 11, 2.5, '3']) {
      const res = await allowAttempts(bad);
      expect(res.status).toBe(422);
      expect(res.json.errors.maxAttempts).toEqual([MSG.examMaxAttemptsRange]);
    }
  });

  it('starts the next attempt only when asked for it after the last closed, and never more than allowed', async () => {
    expect((await allowAttempts(2)).status).toBe(200);
    const s = await quizTaker(3);
    const first = (await s.start()).json.data as UserExam;
    // Asking for the second while the first runs resumes the first.
    expect(((await s.start(2)).json.data as UserExam).id).toBe(first.id);
    await s.submit(first, false);
    // A reload without a number, or with the number already made, shows the closed first attempt again.
    expect(((await s.start()).json.data as UserExam).id).toBe(first.id);
    expect(((await s.start(1)).json.data as UserExam).status).toBe('submitted');
    let listed = await s.listed();
    expect(listed).toMatchObject({ maxAttempts: 2, attemptCount: 1, attempt: { id: first.id, number: 1, status: 'submitted' } });

    const second = (await s.start(2)).json.data as UserExam;
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('in_progress');
    // The same request again (a second tab, a retry) gets the same attempt; a skipped number is not a new one.
    expect(((await s.start(2)).json.data as UserExam).id).toBe(second.id);
    expect(((await s.start(5)).json.data as UserExam).id).toBe(second.id);
    await s.submit(second, true);
    listed = await s.listed();
    expect(listed).toMatchObject({ attemptCount: 2, attempt: { id: second.id, number: 2, score: 7 } });

    const third = await s.start(3);
    expect(third.status).toBe(422);
    expect(third.json.message).toBe(SERVER_MSG.examNoAttemptsLeft);
  });

  it('counts the best attempt (the latest of equals) for the teacher, the statistics and the gradebook', async () => {
    expect((await allowAttempts(3)).status).toBe(200);
    const s = await quizTaker(4);
    const first = (await s.start()).json.data as UserExam;
    await s.submit(first, true);
    const second = (await s.start(2)).json.data as UserExam;
    await s.submit(second, false);

    const rows = await teacherGet<StudentAttempt[]>(`${quickPath()}/user_exams`);
    const mine = rows.find((r) => r.student.email === studentEmail(4))!;
    expect(mine.attempt).toMatchObject({ id: first.id, number: 1, score: 7 });
    expect(mine.attempts.map((a) => a.number)).toEqual([1, 2]);

    const exam = await teacherGet<TeachingExam>(quickPath());
    expect(exam.maxAttempts).toBe(3);
    // One student, however many attempts.
    const before = rows.filter((r) => r.attempt).length;
    expect(exam.startedCount).toBe(before);

    // Each student counts once, with the answers of the attempt that counts (here every one answered right).
    const stats = await teacherGet<ExamStatistics>(`${quickPath()}/statistics`);
    const closed = rows.filter((r) => r.attempt && r.status !== 'in_progress');
    expect(stats.submitted).toBe(closed.length);
    expect(stats.questions.find((q) => q.text.includes('2 + 3'))).toMatchObject({ answered: closed.length, correct: closed.length });

    const book = await teacherGet<Gradebook>(`s/school_groups/${world.groups.a1}/gradebook`);
    const row = book.rows.find((r) => r.student.email === studentEmail(4))!;
    expect(row.cells[`exam-${world.exams.a1.quick}`]).toMatchObject({ state: 'done', score: 7 });

    // Equal scores: the latest counts.
    const third = (await s.start(3)).json.data as UserExam;
    await s.submit(third, true);
    const again = await teacherGet<StudentAttempt[]>(`${quickPath()}/user_exams`);
    expect(again.find((r) => r.student.email === studentEmail(4))!.attempt).toMatchObject({ id: third.id, number: 3 });
  });

  it('starts no new attempt once the exam closed, attempts left or not', async () => {
    expect((await allowAttempts(3)).status).toBe(200);
    const s = await quizTaker(6);
    const first = (await s.start()).json.data as UserExam;
    await s.submit(first, false);
    expect((await allowAttempts(3, new Date(Date.now() - 60_000).toISOString())).status).toBe(200);
    const again = await s.start(2);
    expect(again.status).toBe(422);
    expect(again.json.message).toBe(SERVER_MSG.examClosed);
    expect(await s.listed()).toMatchObject({ attemptCount: 1, attempt: { id: first.id } });
    expect((await allowAttempts(3)).status).toBe(200);
  });

  it('shows the demo class’s retry: hs10 took the past test twice, the better second attempt counts', async () => {
    const past = `s/school_groups/${world.groups.a1}/exams/${world.exams.a1.past}`;
    const rows = await teacherGet<StudentAttempt[]>(`${past}/user_exams`);
    const hs10 = rows.find((r) => r.student.email === studentEmail(10))!;
    expect(hs10.attempts.map((a) => [a.number, a.score])).toEqual([
      [1, 0],
      [2, hs10.attempt!.score],
    ]);
    expect(hs10.attempt).toMatchObject({ number: 2 });
    expect(hs10.attempt!.score).toBeGreaterThan(0);
    expect((await teacherGet<TeachingExam>(past)).maxAttempts).toBe(2);
  });

  it('allows one attempt unless the teacher chose more', async () => {
    const token = await tokenFor(server, studentEmail(5));
    const path = `s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a1.midterm}/perform`;
    const api = examClient(server, world, token, world.groups.a1, world.exams.a1.midterm);
    const ue = (await api.start()).json.data as UserExam;
    expect((await api.save(ue.id, [], { submit: true })).status).toBe(200);
    const again = await server.call('POST', `${path}/new?attempt=2`, { token, school: world.schoolId });
    expect(again.status).toBe(422);
    expect(again.json.message).toBe(SERVER_MSG.examNoAttemptsLeft);
  });
});
