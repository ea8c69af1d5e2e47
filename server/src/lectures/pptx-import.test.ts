// Importing a PowerPoint as a lecture, on the real queue with a real tus upload: a teacher uploads a two-slide deck
// built here (Vietnamese text, speaker notes, a photo-like picture), starts the import, and finds a lecture of two
// picture slides in her library, with the words and notes of each, the upload gone and the pictures counted in her
// storage. Refusals are checked without LibreOffice; the imports themselves need it and poppler-utils (.ci/run
// installs them) and are skipped, saying so, where they are missing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId, userId } from '../speech/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { Task } from '../../../src/shared/tasks.ts';
import type { LectureDetail, LectureItem } from '../../../src/shared/lecture.ts';
import { PPTX_TYPE } from '../uploads/file-types.ts';
import { officeAvailable } from './pptx/convert.ts';
import { PptxConvertError } from './pptx/errors.ts';
import { CALLERS, type Caller } from './test-support.ts';

const available = await officeAvailable();
if (!available) console.log('Không thấy soffice hoặc pdftoppm trên PATH: bỏ qua kiểm thử nhập bài giảng từ PowerPoint bằng LibreOffice.');

const MB = 1024 * 1024;
let server: TestServer;
let http: ServerType;
let base = '';
let school = 0;
let lanId = 0;
let deck: Buffer;
const tokens = {} as Record<Caller, string>;

/** Two slides with Vietnamese words and notes; the second holds a photo-like picture, so its slide's PNG is large. */
async function buildDeck(): Promise<Buffer> {
  const photo = await sharp(randomBytes(480 * 270 * 3), { raw: { width: 480, height: 270, channels: 3 } })
    .png()
    .toBuffer();
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  const first = pptx.addSlide();
  first.addText('Quang hợp ở thực vật', { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 40 });
  first.addNotes('Hỏi học sinh: cây cần gì để sống?');
  const second = pptx.addSlide();
  second.addText('Diệp lục hấp thụ ánh sáng', { x: 0.5, y: 0.3, w: 9, h: 1 });
  second.addImage({ data: `data:image/png;base64,${photo.toString('base64')}`, x: 0, y: 1.5, w: 10, h: 4.1 });
  second.addNotes('Cho học sinh xem lá cây dưới kính hiển vi.');
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** The same deck as some producers write it: a large part first and [Content_Types].xml last. */
async function reordered(data: Buffer): Promise<Buffer> {
  const source = await JSZip.loadAsync(data);
  const zip = new JSZip().file('docProps/thumbnail.jpeg', randomBytes(20_000), { compression: 'STORE' });
  for (const entry of Object.values(source.files).filter((e) => !e.dir && e.name !== '[Content_Types].xml'))
    zip.file(entry.name, await entry.async('uint8array'));
  zip.file('[Content_Types].xml', await source.file('[Content_Types].xml')!.async('uint8array'));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Uploads through tus as `who` and answers the stored file's id and detected type. */
function upload(who: Caller, data: Buffer, filename: string): Promise<{ fileId: number; contentType: string }> {
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(data, {
      endpoint: `${base}/api/s/uploads`,
      retryDelays: [],
      headers: { Authorization: `Bearer ${tokens[who]}`, 'X-SCHOOL-ID': String(school) },
      metadata: { filename, filetype: 'application/octet-stream' },
      onSuccess: (payload) => resolve(JSON.parse(payload.lastResponse.getBody()).data),
      onError: reject,
    });
    up.start();
  });
}

const call = (who: Caller, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school, body });
const start = (who: Caller, params: unknown) => call(who, 'POST', 's/tasks', { kind: 'lecture-pptx-import', params });

async function finished(who: Caller, id: string): Promise<Task> {
  let task: Task | undefined;
  await vi.waitFor(
    async () => {
      task = (await call(who, 'GET', `s/tasks/${id}`)).json.data as Task;
      expect(['done', 'failed']).toContain(task.state);
    },
    { timeout: 90_000, interval: 250 },
  );
  return task!;
}

/** Uploads `data` as lan, imports it at `level` and answers the finished task. */
async function imported(data: Buffer, filename: string, level: 'school' | 'personal') {
  const { fileId } = await upload('lan', data, filename);
  const started = await start('lan', { fileId, level });
  expect(started.status, JSON.stringify(started.json)).toBe(202);
  return { fileId, task: await finished('lan', (started.json.data as Task).id) };
}

const served = (url: string) => server.app.request(url);

beforeAll(async () => {
  server = await startTestServer();
  await server.startQueue();
  school = await demoSchoolId(server);
  lanId = await userId(server, CALLERS.lan);
  for (const [who, email] of Object.entries(CALLERS)) if (who !== 'guest') tokens[who as Caller] = await server.login(email);
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => http.once('listening', r));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  deck = await buildDeck();
}, 60_000);
afterAll(async () => {
  await new Promise((r) => http.close(r));
  await server.close();
});

describe('before an import', () => {
  it('the app can ask whether this server imports PowerPoint', async () => {
    const res = await call('lan', 'GET', 's/lecture_imports/availability');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { available } });
    expect((await server.call('GET', 's/lecture_imports/availability', { school })).status).toBe(401);
  });

  it('knows a deck whose first bytes only say "zip" by the parts it holds', async () => {
    expect(await upload('lan', await reordered(deck), 'sắp xếp lại.pptx')).toMatchObject({ contentType: PPTX_TYPE });
  });

  it('refuses another teacher’s file, a picture, a caller who may not create lectures and bad parameters', async () => {
    const { fileId } = await upload('lan', deck, 'Bài của Lan.pptx');
    expect((await start('minh', { fileId, level: 'personal' })).status).toBe(404);
    expect((await start('lan', { fileId: 2_000_000, level: 'personal' })).status).toBe(404);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const picture = await upload('lan', png, 'slide.pptx');
    const refused = await start('lan', { fileId: picture.fileId, level: 'personal' });
    expect(refused.status).toBe(422);
    expect(refused.json.messages).toEqual([MSG.pptxRefused]);

    const student = await start('student', { fileId, level: 'personal' });
    expect(student.status).toBe(403);
    expect(student.json.messages).toEqual([MSG.forbidden]);
    expect((await start('student', { fileId, level: 'school' })).status).toBe(403);

    expect((await start('lan', { fileId, level: 'system' })).status).toBe(422);
    expect((await start('lan', { fileId: 'x', level: 'personal' })).status).toBe(422);
  });

  it.skipIf(available)('says the server cannot import without LibreOffice', async () => {
    const { fileId } = await upload('lan', deck, 'Không có LibreOffice.pptx');
    const res = await start('lan', { fileId, level: 'personal' });
    expect(res.status).toBe(503);
    expect(res.json.messages).toEqual([MSG.pptxUnavailable]);
  });
});

describe.skipIf(!available)('an import', () => {
  it('makes a personal lecture of one picture slide per slide, lets the upload go and counts the pictures', async () => {
    const { fileId, task } = await imported(deck, 'Quang hợp lớp 7.pptx', 'personal');
    expect(task).toMatchObject({ state: 'done', progress: 100, error: null, fileName: null, result: { lectureId: expect.any(Number) } });
    const lectureId = task.result!.lectureId!;

    const detail = (await call('lan', 'GET', `lecture_decks/${lectureId}`)).json.data as LectureDetail;
    expect(detail).toMatchObject({ name: 'Quang hợp lớp 7', level: 'personal', canEdit: true });
    expect(detail.deck.slides.map(({ background, imageText, notes, blocks }) => ({ background, imageText, notes, blocks }))).toEqual([
      { background: '#ffffff', imageText: 'Quang hợp ở thực vật', notes: 'Hỏi học sinh: cây cần gì để sống?', blocks: [] },
      { background: '#ffffff', imageText: 'Diệp lục hấp thụ ánh sáng', notes: 'Cho học sinh xem lá cây dưới kính hiển vi.', blocks: [] },
    ]);
    for (const { image } of detail.deck.slides) {
      expect(image).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const res = await served(image!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['png', 1600]);
    }

    const mine = (await call('lan', 'GET', 's/personal/lectures?perPage=50')).json.data as LectureItem[];
    expect(mine.find((l) => l.id === lectureId)).toMatchObject({
      name: 'Quang hợp lớp 7',
      slideCount: 2,
      status: 'approved',
      coverUrl: detail.deck.slides[0]!.image,
    });
    const found = (await call('lan', 'GET', 's/personal/lectures?name=kinh%20hien%20vi')).json.data as LectureItem[];
    expect(found.map((l) => l.id)).toEqual([lectureId]);

    expect((await call('lan', 'GET', `s/files/${fileId}`)).status).toBe(404);
    expect(await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, fileId))).toEqual([]);

    const files = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.ownerId, lanId));
    const pictures = files.filter((f) => detail.deck.slides.some((s) => s.image === `/api/files/${f.key.slice('uploads/'.length)}`));
    expect(pictures.map((f) => f.kind)).toEqual(['lecture', 'lecture']);
    const pictureBytes = pictures.reduce((sum, f) => sum + f.size, 0);
    expect(pictureBytes).toBeGreaterThan(MB);
    const counted = files.filter((f) => ['upload', 'media', 'lecture'].includes(f.kind)).reduce((sum, f) => sum + f.size, 0);
    const [lan] = await server.db.select().from(t.users).where(eq(t.users.id, lanId));
    expect(lan!.totalUsedStorage).toBe(Math.ceil(counted / MB));
  }, 120_000);

  it('makes a school lecture that waits for review, and is found again as the latest task of its upload', async () => {
    const { fileId, task } = await imported(await reordered(deck), 'Ôn tập chương 1.pptx', 'school');
    expect(task.state).toBe('done');
    const list = (await call('lan', 'GET', 's/lectures?perPage=50')).json.data as LectureItem[];
    expect(list.find((l) => l.id === task.result!.lectureId)).toMatchObject({ name: 'Ôn tập chương 1', level: 'school', status: 'pending', slideCount: 2 });
    const latest = await call('lan', 'GET', `s/tasks/latest?kind=lecture-pptx-import&subject=upload:${fileId}`);
    expect(latest.json.data).toMatchObject({ id: task.id, result: { lectureId: task.result!.lectureId } });
  }, 120_000);

  it('fails at once with the converter’s message for a file it cannot read, and makes nothing', async () => {
    const broken = await new JSZip()
      .file(
        '[Content_Types].xml',
        '<Types><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
      )
      .file('ppt/slides/slide1.xml', '<p:sld/>')
      .generateAsync({ type: 'nodebuffer' });
    const before = (await server.db.select({ id: t.lectures.id }).from(t.lectures)).length;
    const { fileId, task } = await imported(broken, 'hỏng.pptx', 'personal');
    expect(task).toMatchObject({ state: 'failed', error: new PptxConvertError('invalid').message, result: null });
    expect(await server.db.select({ id: t.lectures.id }).from(t.lectures)).toHaveLength(before);
    // The upload stays the teacher's: nothing was made of it.
    expect((await call('lan', 'GET', `s/files/${fileId}`)).status).toBe(200);
  }, 60_000);

  it('frees the slide pictures with the last lecture naming them, copies included', async () => {
    const { task } = await imported(deck, 'Để xoá.pptx', 'personal');
    const original = task.result!.lectureId!;
    const images = (await call('lan', 'GET', `lecture_decks/${original}`)).json.data.deck.slides.map((s: { image: string }) => s.image) as string[];
    const keys = images.map((url) => `uploads/${url.split('/').pop()}`);
    const copy = await call('lan', 'POST', `s/personal/lectures/${original}/copy`, {});
    expect(copy.status).toBe(201);

    expect((await call('lan', 'DELETE', `s/personal/lectures/${original}`)).status).toBe(200);
    for (const url of images) expect((await served(url)).status).toBe(200);

    expect((await call('lan', 'DELETE', `s/personal/lectures/${copy.json.data.id}`)).status).toBe(200);
    for (const url of images) expect((await served(url)).status).toBe(404);
    expect(await server.db.select().from(t.storedFiles).where(inArray(t.storedFiles.key, keys))).toEqual([]);
    for (const key of keys) expect(await server.storage.head(key)).toBeNull();

    const owned = await server.db
      .select()
      .from(t.storedFiles)
      .where(and(eq(t.storedFiles.ownerId, lanId), inArray(t.storedFiles.kind, ['upload', 'media', 'lecture'])));
    const [lan] = await server.db.select().from(t.users).where(eq(t.users.id, lanId));
    expect(lan!.totalUsedStorage).toBe(Math.ceil(owned.reduce((sum, f) => sum + f.size, 0) / MB));
  }, 120_000);
});
