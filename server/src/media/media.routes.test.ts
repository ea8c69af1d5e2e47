// Media items through the API: made from the author's own upload (a picture, a video with its frame, never a PDF or
// someone else's file), served at the file's public address, kept to its file on edit, copied without copying bytes,
// and the file removed from storage and from the author's usage when the last item naming it is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { quotaRefusal, refreshUsedStorage } from '../uploads/quota.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { MediaResource } from '../../../src/shared/media.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let school = 0;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  school = await demoSchoolId(server);
  for (const [who, email] of Object.entries({ teacher: DEMO.teacher, teacher2: DEMO.teacher2, principal: DEMO.principal, student: 'hs01@nguyendu.edu.vn' })) {
    tokens[who] = await server.login(email);
    ids[who] = (await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email)))[0]!.id;
  }
});
afterAll(() => server.close());

const call = (who: string, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school, body });
const MB = 1024 * 1024;

/** A finished upload of `who` (what the tus route records), its bytes in the server's storage. */
async function uploaded(who: string, bytes: Uint8Array, contentType: string): Promise<{ id: number; key: string }> {
  const key = `uploads/${randomUUID()}`;
  const info = await server.storage.put(key, bytes, { contentType });
  const [file] = await server.db
    .insert(t.storedFiles)
    .values({ key, kind: 'upload', ownerId: ids[who], schoolId: school, contentType, size: bytes.length, etag: info.etag })
    .returning({ id: t.storedFiles.id });
  return { id: file!.id, key };
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
/** The first bytes of an MP4 (an ftyp box): what the content check reads as a video. */
const mp4 = () => new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2'), ...new Uint8Array(2 * MB)]);
const fetchFile = (url: string) => server.app.fetch(new Request(`http://localhost${url}`));
const usedMb = async (who: string) => (await server.db.select({ mb: t.users.totalUsedStorage }).from(t.users).where(eq(t.users.id, ids[who]!)))[0]!.mb;

describe('a teacher’s media', () => {
  it('is made from her uploaded picture and served at its public address', async () => {
    const file = await uploaded('teacher', await png(64, 48), 'image/png');
    const res = await call('teacher', 'POST', 's/personal/media_resources', { name: 'Sơ đồ tế bào', fileId: file.id });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const item = res.json.data as MediaResource;
    expect(item).toMatchObject({ name: 'Sơ đồ tế bào', mediaType: 'image', contentType: 'image/png', level: 'personal', durationSeconds: null });
    expect(item.url).toBe(`/api/files/${file.key.slice('uploads/'.length)}`);
    const served = await fetchFile(item.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // The thumbnail job's WebP of the picture, at the public address beside it; none yet: 404.
    expect((await fetchFile(`${item.url}/thumbnail`)).status).toBe(404);
    const webp = await sharp(await png(32, 24))
      .webp()
      .toBuffer();
    await server.storage.put(`${file.key}-thumb`, webp, { contentType: 'image/webp' });
    await server.db
      .update(t.storedFiles)
      .set({ thumbnailKey: `${file.key}-thumb` })
      .where(eq(t.storedFiles.id, file.id));
    const thumb = await fetchFile(`${item.url}/thumbnail`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    const list = (await call('teacher', 'GET', 's/personal/media_resources')).json.data as MediaResource[];
    expect(list.map((m) => m.id)).toContain(item.id);
    expect((await call('teacher2', 'GET', `s/personal/media_resources/${item.id}`)).status).toBe(404);
    expect((await call('student', 'GET', 's/personal/media_resources')).status).toBe(403);
    expect((await call('student', 'POST', 's/personal/media_resources', { name: 'x', fileId: file.id })).status).toBe(403);
  });

  it('keeps a video’s frame picture and length', async () => {
    const video = await uploaded('teacher', mp4(), 'video/mp4');
    const frame = await uploaded('teacher', await png(320, 180), 'image/png');
    const res = await call('teacher', 'POST', 's/personal/media_resources', {
      name: 'Thí nghiệm nảy mầm',
      fileId: video.id,
      thumbnailFileId: frame.id,
      durationSeconds: 95,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ mediaType: 'video', durationSeconds: 95, thumbnailUrl: `/api/files/${frame.key.slice('uploads/'.length)}` });
    const range = await server.app.fetch(new Request(`http://localhost${res.json.data.url}`, { headers: { Range: 'bytes=1000-1999' } }));
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(1000);
  });

  it('refuses a file that is not media, someone else’s file, and a missing one, in Vietnamese', async () => {
    const pdf = await uploaded('teacher', new TextEncoder().encode('%PDF-1.4\n%…'), 'application/pdf');
    const notMedia = await call('teacher', 'POST', 's/personal/media_resources', { name: 'Đề cương', fileId: pdf.id });
    expect(notMedia.status).toBe(422);
    expect(notMedia.json.errors.fileId).toEqual([MSG.mediaTypeRefused]);

    const theirs = await uploaded('teacher2', await png(8, 8), 'image/png');
    const stolen = await call('teacher', 'POST', 's/personal/media_resources', { name: 'Ảnh của người khác', fileId: theirs.id });
    expect(stolen.status).toBe(422);
    expect(stolen.json.errors.fileId).toEqual([MSG.mediaFileRequired]);
    const [still] = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, theirs.id));
    expect(still!.kind).toBe('upload');
    expect((await fetchFile(`/api/files/${theirs.key.slice('uploads/'.length)}`)).status).toBe(404);

    const none = await call('teacher', 'POST', 's/personal/media_resources', { name: 'Không có tệp' });
    expect(none.status).toBe(422);
    expect(none.json.errors.fileId).toEqual([MSG.mediaFileRequired]);

    const picture = await uploaded('teacher', await png(8, 8), 'image/png');
    const badFrame = await call('teacher', 'POST', 's/personal/media_resources', { name: 'Ảnh', fileId: picture.id, thumbnailFileId: pdf.id });
    expect(badFrame.status).toBe(422);
    expect(badFrame.json.errors.thumbnailFileId).toEqual([SERVER_MSG.mediaThumbnailRefused]);
  });

  it('keeps its file when edited', async () => {
    const first = await uploaded('teacher', await png(16, 16), 'image/png');
    const other = await uploaded('teacher', await png(16, 16), 'image/png');
    const item = (await call('teacher', 'POST', 's/personal/media_resources', { name: 'Bản đồ', fileId: first.id })).json.data as MediaResource;
    const renamed = await call('teacher', 'PATCH', `s/personal/media_resources/${item.id}`, { name: 'Bản đồ Việt Nam', fileId: first.id });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ name: 'Bản đồ Việt Nam', url: item.url });
    const swapped = await call('teacher', 'PATCH', `s/personal/media_resources/${item.id}`, { name: 'Bản đồ', fileId: other.id });
    expect(swapped.status).toBe(422);
    expect(swapped.json.errors.fileId).toEqual([SERVER_MSG.mediaFileFixed]);
  });
});

describe('copies and deletes', () => {
  it('shares to the school without copying bytes, and frees the file with the last item naming it', async () => {
    const bytes = new Uint8Array(3 * MB).fill(7);
    bytes.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]); // an ID3 header: an MP3 sound
    const sound = await uploaded('teacher2', bytes, 'audio/mpeg');
    const mine = (await call('teacher2', 'POST', 's/personal/media_resources', { name: 'Bài hát tiếng Anh', fileId: sound.id, durationSeconds: 180 })).json
      .data as MediaResource;
    expect(mine).toMatchObject({ mediaType: 'audio', durationSeconds: 180 });
    await refreshUsedStorage(server.db, ids.teacher2!);
    const withSound = await usedMb('teacher2');

    const shared = await call('teacher2', 'POST', `s/personal/media_resources/${mine.id}/share_to_school`);
    expect(shared.status).toBe(201);
    const schoolItem = (await call('principal', 'GET', `s/media_resources/${shared.json.data.id}`)).json.data as MediaResource;
    expect(schoolItem).toMatchObject({ level: 'school', status: 'pending', url: mine.url, mediaType: 'audio' });

    expect((await call('teacher2', 'DELETE', `s/personal/media_resources/${mine.id}`)).status).toBe(200);
    expect((await fetchFile(mine.url)).status).toBe(200);
    expect(await server.storage.head(sound.key)).not.toBeNull();

    expect((await call('principal', 'DELETE', `s/media_resources/${schoolItem.id}`)).status).toBe(200);
    expect((await fetchFile(mine.url)).status).toBe(404);
    expect(await server.storage.head(sound.key)).toBeNull();
    expect(await usedMb('teacher2')).toBe(withSound - 3);
  });

  it('counts media files in the author’s storage limit', async () => {
    await server.db.update(t.users).set({ totalAvailableStorage: 8 }).where(eq(t.users.id, ids.teacher2!));
    const big = new Uint8Array(5 * MB);
    big.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
    const sound = await uploaded('teacher2', big, 'audio/mpeg');
    expect((await call('teacher2', 'POST', 's/personal/media_resources', { name: 'Bài nghe', fileId: sound.id })).status).toBe(201);
    expect(await quotaRefusal(server.db, ids.teacher2!, school, 4 * MB)).toBe(MSG.storageOverLimit);
    expect(await quotaRefusal(server.db, ids.teacher2!, school, 2 * MB)).toBeNull();
  });
});
