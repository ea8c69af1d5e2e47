// @vitest-environment node
// Node's Blob and Response (jsdom's Blob cannot be read by Response).
import { describe, expect, it } from 'vitest';
import { rangeResponse } from './range-response.ts';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const blob = new Blob([bytes], { type: 'audio/mpeg' });
const body = async (res: Response) => [...new Uint8Array(await res.arrayBuffer())];

describe('rangeResponse', () => {
  it('answers the whole file with 200 when no range is asked', async () => {
    const res = rangeResponse(blob, null);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({ 'accept-ranges': 'bytes', 'content-length': '1000', 'content-type': 'audio/mpeg' });
    expect(await body(res)).toEqual([...bytes]);
  });

  it('answers bytes=a-b with 206 and its Content-Range', async () => {
    const res = rangeResponse(blob, 'bytes=100-199');
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(res.headers.get('Content-Length')).toBe('100');
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(await body(res)).toEqual([...bytes.slice(100, 200)]);
  });

  it('answers an open-ended range to the end of the file, and an end past it up to the last byte', async () => {
    const open = rangeResponse(blob, 'bytes=100-');
    expect(open.status).toBe(206);
    expect(open.headers.get('Content-Range')).toBe('bytes 100-999/1000');
    expect(await body(open)).toEqual([...bytes.slice(100)]);
    const past = rangeResponse(blob, 'bytes=900-5000');
    expect(past.headers.get('Content-Range')).toBe('bytes 900-999/1000');
    expect(await body(past)).toHaveLength(100);
  });

  it('answers a suffix range with the last bytes (the whole file when longer)', async () => {
    const res = rangeResponse(blob, 'bytes=-500');
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe('bytes 500-999/1000');
    expect(await body(res)).toEqual([...bytes.slice(500)]);
    expect(rangeResponse(blob, 'bytes=-5000').headers.get('Content-Range')).toBe('bytes 0-999/1000');
  });

  it('answers 416 with the size for a range it cannot satisfy', () => {
    for (const range of ['bytes=1000-', 'bytes=500-100', 'bytes=-0', 'bytes=-', 'items=0-5']) {
      const res = rangeResponse(blob, range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get('Content-Range')).toBe('bytes */1000');
    }
  });

  it('answers several ranges with the whole file, as the server does', () => {
    expect(rangeResponse(blob, 'bytes=0-10, 20-30').status).toBe(200);
  });
});
