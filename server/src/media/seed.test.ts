// The demo media: made with the storage after the database seed, shown in the school's library to its staff (the
// item waiting for review to its reviewers only), each file of a type the upload check accepts, pictures with their
// thumbnails, the video with its picture, and the authors' storage counting their files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NodeIO } from '@gltf-transform/core';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { acceptedType } from '../uploads/file-types.ts';
import type { MediaResource } from '../../../src/shared/media.ts';
import { DEMO_VIDEO, seedMedia } from './seed.ts';
import { chimeWav, cubeGlb } from './seed-files.ts';

let server: TestServer;
let school = 0;

beforeAll(async () => {
  server = await startTestServer();
  school = await demoSchoolId(server);
  await seedMedia(server.db, server.storage);
});
afterAll(() => server.close());

const list = async (email: string, path: string) => {
  const res = await server.call('GET', path, { token: await server.login(email), school: path.startsWith('s/') ? school : undefined });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as MediaResource[];
};

describe('demo media', () => {
  it('fills the school library: approved items for teachers, the pending one for its author and the principal', async () => {
    const teacher = await list(DEMO.teacher2, 's/media_resources?perPage=50');
    expect(teacher.map((m) => m.mediaType).sort()).toEqual(['3d', 'audio', 'image', 'image', 'video']);
    for (const email of [DEMO.teacher, DEMO.principal]) {
      expect((await list(email, 's/media_resources?perPage=50')).some((m) => m.status === 'pending')).toBe(true);
    }
    const picture = teacher.find((m) => m.mediaType === 'image')!;
    const thumb = await server.app.fetch(new Request(`http://localhost${picture.thumbnailUrl}`));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
  });

  it('has a video that seeks (its WebM carries Cues), its picture at 10 % and its length', async () => {
    const video = (await list(DEMO.teacher2, 's/media_resources?perPage=50')).find((m) => m.name === DEMO_VIDEO)!;
    expect(video).toMatchObject({ mediaType: 'video', contentType: 'video/webm', durationSeconds: 10, status: 'approved' });
    expect(video.size).toBeLessThan(1.5 * 1024 * 1024);
    const bytes = Buffer.from(await (await server.app.fetch(new Request(`http://localhost${video.url}`))).arrayBuffer());
    expect(bytes.length).toBe(video.size);
    expect(await acceptedType(new Uint8Array(bytes.subarray(0, 4100)))).toBe('video/webm');
    expect(bytes.includes(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBe(true);
    const part = await server.app.fetch(new Request(`http://localhost${video.url}`, { headers: { Range: 'bytes=1000-1999' } }));
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(1000);
    const picture = await server.app.fetch(new Request(`http://localhost${video.thumbnailUrl}`));
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('gives Ms Lan her own item and the system its picture', async () => {
    expect((await list(DEMO.teacher, 's/personal/media_resources')).map((m) => m.name)).toEqual(['Ảnh vòng tuần hoàn nước (bản của tôi)']);
    expect((await list(DEMO.systemAdmin, 'media_resources')).map((m) => m.name)).toEqual(['Hệ Mặt Trời']);
  });

  it('makes files the upload check accepts, and counts them in their authors’ storage', async () => {
    const glb = await cubeGlb();
    expect(await acceptedType(new Uint8Array(glb))).toBe('model/gltf-binary');
    const cube = await new NodeIO().readBinary(new Uint8Array(glb));
    expect(cube.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('POSITION')!.getCount()).toBe(24);
    expect(await acceptedType(new Uint8Array(chimeWav()))).toMatch(/^audio\//);
    const [lan] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.teacher));
    expect(lan!.totalUsedStorage).toBeGreaterThanOrEqual(0);
    const files = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.ownerId, lan!.id));
    expect(files.filter((f) => f.kind === 'media')).toHaveLength(4);
  });
});
