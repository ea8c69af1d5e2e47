// The engine's pure helpers: WAV in and out, resampling, sentence words, letter-to-sound, word colours.
import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, resample, wavToEnginePcm } from './wav.ts';
import { numberToWords, sentenceWords } from './text.ts';
import { letterToSound } from './g2p.ts';
import { wordColour } from './types.ts';
import { SpeechError } from './errors.ts';

describe('wav', () => {
  it('round-trips 16-bit PCM within one quantisation step', () => {
    const pcm = Float32Array.from({ length: 1600 }, (_, i) => Math.sin(i / 10) * 0.5);
    const back = decodeWav(encodeWav(pcm));
    expect(back.sampleRate).toBe(16000);
    expect(back.pcm.length).toBe(1600);
    expect(Math.max(...back.pcm.map((x, i) => Math.abs(x - pcm[i]!)))).toBeLessThan(1 / 16000);
  });

  it('mixes stereo float WAV down and resamples 48 kHz to 16 kHz', () => {
    const frames = 4800;
    const bytes = new Uint8Array(44 + frames * 8);
    const v = new DataView(bytes.buffer);
    const tag = (at: number, s: string) => [...s].forEach((ch, i) => v.setUint8(at + i, ch.charCodeAt(0)));
    tag(0, 'RIFF');
    v.setUint32(4, 36 + frames * 8, true);
    tag(8, 'WAVE');
    tag(12, 'fmt ');
    v.setUint32(16, 16, true);
    v.setUint16(20, 3, true);
    v.setUint16(22, 2, true);
    v.setUint32(24, 48000, true);
    v.setUint32(28, 48000 * 8, true);
    v.setUint16(32, 8, true);
    v.setUint16(34, 32, true);
    tag(36, 'data');
    v.setUint32(40, frames * 8, true);
    for (let f = 0; f < frames; f++) {
      v.setFloat32(44 + f * 8, 0.5, true);
      v.setFloat32(48 + f * 8, 0.1, true);
    }
    const pcm = wavToEnginePcm(bytes);
    expect(pcm.length).toBe(1600);
    expect(pcm[800]).toBeCloseTo(0.3, 5);
    expect(resample(new Float32Array([0, 1]), 8000, 16000).length).toBe(4);
  });

  it('refuses what is not a WAV', () => {
    expect(() => decodeWav(new Uint8Array(100))).toThrow(SpeechError);
  });
});

describe('sentence words', () => {
  it('keeps display text, drops punctuation, splits hyphens and spells numbers', () => {
    expect(sentenceWords('Don’t stop, well-known 21 cats!')).toEqual([
      { display: "Don't", key: "don't" },
      { display: 'stop', key: 'stop' },
      { display: 'well', key: 'well' },
      { display: 'known', key: 'known' },
      { display: 'twenty', key: 'twenty' },
      { display: 'one', key: 'one' },
      { display: 'cats', key: 'cats' },
    ]);
    expect(numberToWords(2026)).toEqual(['two', 'thousand', 'twenty', 'six']);
    expect(numberToWords(300)).toEqual(['three', 'hundred']);
  });
});

describe('letter to sound', () => {
  it('gives any Latin word a pronunciation, folding Vietnamese diacritics', () => {
    expect(letterToSound('Nguyễn')).toMatch(/^N/);
    expect(letterToSound('chat')).toBe('CH AE T');
    expect(letterToSound('cinema')).toMatch(/^S IH N/);
    expect(letterToSound('你好')).toBeNull();
  });
});

describe('word colours', () => {
  it('is green from 70, amber from 45, red below', () => {
    expect([100, 70, 69, 45, 44, 0].map((score) => wordColour(score))).toEqual(['green', 'green', 'amber', 'amber', 'red', 'red']);
  });

  it("follows a school's own thresholds", () => {
    expect([80, 79, 60, 59].map((score) => wordColour(score, { good: 80, fair: 60 }))).toEqual(['green', 'amber', 'amber', 'red']);
  });
});
