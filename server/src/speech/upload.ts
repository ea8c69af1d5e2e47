// Reads a scoring upload (multipart): the WAV recording and its fields, validated with Vietnamese messages.
import type { Context } from 'hono';
import * as v from 'valibot';
import { invalid } from '../http/errors.ts';
import { parseOr422 } from '../http/validate.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SpeechError } from '../../../src/shared/speech/errors.ts';
import { SPEECH_MAX_SECONDS, SPEECH_MAX_UPLOAD_BYTES, SPEECH_SAMPLE_RATE, type SpeechResult } from '../../../src/shared/speech/types.ts';
import { wavToEnginePcm } from '../../../src/shared/speech/wav.ts';
import { SERVER_MSG } from '../messages.ts';

export interface Upload {
  wav: Uint8Array;
  pcm: Float32Array;
  audioSeconds: number;
  sentence: string;
  contentId: number | null;
  recordedAt: Date;
  deviceResult: SpeechResult | null;
}

const fields = v.object({
  sentence: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, MSG.invalidInput)), ''),
  contentId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.invalidInput), v.transform(Number))),
  recordedAt: v.optional(v.pipe(v.string(), v.isoTimestamp(MSG.invalidInput))),
  deviceResult: v.optional(v.pipe(v.string(), v.maxLength(200_000, MSG.invalidInput))),
});

export async function readUpload(c: Context, opts: { sentenceRequired: boolean }): Promise<Upload> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw invalid({ audio_file: [SERVER_MSG.speechAudioRequired] });
  }
  const form = await c.req.formData();
  const file = form.get('audio_file');
  if (!file || typeof file === 'string') throw invalid({ audio_file: [SERVER_MSG.speechAudioRequired] });
  if (file.size > SPEECH_MAX_UPLOAD_BYTES) throw invalid({ audio_file: [MSG.speechTooLong] });
  const raw: Record<string, string> = {};
  for (const key of ['sentence', 'contentId', 'recordedAt', 'deviceResult']) {
    const value = form.get(key);
    if (typeof value === 'string' && value !== '') raw[key] = value;
  }
  const f = parseOr422(fields, raw);
  if (opts.sentenceRequired && !f.sentence) throw invalid({ sentence: [MSG.speechSentenceRequired] });
  const wav = new Uint8Array(await file.arrayBuffer());
  let pcm: Float32Array;
  try {
    pcm = wavToEnginePcm(wav);
  } catch (e) {
    if (e instanceof SpeechError) throw invalid({ audio_file: [MSG.speechBadAudio] });
    throw e;
  }
  const audioSeconds = pcm.length / SPEECH_SAMPLE_RATE;
  if (audioSeconds > SPEECH_MAX_SECONDS) throw invalid({ audio_file: [MSG.speechTooLong] });
  let deviceResult: SpeechResult | null = null;
  try {
    deviceResult = f.deviceResult ? (JSON.parse(f.deviceResult) as SpeechResult) : null;
  } catch {
    throw invalid({ deviceResult: [MSG.invalidInput] });
  }
  const recordedAt = f.recordedAt ? new Date(f.recordedAt) : new Date();
  // A device clock far in the future is not believed.
  return {
    wav,
    pcm,
    audioSeconds,
    sentence: f.sentence,
    contentId: f.contentId ?? null,
    deviceResult,
    recordedAt: recordedAt.getTime() > Date.now() + 60_000 ? new Date() : recordedAt,
  };
}
