// Which files the add dialog sends as media (the server decides from the bytes).
import { describe, expect, it } from 'vitest';
import { guessMediaType } from './media-probe.ts';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('guessMediaType', () => {
  it('reads pictures, videos, sounds and GLB models, and nothing else', () => {
    expect(guessMediaType(file('a.png', 'image/png'))).toBe('image');
    expect(guessMediaType(file('a.mp4', 'video/mp4'))).toBe('video');
    expect(guessMediaType(file('a.mp3', 'audio/mpeg'))).toBe('audio');
    // Browsers give a .glb no type at all.
    expect(guessMediaType(file('khoi.GLB', ''))).toBe('3d');
    expect(guessMediaType(file('a.pdf', 'application/pdf'))).toBeNull();
    // A picture a browser cannot show is not a media item (the upload itself accepts it).
    expect(guessMediaType(file('a.heic', 'image/heic'))).toBeNull();
  });
});
