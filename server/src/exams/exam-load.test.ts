// Many students at once: 40 simultaneous submissions all succeed, and a burst of 200 answer saves completes.
// The 1,000-student figure is measured by `npm run bench`; here a smaller burst keeps the suite fast on PGlite.
// (Latency figures belong to `npm run bench`; this only proves correctness under concurrency.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { examClient, examWorld, findQuestion, studentEmail, tokenFor, type ExamWorld } from './test-support.ts';
import type { UserExam } from '../../../src/shared/exam.ts';

let server: TestServer;
let world: ExamWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

/** The 30 demo students, each on both exams of their group: 60 attempts to spread the load over. */
async function attempts() {
  const out: { api: ReturnType<typeof examClient>; ue: UserExam }[] = [];
  for (let n = 1; n <= 30; n += 1) {
    const token = await tokenFor(server, studentEmail(n));
    const group = n <= 15 ? world.groups.a1 : world.groups.a2;
    const exams = n <= 15 ? world.exams.a1 : world.exams.a2;
    for (const examId of [exams.midterm, exams.quick]) {
      const api = examClient(server, world, token, group, examId);
      out.push({ api, ue: (await api.start()).json.data });
    }
  }
  return out;
}

describe('load', () => {
  it('40 concurrent submissions all succeed, then 200 concurrent saves complete with last-write-wins intact', async () => {
    const all = await attempts();
    const midterms = all.filter((a) => a.ue.duration === 2700);
    const quick = all.filter((a) => a.ue.duration === 180);
    const submitters = [...quick, ...midterms.slice(0, 10)];
    expect(submitters).toHaveLength(40);

    const t1 = performance.now();
    const submissions = await Promise.all(
      submitters.map(({ api, ue }) => {
        const q = ue.fractions[0]!.questions[0]!;
        return api.save(ue.id, [{ questionId: q.id, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: new Date().toISOString() }], {
          submit: true,
        });
      }),
    );
    console.log(`40 submissions: ${Math.round(performance.now() - t1)} ms`);
    expect(submissions.map((s) => s.status)).toEqual(new Array(40).fill(200));
    const rows = await server.db
      .select()
      .from(t.userExams)
      .where(
        inArray(
          t.userExams.id,
          submitters.map((s) => s.ue.id),
        ),
      );
    expect(rows.every((r) => r.status === 'submitted' && r.score !== null)).toBe(true);

    // The other 20 mid-term attempts: 10 saves each of the essay, fired together, each with a later clientUpdatedAt.
    const savers = midterms.slice(10);
    const base = Date.now();
    const saves = savers.flatMap(({ api, ue }) => {
      const essay = findQuestion(ue, 'sở thích').id;
      return Array.from(
        { length: 10 },
        (_, i) => () =>
          api.save(ue.id, [{ questionId: essay, answer: { type: 'essay', text: `draft ${i}` }, clientUpdatedAt: new Date(base + i).toISOString() }]),
      );
    });
    expect(saves.length).toBe(200);
    const t0 = performance.now();
    const results = await Promise.all(saves.map((s) => s()));
    console.log(`200 saves: ${Math.round(performance.now() - t0)} ms`);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const stored = await server.db
      .select()
      .from(t.userExamAnswers)
      .where(
        inArray(
          t.userExamAnswers.userExamId,
          savers.map((s) => s.ue.id),
        ),
      );
    expect(stored).toHaveLength(20);
    expect(stored.every((a) => (a.answer as { text: string }).text === 'draft 9')).toBe(true);
    const keys = await server.db.select({ key: t.idempotencyKeys.key }).from(t.idempotencyKeys).where(eq(t.idempotencyKeys.status, 200));
    expect(keys.length).toBeGreaterThanOrEqual(240);
  }, 300_000);
});
