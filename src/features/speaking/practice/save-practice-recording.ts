// From MediaRecorder's Blob to a durable recording: decoded to 16 kHz mono, stored as WAV in IndexedDB together with
// its queued upload to POST s/elsa/score_audio (contract §4), and only then reported as saved. Returns the PCM the
// on-device engine scores.
import { buildUrl } from '@/lib/http.ts';
import { saveRecording } from '@/offline/recordings.ts';
import type { RecordingRow } from '@/offline/db.ts';
import { encodeWav, wavToEnginePcm } from '@/shared/speech/wav.ts';
import { SPEECH_SAMPLE_RATE } from '@/shared/speech/types.ts';
import { decodeToPcm } from '../audio/pcm.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';

export interface PracticeTarget {
  userId: number;
  schoolId: number;
  lessonId: number | null;
  itemId: number | null;
  /** The text to read; '' for free speaking (unscripted: the server's cloud provider transcribes it). */
  sentence: string;
  mode: 'scripted' | 'unscripted';
}

export class RecordingProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordingProblem';
  }
}

/** Shorter than this is a mis-tap, not an attempt. */
const MIN_SECONDS = 0.3;

export async function savePracticeRecording(blob: Blob, target: PracticeTarget): Promise<{ row: RecordingRow; pcm: Float32Array }> {
  let pcm: Float32Array;
  try {
    pcm = await decodeToPcm(blob);
  } catch {
    throw new RecordingProblem(SPEAKING_MSG.decodeFailed);
  }
  const duration = pcm.length / SPEECH_SAMPLE_RATE;
  if (duration < MIN_SECONDS) throw new RecordingProblem(SPEAKING_MSG.recordingTooShort);
  const wav = encodeWav(pcm);
  const recordedAt = Date.now();
  const fields: Record<string, string> = { recordedAt: new Date(recordedAt).toISOString() };
  if (target.mode === 'scripted') fields.sentence = target.sentence;
  if (target.itemId !== null) fields.contentId = String(target.itemId);
  const row = await saveRecording({
    userId: target.userId,
    schoolId: target.schoolId,
    contentId: target.lessonId,
    itemId: target.itemId,
    sentence: target.mode === 'scripted' ? target.sentence : SPEAKING_MSG.freeSpeakingLabel,
    audio: wav.buffer.slice(wav.byteOffset, wav.byteOffset + wav.byteLength) as ArrayBuffer,
    mimeType: 'audio/wav',
    duration: Math.round(duration * 100) / 100,
    recordedAt,
    url: buildUrl(target.mode === 'scripted' ? 's/elsa/score_audio' : 's/elsa/score_audio_unscripted'),
    fields,
    fileField: 'audio_file',
  });
  // The device scores exactly the samples the server will score (the stored 16-bit WAV), so both see one input.
  return { row, pcm: wavToEnginePcm(wav) };
}
