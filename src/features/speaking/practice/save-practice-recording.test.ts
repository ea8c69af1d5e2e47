// Saving a practice recording: the WAV and its upload are on disk before "saved"; too short or unreadable is refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db.ts';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import { decodeWav } from '@/shared/speech/wav.ts';
import { decodeToPcm } from '../audio/pcm.ts';
import { RecordingProblem, savePracticeRecording } from './save-practice-recording.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';

vi.mock('../audio/pcm.ts', () => ({ decodeToPcm: vi.fn() }));
const decode = vi.mocked(decodeToPcm);
const target = { userId: 5, schoolId: 3, lessonId: 8, itemId: 81, sentence: 'My hobby is collecting stamps.', mode: 'scripted' as const };

beforeEach(async () => {
  await resetOfflineDb();
  decode.mockReset();
});

describe('savePracticeRecording', () => {
  it('stores 16 kHz WAV and queues its multipart upload with the sentence, item and time before resolving', async () => {
    decode.mockResolvedValue(new Float32Array(16000).fill(0.25));
    const { row, pcm } = await savePracticeRecording(new Blob(['webm']), target);
    const stored = await db.recordings.get(row.key);
    expect(stored).toMatchObject({ userId: 5, schoolId: 3, contentId: 8, itemId: 81, duration: 1, mimeType: 'audio/wav' });
    const wav = decodeWav(new Uint8Array(stored!.audio));
    expect(wav.sampleRate).toBe(16000);
    expect(wav.pcm).toHaveLength(16000);
    expect(pcm).toHaveLength(16000);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ key: row.key, kind: 'recording', method: 'POST', url: '/api/s/elsa/score_audio', state: 'pending' });
    expect(item!.upload).toMatchObject({
      fields: { sentence: target.sentence, contentId: '81', recordedAt: new Date(row.recordedAt).toISOString() },
      file: { field: 'audio_file', filename: 'recording.wav', recordingKey: row.key },
    });
  });

  it('free speaking goes to the unscripted endpoint without a sentence', async () => {
    decode.mockResolvedValue(new Float32Array(16000));
    const free = { ...target, lessonId: null, itemId: null, sentence: '', mode: 'unscripted' as const };
    const { row } = await savePracticeRecording(new Blob(['webm']), free);
    expect(row.sentence).toBe('Nói tự do');
    const [item] = await db.outbox.toArray();
    expect(item!.url).toBe('/api/s/elsa/score_audio_unscripted');
    expect(item!.upload!.fields).toEqual({ recordedAt: new Date(row.recordedAt).toISOString() });
  });

  it('a mis-tap shorter than 0.3 s is refused with a message and stores nothing', async () => {
    decode.mockResolvedValue(new Float32Array(1600));
    await expect(savePracticeRecording(new Blob(['x']), target)).rejects.toEqual(new RecordingProblem(SPEAKING_MSG.recordingTooShort));
    expect(await db.recordings.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('audio the browser cannot decode asks for a new recording', async () => {
    decode.mockRejectedValue(new DOMException('bad', 'EncodingError'));
    await expect(savePracticeRecording(new Blob(['x']), target)).rejects.toEqual(new RecordingProblem(SPEAKING_MSG.decodeFailed));
  });
});
