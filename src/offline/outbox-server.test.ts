// @vitest-environment node
// The whole offline path against the real exam API (in-process Hono on PGlite): fetch the attempt, answer offline,
// seal, drain through the outbox, replay — the server ends with exactly one submission holding every answer.
// The server modules are imported by path at run time so the app's type-check does not pull in server code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerValue, ExamQuestion, ExamResult, UserExam } from '@/shared/exam.ts';
import { db } from './db.ts';
import { attemptKeyOf, getAttempt, saveAttempt, sealAttempt } from './exam-store.ts';
import { getAnswers, saveAnswer } from './exam-answers.ts';
import { drain } from './outbox.ts';
import { materializeAnswerItems } from './exam-answer-items.ts';
import { setOutboxAuth } from './outbox-auth.ts';
import type { Sender } from './outbox-send.ts';
import { resetOfflineDb } from './test-fixtures.ts';

interface Call {
  (method: string, path: string, opts?: { body?: unknown; token?: string; school?: number }): Promise<{ status: number; json: { data: unknown } }>;
}
interface Server {
  app: { request(url: string, init: RequestInit): Promise<Response> };
  call: Call;
  close(): Promise<void>;
}
interface World {
  schoolId: number;
  groups: { a1: number };
  exams: { a1: { midterm: number } };
}

const load = (path: string) => import(/* @vite-ignore */ new URL(path, import.meta.url).pathname);
let server: Server;
let world: World;
let token: string;
let userId: number;

beforeAll(async () => {
  const harness = await load('../../server/src/test/harness.ts');
  const support = await load('../../server/src/exams/test-support.ts');
  server = await harness.startTestServer();
  world = await support.examWorld(server);
  token = await support.tokenFor(server, support.studentEmail(4));
  const session = await server.call('GET', 'sessions/current', { token });
  userId = (session.json.data as { user: { id: number } }).user.id;
  await resetOfflineDb();
}, 180_000);
afterAll(() => server?.close());

function answerFor(q: ExamQuestion): AnswerValue | null {
  const options = q.content.options ?? [];
  switch (q.questionType) {
    case 'singleChoice':
      return { type: 'singleChoice', optionId: options[0]!.id };
    case 'multipleChoice':
      return { type: 'multipleChoice', optionIds: [options[0]!.id] };
    case 'fillInTheBlank':
      return { type: 'fillInTheBlank', blanks: Array.from({ length: q.content.blankCount ?? 1 }, () => ' x ') };
    case 'textAnswer':
      return { type: 'textAnswer', text: 'Hà Nội' };
    case 'essay':
      return { type: 'essay', text: 'Bài luận ngắn.' };
    default:
      return null;
  }
}

const send: Sender = async (req) => {
  const res = await server.app.request(req.url, { method: req.method, headers: req.headers, body: req.body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

describe('outbox against the exam API', () => {
  it('delivers answers and one submission, and a replayed submission stays one', async () => {
    const base = `s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a1.midterm}/perform`;
    const startedAt = Date.now();
    const started = await server.call('POST', `${base}/new`, { token, school: world.schoolId });
    const ue = started.json.data as UserExam;
    await saveAttempt(
      { ...ue, userId, schoolId: world.schoolId, groupId: world.groups.a1, examId: world.exams.a1.midterm },
      ue.serverNow,
      startedAt,
      Date.now(),
    );
    await setOutboxAuth(userId, token);
    const key = attemptKeyOf(userId, ue.id);

    // Offline: every answerable question answered, some twice.
    const questions = ue.fractions.flatMap((f) => f.questions.flatMap((q) => q.subQuestions ?? [q]));
    let answered = 0;
    for (const q of questions) {
      const value = answerFor(q);
      if (!value) continue;
      await saveAnswer(key, q.id, value);
      await saveAnswer(key, q.id, value);
      answered++;
    }
    await materializeAnswerItems(); // what the page does shortly after the changes
    await sealAttempt(key);
    expect(await db.outbox.count()).toBe(2); // one coalesced answers save and the submission

    const result = await drain({ send, locks: null });
    expect(result).toMatchObject({ sent: 2, failed: 0, retrying: 0 });
    expect((await getAttempt(key))?.status).toBe('submitted');
    expect((await getAnswers(key)).every((a) => a.syncedAt !== null)).toBe(true);

    const first = (await server.call('GET', `${base}/${ue.id}/result`, { token, school: world.schoolId })).json.data as ExamResult;
    expect(first.status).toBe('submitted');
    const onServer = first.fractions.flatMap((f) => f.questions.flatMap((q) => q.subQuestions ?? [q])).filter((q) => q.answer !== null);
    expect(onServer).toHaveLength(answered);

    // The same submission replayed (a retry after a lost response): the server answers from its record.
    const submission = (await db.outbox.where('[group+kind]').equals([key, 'submission']).first())!;
    await db.outbox.update(submission.id!, { state: 'pending', nextAttemptAt: 0 });
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 1 });
    const again = (await server.call('GET', `${base}/${ue.id}/result`, { token, school: world.schoolId })).json.data as ExamResult;
    expect(again.submittedAt).toBe(first.submittedAt);
    expect(again.score).toBe(first.score);
  }, 60_000);
});
