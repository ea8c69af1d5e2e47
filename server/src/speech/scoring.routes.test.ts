// POST score_audio: scoring with the embedded engine, the stored recording and history, usage limits, idempotent
// uploads, validation, teacher notifications, and unscripted practice refused without a cloud provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId, goForwardWav, upload, userId } from './test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let student = '';
let school = 0;
let studentId = 0;

beforeAll(async () => {
  server = await startTestServer();
  student = await server.login(DEMO.student);
  school = await demoSchoolId(server);
  studentId = await userId(server, DEMO.student);
}, 60_000);
afterAll(() => server.close());

const usage = async () => (await server.db.select().from(t.users).where(eq(t.users.id, studentId)))[0]!;

describe('POST s/elsa/score_audio', () => {
  it('scores the recording, keeps it in the history, counts the call and notifies the teacher', async () => {
    const before = await usage();
    const res = await upload(server, {
      token: student,
      school,
      fields: { sentence: 'Go forward ten meters.', recordedAt: '2026-11-20T08:00:00.000Z', deviceResult: JSON.stringify({ overall: 50 }) },
    });
    expect(res.status).toBe(201);
    const row = res.json.data;
    const body = JSON.parse(row.body);
    expect(body).toMatchObject({ provider: 'embedded', provisional: false, mode: 'scripted', hints: [] });
    expect(body.words.map((w: { word: string }) => w.word)).toEqual(['Go', 'forward', 'ten', 'meters']);
    expect(body.overall).toBeGreaterThanOrEqual(50);
    expect(row).toMatchObject({ status: 'scored', overall: body.overall, sentence: 'Go forward ten meters.', recordedAt: '2026-11-20T08:00:00.000Z' });
    expect(row.user).toMatchObject({ id: studentId, first_name: 'An', last_name: 'Nguyễn' });
    expect((await usage()).usedScriptedApiCall).toBe(before.usedScriptedApiCall + 1);
    // The usage warning of the app reads the session: it sees the call at once.
    const session = await server.call('GET', 'sessions/current', { token: student, school });
    expect(session.json.data.user.usedScriptedApiCall).toBe(before.usedScriptedApiCall + 1);

    const teacherId = await userId(server, DEMO.teacher);
    const notes = await server.db.select().from(t.notifications).where(eq(t.notifications.userId, teacherId));
    const done = notes.map((n) => JSON.parse(n.metadata)).find((m) => m.speakingHistoryId === row.id);
    expect(done).toMatchObject({
      type: 'completeSpeaking',
      schoolId: school,
      groupName: 'Lớp 7A1',
      params: ['Nguyễn An', 'Go forward ten meters.', String(body.overall)],
    });
    // The provisional device score was replaced by the server's: the student hears about it.
    const mine = await server.db.select().from(t.notifications).where(eq(t.notifications.userId, studentId));
    expect(mine.map((n) => JSON.parse(n.metadata)).find((m) => m.speakingHistoryId === row.id)).toMatchObject({ type: 'speakingHistory' });
    const [req] = await server.db.select().from(t.speechRequests).where(eq(t.speechRequests.historyId, row.id));
    expect(req).toMatchObject({ status: 'scored', mode: 'scripted', provider: 'embedded', overall: body.overall });
  }, 30_000);

  it('answers a replay of the same upload with the first response and stores it once', async () => {
    const key = randomUUID();
    const first = await upload(server, { token: student, school, key });
    const again = await upload(server, { token: student, school, key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.data.id).toBe(first.json.data.id);
    const rows = await server.db.select({ id: t.speakingHistories.id }).from(t.speakingHistories).where(eq(t.speakingHistories.id, first.json.data.id));
    expect(rows).toHaveLength(1);
    const other = await upload(server, { token: student, school, key, fields: { sentence: 'Go forward two meters' } });
    expect(other.status).toBe(422);
    expect(other.json.message).toBe(SERVER_MSG.idempotencyMismatch);
  }, 30_000);

  it('refuses a call over the limit with a clear message, keeps the recording and scores it once more calls are granted', async () => {
    await server.db.update(t.users).set({ scriptedCallLimit: 3, usedScriptedApiCall: 3 }).where(eq(t.users.id, studentId));
    const res = await upload(server, { token: student, school });
    expect(res.status).toBe(429);
    expect(res.json.message).toBe(SERVER_MSG.speechLimitReached);
    expect(res.json.data.status).toBe('limited');
    const [kept] = await server.db.select().from(t.speakingHistories).where(eq(t.speakingHistories.id, res.json.data.id));
    expect(kept).toMatchObject({ status: 'limited', overall: null, userId: studentId });
    // The recording is kept in file storage, byte for byte.
    const [file] = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, kept!.fileId!));
    expect(file).toMatchObject({ kind: 'recording', ownerId: studentId, contentType: 'audio/wav', size: goForwardWav().byteLength });
    expect(kept!.audio).toBeNull();
    expect((await usage()).usedScriptedApiCall).toBe(3);
    const again = await server.call('POST', `s/elsa/speaking_histories/${kept!.id}/score`, { token: student, school });
    expect(again.status).toBe(429);

    // More calls granted: the kept recording is scored on request, once.
    await server.db.update(t.users).set({ scriptedCallLimit: 500 }).where(eq(t.users.id, studentId));
    const scored = await server.call('POST', `s/elsa/speaking_histories/${kept!.id}/score`, { token: student, school });
    expect(scored.status).toBe(200);
    expect(scored.json.data).toMatchObject({ id: kept!.id, status: 'scored' });
    expect(JSON.parse(scored.json.data.body).words).toHaveLength(4);
    const twice = await server.call('POST', `s/elsa/speaking_histories/${kept!.id}/score`, { token: student, school });
    expect(twice.json.data.overall).toBe(scored.json.data.overall);
    expect((await usage()).usedScriptedApiCall).toBe(4);
    const teacher = await server.login(DEMO.teacher);
    expect((await server.call('POST', `s/elsa/speaking_histories/${kept!.id}/score`, { token: teacher, school })).status).toBe(404);
    await server.db.update(t.users).set({ usedScriptedApiCall: 0 }).where(eq(t.users.id, studentId));
  }, 30_000);

  it('refuses a call once the school has spent the calls of its contract, keeping the recording and the student’s own calls', async () => {
    const [before] = await server.db
      .select({ limit: t.schools.speakingCallLimit, since: t.schools.contractStartsOn })
      .from(t.schools)
      .where(eq(t.schools.id, school));
    const used = await usage();
    const [scored] = await server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.speechRequests)
      .where(and(eq(t.speechRequests.schoolId, school), eq(t.speechRequests.status, 'scored')));
    // The school bought exactly what it has used (calls from before its contract count for nothing: none here).
    await server.db.update(t.schools).set({ speakingCallLimit: scored!.n, contractStartsOn: null }).where(eq(t.schools.id, school));
    try {
      const res = await upload(server, { token: student, school });
      expect(res.status).toBe(429);
      expect(res.json.message).toBe(SERVER_MSG.speechSchoolLimitReached);
      const [kept] = await server.db.select().from(t.speakingHistories).where(eq(t.speakingHistories.id, res.json.data.id));
      expect(kept).toMatchObject({ status: 'limited', userId: studentId });
      expect((await usage()).usedScriptedApiCall).toBe(used.usedScriptedApiCall);
      // One more call bought: the kept recording is scored.
      await server.db
        .update(t.schools)
        .set({ speakingCallLimit: scored!.n + 1 })
        .where(eq(t.schools.id, school));
      const again = await server.call('POST', `s/elsa/speaking_histories/${kept!.id}/score`, { token: student, school });
      expect(again.json.data).toMatchObject({ id: kept!.id, status: 'scored' });
    } finally {
      await server.db.update(t.schools).set({ speakingCallLimit: before!.limit, contractStartsOn: before!.since }).where(eq(t.schools.id, school));
    }
  }, 30_000);

  it('validates the upload with Vietnamese messages', async () => {
    expect((await upload(server, { token: student, school, key: null })).status).toBe(422);
    const noAudio = await upload(server, { token: student, school, audio: null });
    expect(noAudio.status).toBe(422);
    expect(noAudio.json.errors.audio_file).toEqual([SERVER_MSG.speechAudioRequired]);
    const badAudio = await upload(server, { token: student, school, audio: new TextEncoder().encode('not a wav file at all, sorry'.repeat(3)) });
    expect(badAudio.json.errors.audio_file).toEqual([MSG.speechBadAudio]);
    const noSentence = await upload(server, { token: student, school, fields: { sentence: '   ' } });
    expect(noSentence.json.errors.sentence).toEqual([MSG.speechSentenceRequired]);
    const foreign = await upload(server, { token: student, school, fields: { sentence: '你好' } });
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors.sentence[0]).toContain('你好');
    const badContent = await upload(server, { token: student, school, fields: { sentence: 'go', contentId: '999999' } });
    expect(badContent.json.errors.contentId).toEqual([MSG.invalidInput]);
    const rows = await server.db
      .select({ id: t.speakingHistories.id })
      .from(t.speakingHistories)
      .where(and(eq(t.speakingHistories.userId, studentId), eq(t.speakingHistories.sentence, '你好')));
    expect(rows).toHaveLength(0);
  });

  it('requires a school the caller belongs to, with the speaking permission', async () => {
    const outsider = await server.login(DEMO.newcomer);
    expect((await upload(server, { token: outsider, school })).status).toBe(403);
    // A member whose role has no speaking permission (e.g. an office clerk).
    const [role] = await server.db.insert(t.schoolRoles).values({ schoolId: school, name: 'Văn thư' }).returning();
    const [clerk] = await server.db
      .insert(t.users)
      .values({
        email: 'vanthu@nguyendu.edu.vn',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Thư',
        lastName: 'Văn',
        userType: 'other',
      })
      .returning();
    await server.db.insert(t.schoolMembers).values({ schoolId: school, userId: clerk!.id, schoolRoleId: role!.id, position: 'teacher' });
    const token = await server.login('vanthu@nguyendu.edu.vn');
    expect((await upload(server, { token, school })).status).toBe(403);
    expect((await server.call('GET', 's/elsa/speaking_histories', { token, school })).status).toBe(403);
    expect((await server.call('GET', 's/english_contents/lessons', { token, school })).status).toBe(403);
  });
});

describe('unscripted practice and providers', () => {
  it('is refused when no cloud provider is configured, and the providers endpoint says so', async () => {
    const res = await upload(server, { token: student, school, path: 's/elsa/score_audio_unscripted', fields: {} });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(SERVER_MSG.speechUnscriptedUnavailable);
    // Final: the same recording would be refused again, so the outbox asks the student instead of retrying.
    expect(res.json.retryable).toBe(false);
    const p = await server.call('GET', 's/elsa/providers', { token: student, school });
    expect(p.json.data).toEqual({ scripted: 'embedded', unscripted: false });
  });
});
