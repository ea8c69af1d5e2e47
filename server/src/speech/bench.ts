// Scoring speed of the embedded engine on the server: a 5 s recording (real speech from pocketsphinx-testdata,
// else synthetic) scored several times; the figure is elapsed time per second of audio (goal ≤ 0.2).
import { readFileSync, existsSync } from 'node:fs';
import { nodeEngine } from './engine-node.ts';
import { wavToEnginePcm } from '../../../src/shared/speech/wav.ts';
import { SPEECH_SAMPLE_RATE } from '../../../src/shared/speech/types.ts';

export const BENCH_WAV = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
export const BENCH_SENTENCE = 'and mister john dashwood had then leisure to consider how much there might be';

export interface SpeechBench {
  audioSeconds: number;
  /** Median milliseconds of one scoring. */
  medianMs: number;
  /** medianMs / 1000 / audioSeconds. */
  realTimeFactor: number;
}

/** A 5 s, 16 kHz clip: the first five seconds of a LibriVox sentence, or a vowel-like tone when the fixture is absent. */
export function benchClip(seconds: number): Float32Array {
  const n = seconds * SPEECH_SAMPLE_RATE;
  if (existsSync(BENCH_WAV)) return wavToEnginePcm(new Uint8Array(readFileSync(BENCH_WAV))).slice(0, n);
  return Float32Array.from({ length: n }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / SPEECH_SAMPLE_RATE) * Math.sin((Math.PI * i) / n));
}

export async function benchSpeechScoring(runs = 5, seconds = 5): Promise<SpeechBench> {
  const engine = await nodeEngine();
  const pcm = benchClip(seconds);
  engine.score(pcm, BENCH_SENTENCE); // warm-up: first call pays for lazy wasm allocations
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    engine.score(pcm, BENCH_SENTENCE);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)]!;
  const audioSeconds = pcm.length / SPEECH_SAMPLE_RATE;
  return { audioSeconds, medianMs: Math.round(medianMs), realTimeFactor: Math.round((medianMs / 1000 / audioSeconds) * 1000) / 1000 };
}
