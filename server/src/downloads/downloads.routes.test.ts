// Downloads through /api/downloads: a lecture, an e-book or a media item lists every file it shows, once, with the
// sizes stored, its version and the data that opens it offline, to whoever may open it; the versions call tells a
// device which of its copies changed or went away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examWorld, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import { userId } from '../speech/test-support.ts';
import { media, question, slide, text } from '../lectures/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { DownloadManifest } from '../../../src/shared/downloads.ts';
import type { LectureDetail } from '../../../src/shared/lecture.ts';
import type { BookArea } from '../../../src/shared/book.ts';
import { book, fileUrl, mediaItem, storedFile, type FileRow } from './test-support.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;
let lan = 0;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  lan = await userId(server, DEMO.teacher);
});
afterAll(() => server.close());

const call = async (method: string, path: string, email: string, body?: unknown) =>
  server.call(method, path, { token: await tokenFor(server, email), school: world.schoolId, body, headers: { 'Idempotency-Key': randomUUID() } });
const download = async (kind: string, id: number | string, email: string) => call('GET', `downloads/${kind}/${id}`, email);
const versions = async (keys: string[], email: string) => call('GET', `downloads/versions?keys=${keys.join(',')}`, email);

const BUILT_IN = 'ha-long-bay.svg';
const builtInSize = statSync(fileURLToPath(new URL(`../../media/${BUILT_IN}`, import.meta.url))).size;

interface LectureWorld {
  id: number;
  files: { slide: FileRow; picture: FileRow; video: FileRow; poster: FileRow; inQuestion: FileRow };
}

/** Ms Lan's own lecture: a slide picture, a picture and a video, text showing the slide's picture, a question with pictures. */
async function teachersLecture(): Promise<LectureWorld> {
  const files = {
    slide: await storedFile(server, { kind: 'lecture', contentType: 'image/png', bytes: 5000, ownerId: lan }),
    picture: await storedFile(server, { kind: 'media', contentType: 'image/png', bytes: 1200, ownerId: lan, schoolId: world.schoolId, thumbnail: 90 }),
    video: await storedFile(server, { kind: 'media', contentType: 'video/mp4', bytes: 40_000, ownerId: lan, schoolId: world.schoolId }),
    poster: await storedFile(server, { kind: 'media', contentType: 'image/jpeg', bytes: 700, ownerId: lan, schoolId: world.schoolId }),
    inQuestion: await storedFile(server, { kind: 'content', contentType: 'image/png', bytes: 333, ownerId: lan, schoolId: world.schoolId }),
  };
  const own = { ownerId: lan, schoolId: world.schoolId };
  const picture = await mediaItem(server, { name: 'Vòng tuần hoàn', mediaType: 'image', file: files.picture, ...own });
  const video = await mediaItem(server, { name: 'Nước bay hơi', mediaType: 'video', file: files.video, poster: files.poster, ...own });
  const bank = (await call('POST', 's/personal/question_collections', DEMO.teacher, { name: 'Câu hỏi có hình' })).json.data.id as number;
  const img = `<img src="${fileUrl(files.inQuestion)}">`;
  const asked = await call('POST', `s/personal/question_collections/${bank}/questions`, DEMO.teacher, {
    questionType: 'singleChoice',
    content: {
      text: 'Hình nào là mây?',
      html: `<p>Hình nào là mây?</p>${img}`,
      options: [
        { id: 'a', text: 'Hình này', html: `<p>Hình này</p>${img}` },
        { id: 'b', text: 'Không có' },
      ],
      media: { type: 'image', url: `media/${BUILT_IN}` },
    },
    answerKey: { type: 'singleChoice', optionId: 'a' },
    level: 'recognition',
    points: 1,
  });
  expect(asked.status, JSON.stringify(asked.json)).toBe(201);
  const id = (await call('POST', 's/personal/lectures', DEMO.teacher, { name: 'Nước quanh ta' })).json.data.id as number;
  const missing = `/api/files/${randomUUID()}`;
  const saved = await call('PUT', `lecture_decks/${id}`, DEMO.teacher, {
    slides: [
      slide([text(`<p>Nhìn hình</p><img src="${fileUrl(files.slide)}"><img src="${missing}">`), media(picture), media(video)], { image: fileUrl(files.slide) }),
      slide([question(asked.json.data.id as number)]),
    ],
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return { id, files };
}

describe('a lecture', () => {
  let lecture: LectureWorld;
  beforeAll(async () => {
    lecture = await teachersLecture();
  });

  it('lists every file its slides show once, with the stored sizes, and opens as the deck does', async () => {
    const res = await download('lecture', lecture.id, DEMO.teacher);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const m = res.json.data as DownloadManifest<LectureDetail>;
    const f = lecture.files;
    expect(m.files).toEqual([
      { url: fileUrl(f.slide), size: 5000, contentType: 'image/png' },
      { url: fileUrl(f.picture), size: 1200, contentType: 'image/png' },
      { url: `${fileUrl(f.picture)}/thumbnail`, size: 90, contentType: 'image/webp' },
      { url: fileUrl(f.video), size: 40_000, contentType: 'video/mp4' },
      { url: fileUrl(f.poster), size: 700, contentType: 'image/jpeg' },
      { url: `/api/media/${BUILT_IN}`, size: builtInSize, contentType: 'image/svg+xml' },
      { url: fileUrl(f.inQuestion), size: 333, contentType: 'image/png' },
    ]);
    expect(m.bytes).toBe(5000 + 1200 + 90 + 40_000 + 700 + 333 + builtInSize);
    const deck = await call('GET', `lecture_decks/${lecture.id}`, DEMO.teacher);
    expect(m).toMatchObject({ key: `lecture:${lecture.id}`, kind: 'lecture', id: lecture.id, title: 'Nước quanh ta', version: deck.json.data.updatedAt });
    expect(m.data).toEqual(deck.json.data);
    expect(m.data.canEdit).toBe(true);
  });

  it("opens, read-only, to the students of a group it was given to, and to no other class's", async () => {
    expect((await download('lecture', lecture.id, studentEmail(7))).status).toBe(403);
    await server.db.insert(t.groupCoursewares).values({ groupId: world.groups.a1, kind: 'lecture', lectureId: lecture.id, givenBy: lan });
    const res = await download('lecture', lecture.id, studentEmail(7));
    expect(res.status).toBe(200);
    expect(res.json.data.data.canEdit).toBe(false);
    expect(res.json.data.files).toHaveLength(7);
    const other = await download('lecture', lecture.id, studentEmail(20));
    expect(other.status).toBe(403);
    expect(other.json.messages).toEqual([MSG.forbidden]);
    expect((await versions([`lecture:${lecture.id}`], studentEmail(20))).json.data).toEqual({ [`lecture:${lecture.id}`]: null });
  });

  it('says a lecture that does not exist is not found', async () => {
    const res = await download('lecture', 2_000_000_000, DEMO.teacher);
    expect(res.status).toBe(404);
    expect(res.json.messages).toEqual([MSG.notFound]);
  });
});

describe('a media item', () => {
  it('lists its file and picture, and answers the item as the media library does, to whoever may open it', async () => {
    const file = await storedFile(server, { kind: 'media', contentType: 'image/png', bytes: 2222, ownerId: lan, schoolId: world.schoolId, thumbnail: 77 });
    const id = await mediaItem(server, { name: 'Bản đồ Việt Nam', mediaType: 'image', file, ownerId: lan, schoolId: world.schoolId });
    const res = await download('media', id, DEMO.teacher);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ key: `media:${id}`, kind: 'media', id, title: 'Bản đồ Việt Nam', bytes: 2222 + 77 });
    expect(res.json.data.files).toEqual([
      { url: fileUrl(file), size: 2222, contentType: 'image/png' },
      { url: `${fileUrl(file)}/thumbnail`, size: 77, contentType: 'image/webp' },
    ]);
    const library = await call('GET', `s/personal/media_resources/${id}`, DEMO.teacher);
    expect(res.json.data.data).toEqual(library.json.data);
    // Her own item is hers alone, until she gives it to her class.
    expect((await download('media', id, DEMO.teacher2)).status).toBe(403);
    expect((await download('media', id, studentEmail(3))).status).toBe(403);
    await server.db.insert(t.groupCoursewares).values({ groupId: world.groups.a1, kind: 'media', mediaId: id, givenBy: lan });
    expect((await download('media', id, studentEmail(3))).status).toBe(200);
    expect((await download('media', id, studentEmail(20))).status).toBe(403);
  });

  it("opens the school's approved items to its members and the system's to everyone", async () => {
    const sound = await storedFile(server, { kind: 'media', contentType: 'audio/mpeg', bytes: 9000, schoolId: world.schoolId });
    const school = await mediaItem(server, { name: 'Bài hát', mediaType: 'audio', file: sound, ownerId: lan, schoolId: world.schoolId, level: 'school' });
    const pending = await mediaItem(server, {
      name: 'Chờ duyệt',
      mediaType: 'audio',
      file: sound,
      ownerId: lan,
      schoolId: world.schoolId,
      level: 'school',
      status: 'pending',
    });
    const system = await mediaItem(server, { name: 'Âm báo', mediaType: 'audio', file: sound, ownerId: null, schoolId: null, level: 'system' });
    expect((await download('media', school, studentEmail(20))).status).toBe(200);
    expect((await download('media', school, DEMO.newcomer)).status).toBe(403);
    expect((await download('media', pending, studentEmail(20))).status).toBe(403);
    expect((await download('media', pending, DEMO.teacher)).status).toBe(200);
    expect((await download('media', system, DEMO.newcomer)).status).toBe(200);
  });
});

describe('an e-book', () => {
  it('lists its PDF, its cover and what its areas open, with its areas and each page’s words', async () => {
    const sound = await storedFile(server, { kind: 'media', contentType: 'audio/mpeg', bytes: 4321 });
    const area: BookArea = {
      id: 'vung-1',
      page: 1,
      rect: { x: 10, y: 10, w: 20, h: 10 },
      label: 'Nghe bài hát',
      target: {
        type: 'media',
        mediaId: 1,
        mediaType: 'audio',
        name: 'Bài hát',
        url: fileUrl(sound),
        thumbnailUrl: null,
        contentType: 'audio/mpeg',
        size: 4321,
      },
    };
    const made = await book(server, { title: 'Tiếng Anh 7 – Unit 1', pages: ['Hobbies', '', 'My hobby is reading'], areas: [area] });
    const res = await download('book', made.id, studentEmail(20));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const m = res.json.data as DownloadManifest<{ book: { id: number; version: string; status: string }; areas: BookArea[]; pages: string[] }>;
    expect(m.files).toEqual([
      { url: fileUrl(made.pdf), size: 2048, contentType: 'application/pdf' },
      { url: fileUrl(made.cover), size: 300, contentType: 'image/webp' },
      { url: fileUrl(sound), size: 4321, contentType: 'audio/mpeg' },
    ]);
    expect(m.bytes).toBe(2048 + 300 + 4321);
    expect(m.data.pages).toEqual(['Hobbies', '', 'My hobby is reading']);
    expect(m.data.areas).toEqual([area]);
    expect(m.data.book).toMatchObject({
      id: made.id,
      title: 'Tiếng Anh 7 – Unit 1',
      status: 'ready',
      fileUrl: fileUrl(made.pdf),
      coverUrl: fileUrl(made.cover),
    });
    expect(m).toMatchObject({ key: `book:${made.id}`, kind: 'book', title: 'Tiếng Anh 7 – Unit 1', version: m.data.book.version });
  });

  it('is not found while it is being prepared, nor when it does not exist', async () => {
    const made = await book(server, { title: 'Đang xử lý', status: 'processing' });
    const res = await download('book', made.id, DEMO.teacher);
    expect(res.status).toBe(404);
    expect(res.json.messages).toEqual([SERVER_MSG.bookNotReady]);
    expect((await download('book', 2_000_000_000, DEMO.teacher)).status).toBe(404);
  });
});

describe('versions', () => {
  it('reports a new version after a deck save and null for what was deleted', async () => {
    const lecture = await teachersLecture();
    const file = await storedFile(server, { kind: 'media', contentType: 'image/png', bytes: 10, ownerId: lan, schoolId: world.schoolId });
    const item = await mediaItem(server, { name: 'Sẽ xoá', mediaType: 'image', file, ownerId: lan, schoolId: world.schoolId });
    const made = await book(server, { title: 'Sách', pages: ['a'] });
    const keys = [`lecture:${lecture.id}`, `media:${item}`, `book:${made.id}`, 'lecture:2000000000'];
    const before = await versions(keys, DEMO.teacher);
    expect(before.status).toBe(200);
    expect(before.json.data).toEqual({
      [keys[0]!]: (await download('lecture', lecture.id, DEMO.teacher)).json.data.version,
      [keys[1]!]: (await download('media', item, DEMO.teacher)).json.data.version,
      [keys[2]!]: (await download('book', made.id, DEMO.teacher)).json.data.version,
      [keys[3]!]: null,
    });
    const deck = (await call('GET', `lecture_decks/${lecture.id}`, DEMO.teacher)).json.data as LectureDetail;
    expect((await call('PUT', `lecture_decks/${lecture.id}`, DEMO.teacher, { slides: [...deck.deck.slides, slide([text('<p>Thêm</p>')])] })).status).toBe(200);
    expect((await call('DELETE', `s/personal/media_resources/${item}`, DEMO.teacher)).status).toBe(200);
    const after = (await versions(keys, DEMO.teacher)).json.data as Record<string, string | null>;
    expect(after[keys[0]!]).not.toBe(before.json.data[keys[0]!]);
    expect(after[keys[0]!]).toBe((await download('lecture', lecture.id, DEMO.teacher)).json.data.version);
    expect(after[keys[1]!]).toBeNull();
    expect(after[keys[2]!]).toBe(before.json.data[keys[2]!]);
  });

  it('refuses keys it cannot read, and more than 200 at once', async () => {
    for (const keys of [['exam:1'], ['lecture:0'], ['lecture:abc'], ['media:2147483648'], Array.from({ length: 201 }, (_, i) => `lecture:${i + 1}`)]) {
      const res = await versions(keys, DEMO.teacher);
      expect(res.status, keys[0]).toBe(422);
      expect(res.json.messages).toEqual([MSG.invalidInput]);
    }
    expect((await call('GET', 'downloads/versions', DEMO.teacher)).status).toBe(422);
    expect((await versions([], DEMO.teacher)).json.data).toEqual({});
  });
});

describe('refusals', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['downloads/lecture/1', 'downloads/book/1', 'downloads/media/1', 'downloads/versions?keys=lecture:1']) {
      const res = await server.call('GET', path);
      expect(res.status, path).toBe(401);
      expect(res.json.messages).toEqual([MSG.unauthenticated]);
    }
  });

  it('answers 422 for a kind or an id it does not know', async () => {
    for (const path of ['downloads/exam/1', 'downloads/lecture/0', 'downloads/lecture/abc', 'downloads/media/2147483648']) {
      const res = await call('GET', path, DEMO.teacher);
      expect(res.status, path).toBe(422);
      expect(res.json.messages).toEqual([MSG.invalidInput]);
    }
  });

  it('needs no school header', async () => {
    const res = await server.call('GET', 'downloads/versions?keys=lecture:1', { token: await tokenFor(server, DEMO.teacher) });
    expect(res.status).toBe(200);
  });
});
