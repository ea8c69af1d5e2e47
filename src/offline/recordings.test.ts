import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { drain } from './outbox.ts';
import { setOutboxAuth } from './outbox-auth.ts';
import {
  dropReplacedRecordings,
  dropReplacedWhenAnswered,
  getRecording,
  listRecordings,
  removeRecording,
  saveRecording,
  setDeviceResult,
} from './recordings.ts';
import { saveAnswer } from './exam-answers.ts';
import { attemptKeyOf } from './exam-store.ts';
import type { OutboxResponse, Sender } from './outbox-send.ts';
import { resetOfflineDb, scriptedSender, seedAttempt } from './test-fixtures.ts';

beforeEach(async () => {
  await resetOfflineDb();
  await setOutboxAuth(5, 'token-5');
});

const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]).buffer;

function record(overrides: { sentence?: string; recordedAt?: number } = {}) {
  return saveRecording({
    userId: 5,
    schoolId: 3,
    contentId: 8,
    itemId: 81,
    sentence: overrides.sentence ?? 'I like apples',
    audio: bytes,
    mimeType: 'audio/wav',
    duration: 1.5,
    recordedAt: overrides.recordedAt ?? 1000,
    url: '/api/s/elsa/score_audio',
    fields: { sentence: overrides.sentence ?? 'I like apples', mode: 'scripted' },
    fileField: 'audio_file',
  });
}

describe('recordings', () => {
  it('commits the recording and its upload together, keyed by the Idempotency-Key', async () => {
    const row = await record();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ key: row.key, kind: 'recording', state: 'pending', method: 'POST', body: undefined });
    expect(item!.upload?.file.recordingKey).toBe(row.key);
    expect((await getRecording(row.key))?.audio.byteLength).toBe(8);
  });

  it('sends a multipart form read from IndexedDB, without a JSON content type, and stores the server result', async () => {
    const row = await record();
    const { send, requests } = scriptedSender([{ status: 201, body: { data: { id: 42, overall: 77 } } }]);
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 1, failed: 0 });
    const request = requests[0]!;
    expect(request.headers).toMatchObject({ 'Idempotency-Key': row.key, Authorization: 'Bearer token-5', 'X-SCHOOL-ID': '3' });
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(request.body).toBeUndefined();
    expect(request.formData?.get('sentence')).toBe('I like apples');
    const audio = request.formData?.get('audio_file') as File;
    expect(audio.name).toBe('recording.wav');
    expect(audio.size).toBe(8);
    const stored = await getRecording(row.key);
    expect(stored).toMatchObject({ serverId: 42, serverResult: { id: 42, overall: 77 } });
    expect(stored?.uploadedAt).not.toBeNull();
    expect((await db.outbox.toArray()).map((i) => i.state)).toEqual(['done']);
  });

  it('a refused upload (over the limit) fails with the server message and keeps the recording', async () => {
    const row = await record();
    const body = { code: 403, message: 'x', messages: ['Bạn đã dùng hết lượt chấm phát âm'], errors: {} };
    await drain({ send: scriptedSender([{ status: 403, body }]).send, locks: null });
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ state: 'failed', lastError: 'Bạn đã dùng hết lượt chấm phát âm' });
    expect(await getRecording(row.key)).toBeDefined();
  });

  it('a network failure retries later with the same key and the same bytes', async () => {
    const row = await record();
    const { send, requests } = scriptedSender(['network', 200]);
    await drain({ send, locks: null });
    await drain({ send, locks: null, wake: true });
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual([row.key, row.key]);
    expect((requests[1]!.formData?.get('audio_file') as File).size).toBe(8);
  });

  it('an upload whose recording is gone fails with a clear message instead of retrying', async () => {
    const row = await record();
    await db.recordings.delete(row.key);
    const { send, requests } = scriptedSender([]);
    await drain({ send, locks: null });
    expect(requests).toHaveLength(0);
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'failed', lastError: 'Không tìm thấy bản ghi âm trên thiết bị này' });
  });

  it('lists newest first, keeps the device score, and removing drops the queued upload', async () => {
    const a = await record({ recordedAt: 1000 });
    const b = await record({ recordedAt: 2000, sentence: 'Good morning' });
    await setDeviceResult(a.key, { overall: 61 } as never);
    expect((await listRecordings(5, 3)).map((r) => r.key)).toEqual([b.key, a.key]);
    expect((await getRecording(a.key))?.deviceResult?.overall).toBe(61);
    expect(await removeRecording(a.key)).toBe(true);
    expect((await db.outbox.toArray()).map((i) => i.key)).toEqual([b.key]);
    expect(await listRecordings(5, 3)).toHaveLength(1);
  });
});

describe('a recording refused over the usage limit', () => {
  it('is delivered, not retried: the server stored it as limited, and its message is kept for the screen', async () => {
    const row = await record();
    const body = {
      code: 429,
      message: 'Bạn đã dùng hết lượt chấm phát âm',
      messages: ['Bạn đã dùng hết lượt chấm phát âm'],
      errors: {},
      data: { id: 9, status: 'limited' },
    };
    const { send, requests } = scriptedSender([{ status: 429, body }]);
    await drain({ send, locks: null });
    await drain({ send, locks: null, wake: true });
    expect(requests).toHaveLength(1);
    expect(await getRecording(row.key)).toMatchObject({
      serverId: 9,
      serverResult: { id: 9, status: 'limited', message: 'Bạn đã dùng hết lượt chấm phát âm' },
    });
  });
});

describe('the on-device score', () => {
  it('goes with an upload not yet tried, and never changes one already sent', async () => {
    const fresh = await record();
    await setDeviceResult(fresh.key, { overall: 61 } as never);
    expect((await db.outbox.where('key').equals(fresh.key).first())!.upload!.fields.deviceResult).toBe('{"overall":61}');

    const tried = await record({ sentence: 'Good morning' });
    await drain({ send: scriptedSender(['network', 'network']).send, locks: null });
    await setDeviceResult(tried.key, { overall: 70 } as never);
    expect((await db.outbox.where('key').equals(tried.key).first())!.upload!.fields.deviceResult).toBeUndefined();
    expect((await getRecording(tried.key))?.deviceResult?.overall).toBe(70);
  });
});

describe('an exam speaking answer recorded again', () => {
  const KEY = attemptKeyOf(5, 7);
  const speaking = (recordingId: string) => ({ type: 'speaking' as const, recordingId });
  /** What the device holds: each recording, and each upload with its state. */
  const onDevice = async () => ({
    recordings: (await db.recordings.toArray()).map((r) => r.key).sort(),
    uploads: Object.fromEntries((await db.outbox.toArray()).map((i) => [i.key, i.state])),
  });

  beforeEach(async () => {
    await seedAttempt();
  });

  /** The first take, answered, then a second take saved (its answer not yet written). */
  async function recordTwice(beforeSecond?: () => Promise<void>) {
    const first = await record({ recordedAt: 1000 });
    await saveAnswer(KEY, 1, speaking(first.key), 1000);
    await beforeSecond?.();
    const second = await record({ recordedAt: 2000 });
    return { first, second };
  }

  it('drops the earlier recording and its upload that had not started, once the answer names the new one', async () => {
    const { first, second } = await recordTwice();
    const dropped = dropReplacedWhenAnswered(second.key, [first.key]);
    // Until the new answer is committed, the answer still points at the first take: nothing goes.
    expect(await dropReplacedRecordings(second.key, [first.key])).toBeNull();
    expect(await onDevice()).toEqual({
      recordings: [first.key, second.key].sort(),
      uploads: { [first.key]: 'pending', [second.key]: 'pending' },
    });

    await saveAnswer(KEY, 1, speaking(second.key), 2000);
    expect(await dropped).toEqual({ dropped: [first.key], kept: [] });
    expect(await onDevice()).toEqual({ recordings: [second.key], uploads: { [second.key]: 'pending' } });
    // Only the take the answer names is uploaded.
    const { send, requests } = scriptedSender([{ status: 201, body: { data: { id: 42, overall: 80 } } }]);
    await drain({ send, locks: null });
    expect(requests.filter((r) => r.formData).map((r) => r.headers['Idempotency-Key'])).toEqual([second.key]);
  });

  it('keeps an earlier recording already delivered: the server has it', async () => {
    const { first, second } = await recordTwice(async () => {
      await drain({ send: scriptedSender([{ status: 201, body: { data: { id: 41, overall: 70 } } }]).send, locks: null });
    });
    await saveAnswer(KEY, 1, speaking(second.key), 2000);
    expect(await dropReplacedWhenAnswered(second.key, [first.key])).toEqual({ dropped: [], kept: [first.key] });
    expect(await onDevice()).toEqual({
      recordings: [first.key, second.key].sort(),
      uploads: { [first.key]: 'done', [second.key]: 'pending' },
    });
  });

  it('keeps an earlier recording whose upload is being sent, or was tried and will be retried', async () => {
    // The first take's upload is on the wire while the student records again; any later upload meets a network error.
    let respond!: (response: OutboxResponse) => void;
    let onWire!: () => void;
    const firstOnWire = new Promise<void>((resolve) => (onWire = resolve));
    let uploads = 0;
    const send: Sender = (request) => {
      if (!request.formData) return Promise.resolve({ status: 200, body: { data: {} } });
      if (++uploads > 1) return Promise.reject(new TypeError('Failed to fetch'));
      onWire();
      return new Promise((resolve) => (respond = resolve));
    };
    let draining: Promise<unknown> = Promise.resolve();
    const { first, second } = await recordTwice(async () => {
      draining = drain({ send, locks: null });
      await firstOnWire;
    });
    await saveAnswer(KEY, 1, speaking(second.key), 2000);
    expect(await dropReplacedWhenAnswered(second.key, [first.key])).toEqual({ dropped: [], kept: [first.key] });
    expect((await onDevice()).uploads[first.key]).toBe('sending');
    respond({ status: 201, body: { data: { id: 41, overall: 70 } } });
    await draining;
    expect(await getRecording(first.key)).toMatchObject({ serverId: 41 });

    // The same drain tried the second take's upload, which failed on the network: it may have reached the server.
    expect(await db.outbox.where('key').equals(second.key).first()).toMatchObject({ state: 'pending', attempts: 1 });
    const third = await record({ recordedAt: 3000 });
    await saveAnswer(KEY, 1, speaking(third.key), 3000);
    expect(await dropReplacedWhenAnswered(third.key, [second.key])).toEqual({ dropped: [], kept: [second.key] });
    expect(await getRecording(second.key)).toBeDefined();
  });

  it('drops nothing when the new answer is never committed (the attempt was sealed first), nor a take an answer still names', async () => {
    const { first, second } = await recordTwice();
    expect(await dropReplacedWhenAnswered(second.key, [first.key], 50)).toBeNull();
    expect((await onDevice()).recordings).toEqual([first.key, second.key].sort());

    // Another question's answer names the first take: it stays even once the new answer is in.
    await saveAnswer(KEY, 2, speaking(first.key), 1500);
    await saveAnswer(KEY, 1, speaking(second.key), 2000);
    expect(await dropReplacedWhenAnswered(second.key, [first.key])).toEqual({ dropped: [], kept: [first.key] });
    expect((await onDevice()).uploads[first.key]).toBe('pending');
  });
});
