// Question media: served with its type and a long cache life; anything but a plain file name of the folder is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET media/:file', () => {
  it('serves a seeded picture and recording with their types, cacheable for good', async () => {
    const { app } = server;
    const svg = await app.request('/api/media/ha-long-bay.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toContain('immutable');
    expect(await svg.text()).toContain('<svg');
    const wav = await app.request('/api/media/speaking-sample.wav');
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(new TextDecoder().decode((await wav.arrayBuffer()).slice(0, 4))).toBe('RIFF');
  });

  it('answers 404 for unknown files, other folders and unknown types', async () => {
    for (const path of ['media/nope.svg', 'media/..%2Fsrc%2Fmain.ts', 'media/ha-long-bay.exe', 'media/.env']) {
      expect((await server.call('GET', path)).status).toBe(404);
    }
  });
});
