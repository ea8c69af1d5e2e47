// Scoring in the worker thread: the API's event loop keeps running meanwhile, and engine errors arrive as SpeechError.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingWordsOffThread, scoreOffThread } from './engine-pool.ts';
import { BENCH_SENTENCE, BENCH_WAV } from './bench.ts';
import { SpeechError } from '../../../src/shared/speech/errors.ts';
import { wavToEnginePcm } from '../../../src/shared/speech/wav.ts';

describe('engine pool', () => {
  it('scores without blocking the event loop', async () => {
    const pcm = wavToEnginePcm(new Uint8Array(readFileSync(BENCH_WAV))).slice(0, 5 * 16000);
    await scoreOffThread(pcm.slice(), BENCH_SENTENCE); // the worker loads its model first
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = performance.now();
    const result = await scoreOffThread(pcm, BENCH_SENTENCE);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(result.words).toHaveLength(14);
    expect(result.overall).toBeGreaterThan(50);
    // In-process scoring would freeze the timer for the whole call.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  }, 60_000);

  it('passes engine errors back as SpeechError and answers missing words', async () => {
    await expect(scoreOffThread(new Float32Array(16000), '你好')).rejects.toSatisfy(
      (e) => e instanceof SpeechError && e.code === 'unknownWords' && e.words[0] === '你好',
    );
    expect(await missingWordsOffThread('hello 你好 Nguyễn')).toEqual(['你好']);
  }, 60_000);
});
