// An exam's speaking answer names its recording by the device's id (the upload's Idempotency-Key): the student's
// teacher hears it by that id from the grading page; another class's teacher, a classmate and other schools do not.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, OTHER_SCHOOL_CODE } from '../seed.ts';
import { goForwardWav, upload } from './test-support.ts';
import { examClient, examWorld, findQuestion, type ExamWorld } from '../exams/test-support.ts';

const STUDENT = 'hs13@nguyendu.edu.vn';
let server: TestServer;
let world: ExamWorld;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  const emails = [STUDENT, 'hs02@nguyendu.edu.vn', DEMO.teacher, DEMO.teacher2, DEMO.principal];
  for (const email of emails) tokens[email] = await server.login(email);
}, 90_000);
afterAll(() => server.close());

async function audio(key: string, email: string, school = world.schoolId) {
  const res = await server.app.request(`/api/s/elsa/recordings/${key}/audio`, {
    headers: { authorization: `Bearer ${tokens[email]}`, 'x-school-id': String(school) },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET s/elsa/recordings/:key/audio', () => {
  it('plays an exam’s speaking answer to the student’s teacher, by the id the answer carries', async () => {
    const key = randomUUID();
    const exam = examClient(server, world, tokens[STUDENT]!, world.groups.a1, world.exams.a1.midterm);
    const started = await exam.start();
    expect(started.status).toBe(200);
    const speaking = findQuestion(started.json.data, 'Đọc to câu sau');
    const saved = await exam.save(
      started.json.data.id,
      [{ questionId: speaking.id, answer: { type: 'speaking', recordingId: key }, clientUpdatedAt: new Date().toISOString() }],
      { submit: true },
    );
    expect(saved.status).toBe(200);

    // Submitted before the recording arrived (it was still in the outbox): not there yet.
    expect((await audio(key, DEMO.teacher)).status).toBe(404);
    const up = await upload(server, { token: tokens[STUDENT]!, school: world.schoolId, key, fields: { sentence: 'Go forward ten meters' } });
    expect(up.status).toBe(201);
    const [row] = await server.db
      .select({ clientKey: t.speakingHistories.clientKey })
      .from(t.speakingHistories)
      .where(eq(t.speakingHistories.id, up.json.data.id));
    expect(row?.clientKey).toBe(key);

    // The teacher reads the answer on the grading page and fetches its recording by that id.
    const graded = await server.call('GET', `s/user_exams/${started.json.data.id}`, { token: tokens[DEMO.teacher], school: world.schoolId });
    const answer = graded.json.data.fractions
      .flatMap((f: { questions: { id: number; answer: unknown }[] }) => f.questions)
      .find((q: { id: number }) => q.id === speaking.id)?.answer;
    expect(answer).toEqual({ type: 'speaking', recordingId: key });
    const heard = await audio(key, DEMO.teacher);
    expect(heard.status).toBe(200);
    expect(heard.type).toBe('audio/wav');
    expect(heard.bytes).toEqual(goForwardWav());
    // The id is a UUID: any letter case finds it. The student and the principal may listen too.
    expect((await audio(key.toUpperCase(), DEMO.teacher)).status).toBe(200);
    expect((await audio(key, STUDENT)).status).toBe(200);
    expect((await audio(key, DEMO.principal)).status).toBe(200);
  });

  it('is missing for another class’s teacher, a classmate, another school and unknown ids', async () => {
    const key = randomUUID();
    expect((await upload(server, { token: tokens[STUDENT]!, school: world.schoolId, key })).status).toBe(201);
    expect((await audio(key, DEMO.teacher2)).status).toBe(404);
    expect((await audio(key, 'hs02@nguyendu.edu.vn')).status).toBe(404);
    expect((await audio(randomUUID(), DEMO.teacher)).status).toBe(404);
    const [other] = await server.db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
    expect((await audio(key, DEMO.teacher, other!.id)).status).toBe(403);
    expect((await audio('not-a-recording', DEMO.teacher)).status).toBe(422);
  });
});
