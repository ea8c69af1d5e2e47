// Voice activity over a whole recording with soundswallower's Endpointer, and the silence/level hints it gives.
import type { SoundSwallowerModule } from 'soundswallower';
import type { SpeechHint } from './types.ts';
import { SPEECH_SAMPLE_RATE } from './types.ts';

export interface VoiceActivity {
  /** Seconds; null when no speech was heard. */
  speechStart: number | null;
  speechEnd: number | null;
  hints: SpeechHint[];
}

/** Speech in the first 0.15 s means the student spoke before the recording started. */
const EARLY_SECONDS = 0.15;
/** Speech shorter than this is a click or a breath, not an attempt. */
const MIN_SPEECH_SECONDS = 0.2;
/** RMS below this during speech (about −40 dBFS): too quiet to score well. */
const QUIET_RMS = 0.01;
/** Background RMS over a third of the speech RMS: the noise is close to the voice. */
const NOISY_RATIO = 0.33;

function rms(pcm: Float32Array, from: number, to: number): number {
  let sum = 0;
  const a = Math.max(0, Math.floor(from)), b = Math.min(pcm.length, Math.floor(to));
  for (let i = a; i < b; i++) sum += pcm[i]! * pcm[i]!;
  return b > a ? Math.sqrt(sum / (b - a)) : 0;
}

export function detectVoice(ss: SoundSwallowerModule, pcm: Float32Array): VoiceActivity {
  const ep = new ss.Endpointer({ samprate: SPEECH_SAMPLE_RATE, mode: 2 });
  const size = ep.get_frame_size();
  const duration = pcm.length / SPEECH_SAMPLE_RATE;
  let start: number | null = null;
  let end: number | null = null;
  let speechSeconds = 0;
  let wasInSpeech = false;
  for (let at = 0; at < pcm.length; at += size) {
    const frame = pcm.subarray(at, at + size);
    const out = frame.length < size ? ep.end_stream(frame) : ep.process(frame);
    const inSpeech = ep.get_in_speech();
    if (out !== null) {
      if (start === null) start = ep.get_speech_start();
      speechSeconds += out.length / SPEECH_SAMPLE_RATE;
    }
    if (wasInSpeech && !inSpeech) end = ep.get_speech_end();
    wasInSpeech = inSpeech;
  }
  const stillSpeaking = wasInSpeech;
  if (stillSpeaking) end = duration;
  if (start === null || speechSeconds < MIN_SPEECH_SECONDS) return { speechStart: null, speechEnd: null, hints: ['noSpeech'] };
  end ??= duration;
  const hints: SpeechHint[] = [];
  if (start < EARLY_SECONDS) hints.push('tooEarly');
  if (stillSpeaking && duration > 1) hints.push('tooLate');
  const sr = SPEECH_SAMPLE_RATE;
  const voice = rms(pcm, start * sr, end * sr);
  const background = Math.max(rms(pcm, 0, start * sr), rms(pcm, end * sr, pcm.length));
  if (voice < QUIET_RMS) hints.push('tooQuiet');
  else if ((start * sr > 1600 || pcm.length - end * sr > 1600) && background > voice * NOISY_RATIO) hints.push('tooNoisy');
  return { speechStart: round2(start), speechEnd: round2(end), hints };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
