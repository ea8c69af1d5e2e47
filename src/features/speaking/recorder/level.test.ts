import { describe, expect, it } from 'vitest';
import { levelFromSamples } from './level.ts';

describe('levelFromSamples', () => {
  it('is 0 for silence, 1 at full scale, and a quiet voice (−30 dB) still half-fills the bar', () => {
    expect(levelFromSamples(new Float32Array(64))).toBe(0);
    expect(levelFromSamples(new Float32Array(64).fill(1))).toBe(1);
    expect(levelFromSamples(new Float32Array(64).fill(10 ** (-30 / 20)))).toBeCloseTo(0.5, 5);
  });
});
