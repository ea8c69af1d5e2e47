// The exam sweep as a job of the real queue: two instances sharing the database ask for it every interval, and an
// overdue attempt is closed exactly once.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { examSweepJob, pruneKeysJob, scheduleExamSweep } from './sweep.ts';
import { examClient, examWorld, expire, studentEmail, tokenFor } from './test-support.ts';
import type { UserExam } from '../../../src/shared/exam.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

it('two instances asking for the sweep every interval close an overdue attempt once, graded', async () => {
  const world = await examWorld(server);
  const token = await tokenFor(server, studentEmail(3));
  const api = examClient(server, world, token, world.groups.a1, world.exams.a1.quick);
  const ue = (await api.start()).json.data as UserExam;
  await expire(server, ue.id, 61);

  const defs = [examSweepJob(server.db), pruneKeysJob(server.db)];
  const a = await server.startJobs(defs, 'a');
  const b = await server.startJobs(defs, 'b');
  const stops = [await scheduleExamSweep(a, server.db, 1000), await scheduleExamSweep(b, server.db, 1000)];
  try {
    await vi.waitFor(
      async () => {
        const [row] = await server.db.select().from(t.userExams).where(eq(t.userExams.id, ue.id));
        expect(row!.status).toBe('auto_submitted');
      },
      { timeout: 20_000, interval: 200 },
    );
    // Two seconds of asking from both instances: at most one sweep job per one-second slot, never two.
    await new Promise((r) => setTimeout(r, 2500));
    const jobs = await a.boss.findJobs('exam-sweep');
    const slots = jobs.map((j) => j.singletonOn?.getTime());
    expect(new Set(slots).size).toBe(slots.length);
    const [row] = await server.db.select().from(t.userExams).where(eq(t.userExams.id, ue.id));
    expect(row!.autoClosedAt).not.toBeNull();
    expect(row!.score).not.toBeNull();
  } finally {
    for (const stop of stops) stop();
  }
}, 60_000);
