import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { drain } from './outbox.ts';
import { setOutboxAuth } from './outbox-auth.ts';
import { getRecording, listRecordings, removeRecording, saveRecording, setDeviceResult } from './recordings.ts';
import { resetOfflineDb, scriptedSender } from './test-fixtures.ts';

beforeEach(async () => {
  await resetOfflineDb();
  await setOutboxAuth(5, 'token-5');
});

const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]).buffer;

function record(overrides: { sentence?: string; recordedAt?: number } = {}) {
  return saveRecording({
    userId: 5, schoolId: 3, contentId: 8, itemId: 81, sentence: overrides.sentence ?? 'I like apples',
    audio: bytes, mimeType: 'audio/wav', duration: 1.5, recordedAt: overrides.recordedAt ?? 1000,
    url: '/api/s/elsa/score_audio', fields: { sentence: overrides.sentence ?? 'I like apples', mode: 'scripted' }, fileField: 'audio_file',
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
      code: 429, message: 'Bạn đã dùng hết lượt chấm phát âm', messages: ['Bạn đã dùng hết lượt chấm phát âm'], errors: {},
      data: { id: 9, status: 'limited' },
    };
    const { send, requests } = scriptedSender([{ status: 429, body }]);
    await drain({ send, locks: null });
    await drain({ send, locks: null, wake: true });
    expect(requests).toHaveLength(1);
    expect(await getRecording(row.key)).toMatchObject({
      serverId: 9, serverResult: { id: 9, status: 'limited', message: 'Bạn đã dùng hết lượt chấm phát âm' },
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
