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
/** Loud frames (90th percentile RMS) below this, about −40 dBFS: too quiet to score well. */
const QUIET_RMS = 0.01;
/**
 * Loud frames less than 15 dB above the quiet ones (10th percentile): the background is close to the voice. Clean
 * recordings of the test data measure 22–31 dB; white noise at −34 dBFS over the same speech brings it to 12 dB.
 */
const NOISY_SNR_DB = 15;

/** RMS of 30 ms frames at the 10th and 90th percentiles: the background and the voice, without trusting the VAD. */
function levels(pcm: Float32Array): { quiet: number; loud: number } {
  const size = 480;
  const rms: number[] = [];
  for (let at = 0; at + size <= pcm.length; at += size) {
    let sum = 0;
    for (let i = at; i < at + size; i++) sum += pcm[i]! * pcm[i]!;
    rms.push(Math.sqrt(sum / size));
  }
  if (!rms.length) return { quiet: 0, loud: 0 };
  rms.sort((a, b) => a - b);
  return { quiet: rms[Math.floor(0.1 * (rms.length - 1))]!, loud: rms[Math.floor(0.9 * (rms.length - 1))]! };
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
  private seed = 1;

  /** Faint deterministic noise (about −60 dBFS). */
  private dither(): number {
    this.seed = (this.seed * 1103515245 + 12345) & 0x7fffffff;
    return (this.seed / 0x7fffffff - 0.5) * 2e-3;
  }

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
    // Flush: a second of faint noise leaves the speech state, empties the window and lets the VAD's adaptive noise
    // model settle on a quiet room again (digital zeros would teach it that any sound at all is speech).
    for (let i = 0; i < 34 || this.ep.get_in_speech(); i++) {
      for (let j = 0; j < frame.length; j++) frame[j] = this.dither();
      this.feed(frame);
      if (i > 200) break;
    }
    return classify(pcm, start, stillSpeaking ? duration : (end ?? duration), speechFrames * this.frameSeconds, stillSpeaking);
  }
}

function classify(pcm: Float32Array, start: number | null, end: number, speechSeconds: number, stillSpeaking: boolean): VoiceActivity {
  const duration = pcm.length / SPEECH_SAMPLE_RATE;
  if (start === null || speechSeconds < MIN_SPEECH_SECONDS) return { speechStart: null, speechEnd: null, hints: ['noSpeech'] };
  const { quiet, loud } = levels(pcm);
  // In noise the VAD hears "speech" from the first frame to the last: the timing hints would only mislead.
  if (20 * Math.log10(loud / Math.max(quiet, 1e-6)) < NOISY_SNR_DB) return { speechStart: round2(start), speechEnd: round2(end), hints: ['tooNoisy'] };
  const hints: SpeechHint[] = [];
  if (start < EARLY_SECONDS) hints.push('tooEarly');
  if (stillSpeaking && duration > 1) hints.push('tooLate');
  if (loud < QUIET_RMS) hints.push('tooQuiet');
  return { speechStart: round2(start), speechEnd: round2(end), hints };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
