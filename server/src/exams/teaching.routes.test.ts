// The teacher's exam API: group exams with counts, students' attempts with late flags, grading essay and speaking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examClient, examWorld, expire, findQuestion, studentEmail, tokenFor, type ExamWorld } from './test-support.ts';
import type { ExamResult, StudentAttempt, TeachingExam, UserExam } from '../../../src/shared/exam.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;
let teacher: string;
let essayAttempt: UserExam;
let studentApi: ReturnType<typeof examClient>;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  teacher = await tokenFor(server, DEMO.teacher);
  // hs01 submits the mid-term with an essay and a recording; hs02 submits late; hs03 has only started.
  studentApi = examClient(server, world, await tokenFor(server, studentEmail(1)), world.groups.a1, world.exams.a1.midterm);
  essayAttempt = (await studentApi.start()).json.data;
  const now = new Date().toISOString();
  await studentApi.save(
    essayAttempt.id,
    [
      { questionId: findQuestion(essayAttempt, 'My father').id, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: now },
      { questionId: findQuestion(essayAttempt, 'sở thích').id, answer: { type: 'essay', text: 'I like reading comics.' }, clientUpdatedAt: now },
      { questionId: findQuestion(essayAttempt, 'Đọc to').id, answer: { type: 'speaking', recordingId: 'rec-1' }, clientUpdatedAt: now },
    ],
    { submit: true },
  );
  const late = examClient(server, world, await tokenFor(server, studentEmail(2)), world.groups.a1, world.exams.a1.midterm);
  const lateAttempt = (await late.start()).json.data as UserExam;
  await expire(server, lateAttempt.id, 600);
  await late.save(lateAttempt.id, [], { submit: true });
  await examClient(server, world, await tokenFor(server, studentEmail(3)), world.groups.a1, world.exams.a1.midterm).start();
});
afterAll(() => server.close());

const get = (path: string, token = teacher) => server.call('GET', path, { token, school: world.schoolId });
const mark = (id: number, marks: unknown, key = randomUUID(), token = teacher) =>
  server.call('PUT', `s/user_exams/${id}/marks`, { token, school: world.schoolId, body: { marks }, headers: { 'Idempotency-Key': key } });

describe('teaching view', () => {
  it("lists the group's exams with progress counts", async () => {
    const res = await get(`s/school_groups/${world.groups.a1}/exams`);
    expect(res.status).toBe(200);
    const midterm = (res.json.data as TeachingExam[]).find((e) => e.id === world.exams.a1.midterm)!;
    expect(midterm).toMatchObject({ studentCount: 15, startedCount: 3, submittedCount: 2, toGradeCount: 1, lateCount: 1 });
    const one = await get(`s/school_groups/${world.groups.a1}/exams/${world.exams.a1.midterm}`);
    expect(one.json.data).toEqual(midterm);
  });

  it("lists every student with the attempt's status, score and late flag", async () => {
    const res = await get(`s/school_groups/${world.groups.a1}/exams/${world.exams.a1.midterm}/user_exams`);
    const rows = res.json.data as StudentAttempt[];
    expect(rows).toHaveLength(15);
    const by = (email: string) => rows.find((r) => r.student.email === email)!;
    expect(by(studentEmail(1))).toMatchObject({ status: 'submitted', attempt: { score: 1, late: false, isFullyMarked: false } });
    expect(by(studentEmail(2))).toMatchObject({ status: 'submitted', attempt: { late: true } });
    expect(by(studentEmail(3))).toMatchObject({ status: 'in_progress', attempt: { score: null } });
    expect(by(studentEmail(4))).toMatchObject({ status: 'not_started', attempt: null });
    expect(by(studentEmail(1)).attempt!.submittedAt).not.toBeNull();
  });

  it('lets the principal in and keeps out a teacher of another group', async () => {
    expect((await get(`s/school_groups/${world.groups.a1}/exams`, await tokenFor(server, DEMO.principal))).status).toBe(200);
    const other = await tokenFor(server, DEMO.teacher2);
    expect((await get(`s/school_groups/${world.groups.a1}/exams`, other)).status).toBe(403);
    expect((await get(`s/user_exams/${essayAttempt.id}`, other)).status).toBe(403);
    expect((await get(`s/school_groups/${world.groups.a1}/exams`, await tokenFor(server, studentEmail(1)))).status).toBe(403);
  });
});

describe('grading', () => {
  it('grading the essay and the recording changes the score and comment on the student result; replays are idempotent', async () => {
    const attempt = (await get(`s/user_exams/${essayAttempt.id}`)).json.data as ExamResult;
    const all = attempt.fractions.flatMap((f) => f.questions.flatMap((q) => q.subQuestions ?? [q]));
    const essay = all.find((q) => q.questionType === 'essay')!;
    const speaking = all.find((q) => q.questionType === 'speaking')!;
    expect(essay.answer).toEqual({ type: 'essay', text: 'I like reading comics.' });

    const before = (await studentApi.result(essayAttempt.id)).json.data as ExamResult;
    expect(before).toMatchObject({ score: 1, isFullyMarked: false, completionComment: null });

    const key = randomUUID();
    const body = [
      { questionId: essay.id, pointEarned: 2, comment: 'Bài viết mạch lạc, cần thêm chi tiết.' },
      { questionId: speaking.id, pointEarned: 1.5, comment: 'Phát âm rõ ràng.' },
    ];
    const first = await mark(essayAttempt.id, body, key);
    expect(first.status).toBe(200);
    // The same shape as the attempt the grading page read, so the page can show it in place.
    expect(first.json.data).toMatchObject({ score: 4.5, isFullyMarked: true, lateCopies: [] });
    const replay = await mark(essayAttempt.id, body, key);
    expect(replay.json).toEqual(first.json);
    expect((await mark(essayAttempt.id, body.slice(0, 1), key)).status).toBe(422);

    const after = (await studentApi.result(essayAttempt.id)).json.data as ExamResult;
    expect(after).toMatchObject({ score: 4.5, pointEarned: 4.5, isFullyMarked: true });
    expect(after.completionComment).toMatch(/^Em cần cố gắng/);
    const graded = after.fractions[3]!.questions.find((q) => q.questionType === 'essay')!;
    expect(graded).toMatchObject({ pointEarned: 2, isMarked: true, comment: 'Bài viết mạch lạc, cần thêm chi tiết.' });
  });

  it('refuses points above the question maximum, unknown questions, and ungraded open attempts', async () => {
    const attempt = (await get(`s/user_exams/${essayAttempt.id}`)).json.data as ExamResult;
    const essay = attempt.fractions[3]!.questions[0]!;
    const tooHigh = await mark(essayAttempt.id, [{ questionId: essay.id, pointEarned: 3 }]);
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.json.message).toBe(MSG.examPointTooHigh);
    expect((await mark(essayAttempt.id, [{ questionId: 999999, pointEarned: 1 }])).status).toBe(422);
    const rows = (await get(`s/school_groups/${world.groups.a1}/exams/${world.exams.a1.midterm}/user_exams`)).json.data as StudentAttempt[];
    const open = rows.find((r) => r.status === 'in_progress')!;
    const res = await mark(open.attempt!.id, [{ questionId: essay.id, pointEarned: 1 }]);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(SERVER_MSG.examNotSubmitted);
  });
});
