// Resumable uploads through a real HTTP server with the tus client the app uses, on both storage drivers: an upload
// cut at 60 % continues from there, the file streams back with ranges, an image gets its thumbnail from the job
// queue, and the limits hold: over the storage limit and a file that is not what it claims are refused with a
// Vietnamese message before (or instead of) being kept.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { startFakeS3, type FakeS3 } from '../test/s3-fake.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { SERVER_MSG } from '../messages.ts';

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake.close());

/** A photo-like PNG of about 1.5 MB (noise does not compress). */
async function photo(): Promise<Buffer> {
  const w = 800;
  const h = 640;
  return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

interface Uploaded {
  url: string;
  response: { data: { fileId: number; contentType: string; url?: string } } | null;
}

describe.each(['local', 's3'] as const)('%s storage', (driver) => {
  let server: TestServer;
  let http: ServerType;
  let base = '';
  let token = '';
  let school = 0;
  const auth = () => ({ Authorization: `Bearer ${token}`, 'X-SCHOOL-ID': String(school) });

  beforeAll(async () => {
    server = await startTestServer(driver === 's3' ? { storage: { driver: 's3', s3: fake.settings, presignedUrls: false } } : {});
    await server.startQueue();
    token = await server.login(DEMO.teacher);
    school = await demoSchoolId(server);
    http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => http.once('listening', r));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => http.close(r));
    await server.close();
  });

  /** Uploads `data`; with `stopAt`, aborts once that share was sent and resolves with the upload's URL. */
  function upload(
    data: Buffer,
    opts: { stopAt?: number; url?: string; name?: string; purpose?: 'content'; headers?: Record<string, string> } = {},
  ): Promise<Uploaded & { firstOffset: number }> {
    return new Promise((resolve, reject) => {
      let firstOffset = -1;
      const up: tus.Upload = new tus.Upload(data, {
        endpoint: `${base}/api/s/uploads`,
        uploadUrl: opts.url,
        chunkSize: 256 * 1024,
        retryDelays: [],
        headers: opts.headers ?? auth(),
        metadata: { filename: opts.name ?? 'ảnh lớp 7A1.png', filetype: 'image/png', ...(opts.purpose ? { purpose: opts.purpose } : {}) },
        onProgress(sent, total) {
          if (firstOffset < 0) firstOffset = sent;
          if (opts.stopAt !== undefined && sent / total >= opts.stopAt) {
            void up.abort().then(() => resolve({ url: up.url!, response: null, firstOffset }));
          }
        },
        onSuccess(payload) {
          const text = payload.lastResponse.getBody();
          resolve({ url: up.url!, response: text ? JSON.parse(text) : null, firstOffset });
        },
        onError: reject,
      });
      up.start();
    });
  }

  it('an upload cut at 60 % continues from there, and the file streams back whole and by range', async () => {
    const image = await photo();
    const cut = await upload(image, { stopAt: 0.6 });
    expect(cut.response).toBeNull();
    const resumed = await upload(image, { url: cut.url });
    // It went on from where it stopped, not from the start.
    expect(resumed.firstOffset).toBeGreaterThanOrEqual(Math.floor(image.length * 0.6) - 256 * 1024);
    const { fileId, contentType } = resumed.response!.data;
    expect(contentType).toBe('image/png');

    const whole = await fetch(`${base}/api/s/files/${fileId}`, { headers: auth() });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(image)).toBe(true);
    const mid = Math.floor(image.length / 2);
    const part = await fetch(`${base}/api/s/files/${fileId}`, { headers: { ...auth(), Range: `bytes=${mid}-${mid + 999}` } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(image.subarray(mid, mid + 1000))).toBe(true);

    const [row] = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, fileId));
    expect(row).toMatchObject({ kind: 'upload', size: image.length, filename: 'ảnh lớp 7A1.png' });
    const [teacher] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.teacher));
    expect(teacher!.totalUsedStorage).toBeGreaterThanOrEqual(1);

    // The thumbnail comes from the queue: a small WebP.
    await vi.waitFor(
      async () => {
        const thumb = await fetch(`${base}/api/s/files/${fileId}/thumbnail`, { headers: auth() });
        expect(thumb.status).toBe(200);
        expect(thumb.headers.get('content-type')).toBe('image/webp');
        const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
        expect(Math.max(meta.width!, meta.height!)).toBe(320);
      },
      { timeout: 20_000, interval: 200 },
    );

    // Another user of the school does not see it.
    const other = await server.login(DEMO.teacher2);
    expect((await fetch(`${base}/api/s/files/${fileId}`, { headers: { Authorization: `Bearer ${other}`, 'X-SCHOOL-ID': String(school) } })).status).toBe(404);
    expect((await fetch(`${base}/api/s/uploads`, { method: 'POST', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' } })).status).toBe(401);
  }, 60_000);

  it('serves a picture put into content at its unguessable address to anyone, and only pictures, sounds and videos', async () => {
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3346b8' } })
      .png()
      .toBuffer();
    const done = await upload(image, { purpose: 'content', name: 'hình.png' });
    const url = done.response!.data.url!;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    // No sign-in token: an <img> cannot send one.
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
    // A guessed address, or the address of a private upload, finds nothing.
    expect((await fetch(`${base}/api/files/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${base}/api/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    const privateUpload = await upload(image);
    const [row] = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, privateUpload.response!.data.fileId));
    expect((await fetch(`${base}/api/files/${row!.key.slice('uploads/'.length)}`)).status).toBe(404);
    // A PDF is a fine upload, but not a picture for a question.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const refused = await upload(pdf, { purpose: 'content', name: 'bài.pdf' }).then(
      () => null,
      (e: tus.DetailedError) => e,
    );
    expect(refused?.originalResponse?.getStatus()).toBe(415);
  }, 30_000);

  it('uploads for the system library outside any school only for its managers, counted against no one', async () => {
    const admin = await server.login(DEMO.systemAdmin);
    const sent = await upload(await photo(), { headers: { Authorization: `Bearer ${admin}` } });
    const [file] = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, sent.response!.data.fileId));
    expect(file).toMatchObject({ schoolId: null, kind: 'upload', contentType: 'image/png' });
    const refused = await upload(await photo(), { headers: { Authorization: `Bearer ${token}` } }).then(
      () => null,
      (e: tus.DetailedError) => e,
    );
    expect(refused?.originalResponse?.getStatus()).toBe(403);
  }, 30_000);

  it('refuses a file over the storage limit before any byte is sent, with the over-limit message', async () => {
    const [teacher] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.teacher));
    await server.db.update(t.users).set({ totalAvailableStorage: 2 }).where(eq(t.users.id, teacher!.id));
    try {
      const error = await upload(await photo()).then(
        () => null,
        (e: tus.DetailedError) => e,
      );
      expect(error?.originalResponse?.getStatus()).toBe(413);
      expect(JSON.parse(error!.originalResponse!.getBody()).messages).toEqual([MSG.storageOverLimit]);
    } finally {
      await server.db.update(t.users).set({ totalAvailableStorage: 1024 }).where(eq(t.users.id, teacher!.id));
    }
  }, 30_000);

  it('refuses a file whose content is not what its name claims, and keeps nothing of it', async () => {
    const before = await server.db.select().from(t.storedFiles);
    const error = await upload(randomBytes(300_000), { name: 'bai-tap.png' }).then(
      () => null,
      (e: tus.DetailedError) => e,
    );
    expect(error?.originalResponse?.getStatus()).toBe(415);
    expect(JSON.parse(error!.originalResponse!.getBody()).messages).toEqual([SERVER_MSG.uploadTypeRefused]);
    expect(await server.db.select().from(t.storedFiles)).toHaveLength(before.length);
  }, 30_000);
});
