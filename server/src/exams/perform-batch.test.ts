// Requests fired together are written together (perform-batch.ts): each caller still gets exactly its own answer —
// its applied questions, its status, and its attempt its own score — a replay gets the stored response, and what a batch cannot take goes the long way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { examClient, examWorld, findQuestion, studentEmail, tokenFor, type ExamWorld } from './test-support.ts';
import type { UserExam } from '../../../src/shared/exam.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

/**
 * Students hs{from}..hs{to} (group 7A1, or 7A2 for `group` a2) on the 3-minute quiz: 2 + 3 × 4 = ? (4 points, 'b' is
 * right) and two more.
 */
async function quizTakers(from: number, to: number, group: 'a1' | 'a2' = 'a1') {
  const out: { api: ReturnType<typeof examClient>; ue: UserExam }[] = [];
  for (let n = from; n <= to; n += 1) {
    const api = examClient(server, world, await tokenFor(server, studentEmail(n)), world.groups[group], world.exams[group].quick);
    out.push({ api, ue: (await api.start()).json.data });
  }
  return out;
}

const now = (offset = 0) => new Date(Date.now() + offset).toISOString();

describe('batched exam writes', () => {
  it('saves fired together each answer with their own applied questions, and a replay gets the same response', async () => {
    const takers = await quizTakers(1, 6);
    const keys = takers.map(() => randomUUID());
    const results = await Promise.all(
      takers.map(({ api, ue }, i) => {
        const q = findQuestion(ue, '2 + 3');
        const text = findQuestion(ue, 'Nhật Bản');
        // Even students answer two questions, odd ones one.
        const answers = [{ questionId: q.id, answer: { type: 'singleChoice' as const, optionId: 'b' }, clientUpdatedAt: now() }];
        if (i % 2 === 0) answers.push({ questionId: text.id, answer: { type: 'textAnswer', text: 'Tokyo' } as never, clientUpdatedAt: now() });
        return api.save(ue.id, answers, { key: keys[i] });
      }),
    );
    expect(results.map((r) => r.status)).toEqual(new Array(6).fill(200));
    results.forEach((r, i) => {
      const ue = takers[i]!.ue;
      const expected = [findQuestion(ue, '2 + 3').id, ...(i % 2 === 0 ? [findQuestion(ue, 'Nhật Bản').id] : [])].sort((a, b) => a - b);
      expect(r.json.data).toMatchObject({ id: ue.id, status: 'in_progress', applied: expected });
    });
    const q = findQuestion(takers[0]!.ue, '2 + 3');
    const replay = await takers[0]!.api.save(takers[0]!.ue.id, [], { key: keys[0] });
    expect(replay.status).toBe(422);
    expect(replay.json.message).toBe(SERVER_MSG.idempotencyMismatch);
    const again = await Promise.all(
      [0, 1, 2].map(() =>
        takers[1]!.api.save(takers[1]!.ue.id, [{ questionId: q.id, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: 'x' }], { key: keys[1] }),
      ),
    );
    // A different body under a used key is refused, never applied.
    expect(again.map((r) => r.status)).toEqual([422, 422, 422]);
  });

  it('submissions fired together are graded one by one: each gets its own score, and a save after them is refused', async () => {
    const takers = await quizTakers(7, 12);
    const results = await Promise.all(
      takers.map(({ api, ue }, i) =>
        api.save(ue.id, [{ questionId: findQuestion(ue, '2 + 3').id, answer: { type: 'singleChoice', optionId: i % 2 ? 'a' : 'b' }, clientUpdatedAt: now() }], {
          submit: true,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(new Array(6).fill(200));
    results.forEach((r) => expect(r.json.data).toMatchObject({ status: 'submitted', late: false }));
    const rows = await server.db
      .select()
      .from(t.userExams)
      .where(
        inArray(
          t.userExams.id,
          takers.map((x) => x.ue.id),
        ),
      );
    expect(rows.map((r) => [r.id, r.score, r.completionComment !== null])).toEqual(
      takers.map((x, i) => [x.ue.id, i % 2 ? 0 : 4, true]).sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // Every question of a submitted attempt has a graded row, answered or not.
    const answers = await server.db
      .select()
      .from(t.userExamAnswers)
      .where(
        inArray(
          t.userExamAnswers.userExamId,
          takers.map((x) => x.ue.id),
        ),
      );
    expect(answers).toHaveLength(18);
    expect(answers.every((a) => a.isMarked)).toBe(true);
    const late = await takers[0]!.api.save(takers[0]!.ue.id, [
      { questionId: findQuestion(takers[0]!.ue, '2 + 3').id, answer: { type: 'singleChoice', optionId: 'a' }, clientUpdatedAt: now(1000) },
    ]);
    expect(late.status).toBe(422);
    expect(late.json.message).toBe(SERVER_MSG.examAlreadySubmitted);
  });

  it('a save and the submission of one attempt fired together: the submission is graded with the newer answer', async () => {
    const [{ api, ue }] = (await quizTakers(13, 13)) as [{ api: ReturnType<typeof examClient>; ue: UserExam }];
    const q = findQuestion(ue, '2 + 3').id;
    const [save, submit] = await Promise.all([
      api.save(ue.id, [{ questionId: q, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: now(1000) }]),
      api.save(ue.id, [{ questionId: q, answer: { type: 'singleChoice', optionId: 'a' }, clientUpdatedAt: now() }], { submit: true }),
    ]);
    expect(save.status).toBe(200);
    expect(submit.status).toBe(200);
    // The save was queued first; the submission's older answer for the same question does not replace it.
    expect(submit.json.data).toMatchObject({ status: 'submitted', applied: [] });
    expect((await api.result(ue.id)).json.data.score).toBe(4);
  });

  it('one submission replayed at once under its key is one submission, every caller getting the same response', async () => {
    const [{ api, ue }] = (await quizTakers(14, 14)) as [{ api: ReturnType<typeof examClient>; ue: UserExam }];
    const key = randomUUID();
    const answers = [{ questionId: findQuestion(ue, '2 + 3').id, answer: { type: 'singleChoice' as const, optionId: 'b' }, clientUpdatedAt: now() }];
    const results = await Promise.all(Array.from({ length: 5 }, () => api.save(ue.id, answers, { key, submit: true })));
    expect(results.map((r) => r.status)).toEqual(new Array(5).fill(200));
    for (const r of results) expect(r.json.data).toEqual(results[0]!.json.data);
    expect(results[0]!.json.data).toMatchObject({ status: 'submitted' });
    expect((await api.result(ue.id)).json.data.score).toBe(4);
  });

  it('submissions arriving a few milliseconds apart, with a save among them, each get their own answer', async () => {
    // The first submission waits for the rest of its class; each arrival extends the wait, and a save arriving
    // meanwhile goes in the same batch.
    const takers = await quizTakers(16, 19, 'a2');
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const results = await Promise.all(
      takers.map(async ({ api, ue }, i) => {
        await pause(i * 2);
        const answers = [{ questionId: findQuestion(ue, '2 + 3').id, answer: { type: 'singleChoice' as const, optionId: 'b' }, clientUpdatedAt: now() }];
        return api.save(ue.id, answers, { submit: i !== 2 });
      }),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json.data.status)).toEqual(['submitted', 'submitted', 'in_progress', 'submitted']);
    const scores = await Promise.all(takers.map(({ api, ue }, i) => (i === 2 ? null : api.result(ue.id).then((r) => r.json.data.score))));
    expect(scores).toEqual([4, 4, null, 4]);
    expect(results[2]!.json.data.applied).toEqual([findQuestion(takers[2]!.ue, '2 + 3').id]);
  });
});
