import { describe, expect, it } from 'vitest';
import { mixToMono } from './pcm.ts';

describe('mixToMono', () => {
  it('averages the channels, so a stereo microphone does not double the level', () => {
    expect(Array.from(mixToMono([Float32Array.from([1, 0]), Float32Array.from([0, 0.5])]))).toEqual([0.5, 0.25]);
  });

  it('passes a mono recording through unchanged', () => {
    const mono = Float32Array.from([0.1, 0.2]);
    expect(mixToMono([mono])).toBe(mono);
  });
});
