// Recordings in file storage: rows an older release kept in the database are moved out and lose nothing, and the
// audio is served from storage with ranges (seeking) and validators, the same bytes as before.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId, goForwardWav, userId } from './test-support.ts';
import { moveRecordingsToStorage } from './recording-files.ts';

let server: TestServer;
let token = '';
let school = 0;
let studentId = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO.student);
  school = await demoSchoolId(server);
  studentId = await userId(server, DEMO.student);
}, 60_000);
afterAll(() => server.close());

const audio = (id: number, headers: Record<string, string> = {}) =>
  server.app.request(`/api/s/elsa/speaking_histories/${id}/audio`, {
    headers: { authorization: `Bearer ${token}`, 'x-school-id': String(school), ...headers },
  });

/** A history row as the previous release stored it: the recording in the bytea column. */
async function legacyRow(bytes: Uint8Array) {
  const [row] = await server.db
    .insert(t.speakingHistories)
    .values({
      userId: studentId,
      schoolId: school,
      mode: 'scripted',
      sentence: 'Go forward ten meters.',
      status: 'scored',
      overall: 80,
      audio: bytes,
      audioType: 'audio/wav',
      audioSeconds: 2,
      recordedAt: new Date(),
    })
    .returning();
  return row!;
}

it('moves every recording out of the database, byte for byte, and serves it with ranges and validators', async () => {
  const wav = goForwardWav();
  /** Each row's recording differs in one byte, so a mix-up would show. */
  const variant = (i: number) => wav.map((b, j) => (j === 100 ? i : b));
  const rows = [];
  for (let i = 0; i < 23; i++) rows.push(await legacyRow(variant(i)));
  // Before the move the column still answers.
  const before = await audio(rows[0]!.id);
  expect(before.status).toBe(200);
  expect(Buffer.from(await before.arrayBuffer()).equals(Buffer.from(variant(0)))).toBe(true);

  expect(await moveRecordingsToStorage(server.db, server.storage)).toBe(23);
  expect(await moveRecordingsToStorage(server.db, server.storage)).toBe(0);

  for (const [i, row] of rows.entries()) {
    const [after] = await server.db.select().from(t.speakingHistories).where(eq(t.speakingHistories.id, row.id));
    expect(after!.audio).toBeNull();
    expect(after!.fileId).not.toBeNull();
    const res = await audio(row.id);
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(wav.length);
    expect(body[100]).toBe(i);
  }

  const first = await audio(rows[0]!.id);
  expect(first.headers.get('content-type')).toBe('audio/wav');
  expect(first.headers.get('content-length')).toBe(String(wav.length));
  expect(first.headers.get('accept-ranges')).toBe('bytes');
  const etag = first.headers.get('etag')!;
  expect(etag).toBeTruthy();
  expect(first.headers.get('last-modified')).toBeTruthy();

  const part = await audio(rows[0]!.id, { range: 'bytes=44-143' });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 44-143/${wav.length}`);
  expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(variant(0).slice(44, 144)))).toBe(true);

  const tail = await audio(rows[0]!.id, { range: 'bytes=-10' });
  expect(tail.status).toBe(206);
  expect(Buffer.from(await tail.arrayBuffer()).equals(Buffer.from(wav.slice(wav.length - 10)))).toBe(true);

  const beyond = await audio(rows[0]!.id, { range: `bytes=${wav.length}-` });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get('content-range')).toBe(`bytes */${wav.length}`);

  expect((await audio(rows[0]!.id, { 'if-none-match': etag })).status).toBe(304);
});

it('deleting a history row removes its file from storage too', async () => {
  const [row] = await server.db.select().from(t.speakingHistories).where(eq(t.speakingHistories.userId, studentId)).limit(1);
  const [file] = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, row!.fileId!));
  expect(await server.storage.head(file!.key)).not.toBeNull();
  const res = await server.call('DELETE', `s/elsa/speaking_histories/${row!.id}`, { token, school });
  expect(res.status).toBe(200);
  expect(await server.storage.head(file!.key)).toBeNull();
  expect(await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, file!.id))).toEqual([]);
});
