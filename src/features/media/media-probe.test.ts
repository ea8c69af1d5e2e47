// Which files the add dialog sends as media, and whether a file fits in what is left of the user's storage.
import { describe, expect, it } from 'vitest';
import { guessMediaType } from './media-probe.ts';
import { fitsStorage } from './components/media-create-dialog.tsx';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('guessMediaType', () => {
  it('reads pictures, videos, sounds and GLB models, and nothing else', () => {
    expect(guessMediaType(file('a.png', 'image/png'))).toBe('image');
    expect(guessMediaType(file('a.mp4', 'video/mp4'))).toBe('video');
    expect(guessMediaType(file('a.mp3', 'audio/mpeg'))).toBe('audio');
    // Browsers give a .glb no type at all.
    expect(guessMediaType(file('khoi.GLB', ''))).toBe('3d');
    expect(guessMediaType(file('a.pdf', 'application/pdf'))).toBeNull();
  });
});

describe('fitsStorage', () => {
  const MB = 1024 * 1024;
  it('compares the file with the megabytes left, and lets anything through without a limit', () => {
    expect(fitsStorage({ totalUsedStorage: 1000, totalAvailableStorage: 1024 }, 24 * MB)).toBe(true);
    expect(fitsStorage({ totalUsedStorage: 1000, totalAvailableStorage: 1024 }, 25 * MB)).toBe(false);
    expect(fitsStorage({ totalUsedStorage: 5000, totalAvailableStorage: 0 }, 500 * MB)).toBe(true);
  });
});
