// Voice activity over a whole recording with soundswallower's Endpointer, and the silence/level hints it gives.
import type { Endpointer, SoundSwallowerModule } from 'soundswallower';
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

/**
 * One Endpointer per engine, reused: soundswallower offers no way to free one, so a new one per recording would
 * leak its buffers on a long-running server. Between recordings it is flushed with silence, and times are taken
 * relative to where each recording started in its stream.
 */
export class VoiceDetector {
  private readonly ep: Endpointer;
  private readonly size: number;
  private readonly frameSeconds: number;
  private framesSeen = 0;

  constructor(ss: SoundSwallowerModule) {
    this.ep = new ss.Endpointer({ samprate: SPEECH_SAMPLE_RATE, mode: 2 });
    this.size = this.ep.get_frame_size();
    this.frameSeconds = this.size / SPEECH_SAMPLE_RATE;
  }

  private feed(frame: Float32Array): boolean {
    this.framesSeen += 1;
    return this.ep.process(frame) !== null;
  }

  detect(pcm: Float32Array): VoiceActivity {
    const offset = this.framesSeen * this.frameSeconds;
    const duration = pcm.length / SPEECH_SAMPLE_RATE;
    let start: number | null = null;
    let end: number | null = null;
    let speechFrames = 0;
    let wasInSpeech = false;
    const frame = new Float32Array(this.size);
    for (let at = 0; at < pcm.length; at += this.size) {
      // The last partial frame is padded with silence (end_stream of 0.6.3 misreads its own output length).
      frame.fill(0);
      const part = pcm.subarray(at, at + this.size);
      for (let i = 0; i < part.length; i++) frame[i] = Math.max(-1, Math.min(1, part[i]!));
      if (this.feed(frame)) {
        speechFrames += 1;
        if (start === null) start = Math.max(0, this.ep.get_speech_start() - offset);
      }
      const inSpeech = this.ep.get_in_speech();
      if (wasInSpeech && !inSpeech) end = Math.min(duration, this.ep.get_speech_end() - offset);
      wasInSpeech = inSpeech;
    }
    const stillSpeaking = wasInSpeech;
    // Flush: enough silence to leave the speech state and empty the window before the next recording.
    frame.fill(0);
    for (let i = 0; i < 20 || this.ep.get_in_speech(); i++) {
      this.feed(frame);
      if (i > 200) break;
    }
    return classify(pcm, start, stillSpeaking ? duration : end ?? duration, speechFrames * this.frameSeconds, stillSpeaking);
  }
}

function classify(pcm: Float32Array, start: number | null, end: number, speechSeconds: number, stillSpeaking: boolean): VoiceActivity {
  const duration = pcm.length / SPEECH_SAMPLE_RATE;
  if (start === null || speechSeconds < MIN_SPEECH_SECONDS) return { speechStart: null, speechEnd: null, hints: ['noSpeech'] };
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
