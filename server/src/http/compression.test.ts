import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

const big = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Học sinh số ${i}` })) };
const audio = new Uint8Array(20_000).map((_, i) => i % 7);

const app = new Hono();
app.use(compression);
app.get('/big', (c) => c.json(big));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/audio', (c) => c.body(audio, 200, { 'Content-Type': 'audio/webm' }));
app.get('/range', (c) => c.body(JSON.stringify(big).slice(0, 2000), 206, { 'Content-Type': 'application/json', 'Content-Range': 'bytes 0-1999/9000' }));

const get = (url: string) => app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });

describe('compression of answers', () => {
  it('gzips JSON above 1 KiB and the client reads the same JSON', async () => {
    const res = await get('/big');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('leaves small JSON, audio and range answers as they are', async () => {
    const small = await get('/small');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const sound = await get('/audio');
    expect(sound.headers.get('Content-Encoding')).toBeNull();
    expect(new Uint8Array(await sound.arrayBuffer())).toEqual(audio);
    const range = await get('/range');
    expect(range.status).toBe(206);
    expect(range.headers.get('Content-Encoding')).toBeNull();
  });

  it('answers a client that accepts no encoding in plain JSON', async () => {
    const res = await app.request('/big');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });
});
