// When students see their results (the exam author's policy) and the exam's window in a group: no score, points,
// comments or correct answers in any student response before release; no new attempt outside the window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO, examClient, examWorld, questionsOf, studentEmail, tokenFor, type ExamWorld } from './test-support.ts';
import type { ExamResult, LearningExam, TeachingExam, UserExam } from '../../../src/shared/exam.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

/** Submits the 15-minute test with every objective answer right and an essay. */
async function submitUnitTest(n: number) {
  const group = n <= 15 ? 'a1' : 'a2';
  const token = await tokenFor(server, studentEmail(n));
  const api = examClient(server, world, token, world.groups[group], world.exams[group].unit);
  const ue = (await api.start()).json.data as UserExam;
  const now = new Date().toISOString();
  const q = questionsOf(ue);
  const answers = [
    { questionId: q[0]!.id, answer: { type: 'singleChoice' as const, optionId: 'a' }, clientUpdatedAt: now },
    { questionId: q[3]!.id, answer: { type: 'essay' as const, text: 'I want to plant trees in my village.' }, clientUpdatedAt: now },
  ];
  expect((await api.save(ue.id, answers, { submit: true })).status).toBe(200);
  const listed = async () =>
    (
      (await server.call('GET', `s/personal/learning_groups/${world.groups[group]}/exams/${world.exams[group].unit}`, { token, school: world.schoolId })).json
        .data as LearningExam
    ).attempt;
  return { api, ue, token, listed };
}

const expectWithheld = (result: ExamResult) => {
  expect(result).toMatchObject({ score: null, pointEarned: null, completionComment: null, schedule: { resultsVisible: false } });
  const text = JSON.stringify(result.fractions);
  expect(text).not.toMatch(/"correctAnswer":\{|"sample"|"optionIds"|"accepted"/);
  const questions = result.fractions.flatMap((f) => f.questions);
  expect(questions.every((q) => q.pointEarned === null && q.comment === null && !q.isMarked)).toBe(true);
  // The student still sees what they answered.
  expect(questions[0]!.answer).toEqual({ type: 'singleChoice', optionId: 'a' });
};

const teacherCall = (method: 'PUT' | 'POST', token: string, group: 'a1' | 'a2', action: string, body?: unknown) =>
  server.call(method, `s/school_groups/${world.groups[group]}/exams/${world.exams[group].unit}/${action}`, {
    token,
    school: world.schoolId,
    body,
    headers: { 'Idempotency-Key': randomUUID() },
  });

describe('results after the closing time', () => {
  it('withholds score and answers until the exam closes in the group, then shows them', async () => {
    const { api, ue, listed } = await submitUnitTest(11);
    const [assignment] = await server.db
      .select()
      .from(t.examAssignments)
      .where(and(eq(t.examAssignments.examId, world.exams.a1.unit), eq(t.examAssignments.groupId, world.groups.a1)));
    // The attempt's time ends at the closing time at the latest.
    expect(Date.parse(ue.deadline)).toBeLessThanOrEqual(assignment!.closesAt!.getTime());
    const before = (await api.result(ue.id)).json.data as ExamResult;
    expectWithheld(before);
    expect(before.schedule).toMatchObject({ resultRelease: 'after_close', closesAt: assignment!.closesAt!.toISOString() });
    expect(await listed()).toMatchObject({ status: 'submitted', score: null });

    await server.db
      .update(t.examAssignments)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(and(eq(t.examAssignments.examId, world.exams.a1.unit), eq(t.examAssignments.groupId, world.groups.a1)));
    const after = (await api.result(ue.id)).json.data as ExamResult;
    expect(after).toMatchObject({ score: 3, pointEarned: 3, schedule: { resultsVisible: true } });
    expect(after.fractions[0]!.questions[0]!.correctAnswer).toEqual({ type: 'singleChoice', optionId: 'a' });
    expect(await listed()).toMatchObject({ score: 3 });

    // Closed: nobody starts it any more.
    const late = examClient(server, world, await tokenFor(server, studentEmail(12)), world.groups.a1, world.exams.a1.unit);
    const refused = await late.start();
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(SERVER_MSG.examClosed);
  });
});

describe('results released by the teacher', () => {
  it('withholds them until a teacher of the group releases them, then notifies the students who submitted', async () => {
    const { api, ue, token, listed } = await submitUnitTest(26);
    expectWithheld((await api.result(ue.id)).json.data);
    expect(await listed()).toMatchObject({ score: null });

    // Only a teacher of this group releases: not the other group's teacher, not a student.
    expect((await teacherCall('POST', await tokenFor(server, DEMO.teacher), 'a2', 'release')).status).toBe(403);
    expect((await teacherCall('POST', token, 'a2', 'release')).status).toBe(403);
    const minh = await tokenFor(server, DEMO.teacher2);
    const [released, twice] = await Promise.all([teacherCall('POST', minh, 'a2', 'release'), teacherCall('POST', minh, 'a2', 'release')]);
    expect(released.status).toBe(200);
    expect(twice.status).toBe(200);
    expect(released.json.data as TeachingExam).toMatchObject({ resultRelease: 'on_release', resultsVisible: true, isAuthor: true });
    expect(Date.parse(released.json.data.resultsReleasedAt)).not.toBeNaN();

    const after = (await api.result(ue.id)).json.data as ExamResult;
    expect(after).toMatchObject({ score: 3, schedule: { resultsVisible: true } });
    expect(await listed()).toMatchObject({ score: 3 });
    const bell = await server.call('GET', 'notification/user/page?page=1&size=20&type=WEB', { token });
    const notice = bell.json.data.result.find((n: { content: string }) => n.content.includes('đã được công bố'));
    expect(notice).toBeTruthy();
    expect(bell.json.data.result.filter((n: { content: string }) => n.content.includes('đã được công bố'))).toHaveLength(1);
    expect(JSON.parse(notice.metadata)).toMatchObject({ type: 'examResults', groupId: world.groups.a2, examId: world.exams.a2.unit, params: [ue.title] });
  });
});

describe('schedule', () => {
  it('opens and closes the exam in the group; the policy is changed by its author only', async () => {
    const minh = await tokenFor(server, DEMO.teacher2);
    const student = examClient(server, world, await tokenFor(server, studentEmail(27)), world.groups.a2, world.exams.a2.midterm);
    const put = (body: unknown, token = minh) =>
      server.call('PUT', `s/school_groups/${world.groups.a2}/exams/${world.exams.a2.midterm}/schedule`, { token, school: world.schoolId, body });
    const inHour = new Date(Date.now() + 3_600_000).toISOString();
    const inDay = new Date(Date.now() + 86_400_000).toISOString();

    const badOrder = await put({ opensAt: inDay, closesAt: inHour, resultRelease: 'immediately' });
    expect(badOrder.status).toBe(422);
    expect(badOrder.json.errors.closesAt).toEqual([MSG.examClosesBeforeOpens]);
    const noClose = await put({ opensAt: null, closesAt: null, resultRelease: 'after_close' });
    expect(noClose.status).toBe(422);
    expect(noClose.json.errors.closesAt).toEqual([MSG.examAfterCloseNeedsClosing]);

    const later = await put({ opensAt: inHour, closesAt: inDay, resultRelease: 'after_close' });
    expect(later.status).toBe(200);
    expect(later.json.data).toMatchObject({ opensAt: inHour, closesAt: inDay, resultRelease: 'after_close', resultsVisible: false });
    const early = await student.start();
    expect(early.status).toBe(422);
    expect(early.json.message).toBe(SERVER_MSG.examNotOpenYet);

    // Another teacher may set the window, not the author's policy; students and other schools' staff change nothing.
    await server.db.update(t.exams).set({ createdBy: null }).where(eq(t.exams.id, world.exams.a2.midterm));
    expect((await put({ opensAt: null, closesAt: inDay, resultRelease: 'after_close' })).status).toBe(200);
    const policy = await put({ opensAt: null, closesAt: inDay, resultRelease: 'immediately' });
    expect(policy.status).toBe(403);
    expect(policy.json.message).toBe(SERVER_MSG.examReleaseAuthorOnly);
    expect((await put({ opensAt: null, closesAt: null, resultRelease: 'after_close' }, await tokenFor(server, studentEmail(27)))).status).toBe(403);
    expect((await put({ opensAt: null, closesAt: null, resultRelease: 'after_close' }, await tokenFor(server, DEMO.schoolAdmin))).status).toBe(403);

    const open = await student.start();
    expect(open.status).toBe(200);
    expect(Date.parse((open.json.data as UserExam).deadline)).toBeLessThanOrEqual(Date.parse(inDay));
  });
});
