// One device at a time: a second device hears the attempt is open elsewhere and may take it over; the first device's
// later saves and submission are refused with a clear message and kept for the teacher as late copies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examWorld, findQuestion, studentEmail, tokenFor, type ExamWorld } from './test-support.ts';
import type { SavedAnswer, TeacherAttempt, UserExam } from '../../../src/shared/exam.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;
const TABLET = 'tablet-0000-aaaa';
const CHROMEBOOK = 'chromebook-1111-bbbb';

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

async function studentOn(n: number) {
  const token = await tokenFor(server, studentEmail(n));
  const base = `s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a1.midterm}/perform`;
  const school = world.schoolId;
  return {
    start: (device: string | null, takeover = false) =>
      server.call('POST', `${base}/new${takeover ? '?takeover=1' : ''}`, { token, school, headers: device ? { 'X-Device-Id': device } : {} }),
    save: (device: string | null, id: number, answers: SavedAnswer[], opts: { submit?: boolean; key?: string } = {}) =>
      server.call('PUT', `${base}/${id}`, {
        token,
        school,
        body: { answers, ...(opts.submit ? { submit: true } : {}) },
        headers: { 'Idempotency-Key': opts.key ?? randomUUID(), ...(device ? { 'X-Device-Id': device } : {}) },
      }),
  };
}

const teacherView = async (userExamId: number) => {
  const token = await tokenFor(server, DEMO.teacher);
  const res = await server.call('GET', `s/user_exams/${userExamId}`, { token, school: world.schoolId });
  expect(res.status).toBe(200);
  return res.json.data as TeacherAttempt;
};

describe('an attempt on two devices', () => {
  it('is refused on the second device until it takes over; then the first device’s writes are kept as late copies', async () => {
    const s = await studentOn(3);
    const first = await s.start(TABLET);
    expect(first.status).toBe(200);
    const ue = first.json.data as UserExam;
    const q = findQuestion(ue, "'child'");
    const answer = (text: string): SavedAnswer => ({ questionId: q.id, answer: { type: 'textAnswer', text }, clientUpdatedAt: new Date().toISOString() });
    expect((await s.save(TABLET, ue.id, [answer('tablet 1')])).status).toBe(200);

    const elsewhere = await s.start(CHROMEBOOK);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json).toMatchObject({
      message: SERVER_MSG.examOnOtherDevice,
      errors: { attemptDevice: [SERVER_MSG.examOnOtherDevice] },
      retryable: false,
    });
    // The tablet still holds it.
    expect((await s.save(TABLET, ue.id, [answer('tablet 2')])).status).toBe(200);

    const taken = await s.start(CHROMEBOOK, true);
    expect(taken.status).toBe(200);
    expect((taken.json.data as UserExam).id).toBe(ue.id);
    expect((taken.json.data as UserExam).answers.map((a) => a.answer)).toEqual([{ type: 'textAnswer', text: 'tablet 2' }]);

    const key = randomUUID();
    const third = [answer('tablet 3')];
    const refused = await s.save(TABLET, ue.id, third, { key });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: MSG.examTakenOver, errors: { attemptTakenOver: [MSG.examTakenOver] }, retryable: false });
    // The outbox's replay of the same request hears the same answer; the copy is kept once.
    expect((await s.save(TABLET, ue.id, third, { key })).status).toBe(409);
    expect((await s.start(TABLET)).status).toBe(409);

    expect((await s.save(CHROMEBOOK, ue.id, [answer('chromebook')])).status).toBe(200);
    expect((await s.save(TABLET, ue.id, [answer('tablet 4')], { submit: true })).status).toBe(409);
    const submitted = await s.save(CHROMEBOOK, ue.id, [], { submit: true });
    expect(submitted.status).toBe(200);
    expect(submitted.json.data.status).toBe('submitted');

    const view = await teacherView(ue.id);
    const shown = view.fractions.flatMap((f) => f.questions.flatMap((x) => x.subQuestions ?? [x])).find((x) => x.id === q.id);
    expect(shown?.answer).toEqual({ type: 'textAnswer', text: 'chromebook' });
    expect(view.lateCopies.map((c) => ({ submit: c.submit, answers: c.answers.map((a) => a.answer) }))).toEqual([
      { submit: false, answers: [{ type: 'textAnswer', text: 'tablet 3' }] },
      { submit: true, answers: [{ type: 'textAnswer', text: 'tablet 4' }] },
    ]);
  });

  it('lets the same device reopen it, and does not bind a client that names no device', async () => {
    const s = await studentOn(4);
    const ue = (await s.start(TABLET)).json.data as UserExam;
    expect((await s.start(TABLET)).status).toBe(200);
    expect((await s.start(null)).status).toBe(200);
    expect((await s.save(null, ue.id, [])).status).toBe(200);
    expect((await teacherView(ue.id)).lateCopies).toEqual([]);
  });
});
