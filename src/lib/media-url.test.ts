import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url.ts';

describe('mediaUrl', () => {
  it('serves plain paths under the API and leaves full, in-memory and API URLs alone', () => {
    expect(mediaUrl('media/ha-long-bay.svg')).toBe('/api/media/ha-long-bay.svg');
    expect(mediaUrl('/media/a.wav')).toBe('/api/media/a.wav');
    expect(mediaUrl('/api/media/a.wav')).toBe('/api/media/a.wav');
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('blob:http://x/1')).toBe('blob:http://x/1');
  });
});
