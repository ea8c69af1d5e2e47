// A lecture's deck through /api/lecture_decks/:id: saved with its text cleaned and its media and questions copied from
// what the saver may read (kept when the deck already had them), refused block by block otherwise; opened and changed
// only by whom the lecture's library allows; a save replayed from the outbox answers the first save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { LectureDetail, MediaBlock, QuestionBlock } from '../../../src/shared/lecture.ts';
import { deckCallers, lectureId, media, picture, question, slide, text, plain, type Caller } from './test-support.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let school = 0;
let tokens: Record<Caller, string>;
let users: Record<Caller, number>;
let personal = 0;

beforeAll(async () => {
  server = await startTestServer();
  ({ school, tokens, users, personal } = await deckCallers(server));
});
afterAll(() => server.close());

const get = (who: Caller | null, id: number) => server.call('GET', `lecture_decks/${id}`, { token: who ? tokens[who] : undefined });
const put = (who: Caller | null, id: number, body: unknown, key: string = randomUUID()) =>
  server.call('PUT', `lecture_decks/${id}`, { token: who ? tokens[who] : undefined, body, headers: { 'idempotency-key': key } });
const blocksOf = (res: { json: { data: LectureDetail } }, n = 0) => res.json.data.deck.slides[n]!.blocks;

/** The first question of a teacher's own English bank. */
async function bankQuestion(owner: Caller): Promise<number> {
  const [row] = await server.db
    .select({ id: t.questions.id })
    .from(t.questions)
    .innerJoin(t.questionCollections, eq(t.questionCollections.id, t.questions.collectionId))
    .where(and(eq(t.questionCollections.ownerId, users[owner]), eq(t.questionCollections.level, 'personal'), isNull(t.questions.parentId)))
    .orderBy(t.questions.id)
    .limit(1);
  return row!.id;
}

describe('saving a deck', () => {
  it('cleans text, copies a media item and a bank question, and answers the deck as stored', async () => {
    const mediaId = await picture(server, users.lan, school);
    const questionId = await bankQuestion('lan');
    const res = await put('lan', personal, {
      slides: [
        slide([text('<p>Xin <strong>chào</strong><script>alert(1)</script></p><img src="https://evil.example/x.png">'), media(mediaId)], { notes: 'Ghi chú' }),
        slide([question(questionId), text('<script>alert(2)</script>'), plain('Chỉ là chữ, không định dạng')], { background: '#fefce8' }),
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id: personal, level: 'personal', schoolId: school, canEdit: true });
    const [words, placed] = blocksOf(res);
    expect(words).toMatchObject({ type: 'text', html: '<p>Xin <strong>chào</strong></p>', text: 'Xin chào' });
    const [item] = await server.db.select().from(t.mediaResources).where(eq(t.mediaResources.id, mediaId));
    const [file] = await server.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, item!.fileId));
    expect(placed).toMatchObject({
      type: 'media',
      mediaId,
      mediaType: 'image',
      name: item!.name,
      url: `/api/files/${file!.key.slice('uploads/'.length)}`,
      thumbnailUrl: null,
      contentType: 'image/png',
      size: file!.size,
    } satisfies Partial<MediaBlock>);
    const [asked, empty, typed] = blocksOf(res, 1);
    expect(typed).toMatchObject({ type: 'text', html: '', text: 'Chỉ là chữ, không định dạng' });
    const bank = await server.db.select().from(t.questions).where(eq(t.questions.id, questionId));
    expect((asked as QuestionBlock).question).toMatchObject({ id: questionId, content: bank[0]!.content, questionType: bank[0]!.questionType });
    expect(empty).toMatchObject({ html: '', text: '' });
    expect((await get('lan', personal)).json.data).toEqual(res.json.data);
    const [row] = await server.db.select().from(t.lectures).where(eq(t.lectures.id, personal));
    expect(row).toMatchObject({ slideCount: 2, body: `Xin chào\n\nGhi chú\n\n${(bank[0]!.content as { text: string }).text}\n\nChỉ là chữ, không định dạng` });
  });

  it('keeps a block it already had though its item is gone, and its file with it', async () => {
    const mediaId = await picture(server, users.lan, school);
    const first = await put('lan', personal, { slides: [slide([media(mediaId)])] });
    const url = (blocksOf(first)[0] as MediaBlock).url;
    const gone = await server.call('DELETE', `s/personal/media_resources/${mediaId}`, { token: tokens.lan, school });
    expect(gone.status).toBe(200);
    const again = await put('lan', personal, { slides: [slide([media(mediaId)]), slide([])] });
    expect(again.status).toBe(200);
    expect(blocksOf(again)[0]).toMatchObject({ mediaId, url });
    expect((await server.app.fetch(new Request(`http://localhost${url}`))).status).toBe(200);
  });

  it('refuses, at the block, a colleague’s media or question and a deck without slides', async () => {
    const theirs = await picture(server, users.minh, school);
    const res = await put('lan', personal, {
      slides: [slide([text('<p>a</p>')]), slide([text('<p>b</p>'), media(theirs), question(await bankQuestion('minh'))])],
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      'slides.1.blocks.1.mediaId': [SERVER_MSG.lectureMediaUnavailable],
      'slides.1.blocks.2.questionId': [SERVER_MSG.lectureQuestionUnavailable],
    });
    const none = await put('lan', personal, { slides: [] });
    expect(none.status).toBe(422);
    expect(none.json.errors.slides).toEqual([MSG.lectureNoSlides]);
    const bad = await put('lan', personal, { slides: [slide([{ ...text('<p>x</p>'), rect: { x: 0, y: 0, w: 1, h: 50 } }])] });
    expect(Object.keys(bad.json.errors)).toEqual(['slides.0.blocks.0.rect.w']);
  });

  it('answers a replay of the same save (same Idempotency-Key) with the first answer', async () => {
    const key = randomUUID();
    const body = { slides: [slide([text('<p>Một lần thôi</p>')])] };
    const first = await put('lan', personal, body, key);
    const replay = await server.app.request(`/api/lecture_decks/${personal}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.lan}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(first.json);
    expect((await put('lan', personal, { slides: [slide([])] }, '')).status).toBe(422);
  });

  it('records one edit in the history for a sitting of autosaves', async () => {
    const updates = async () =>
      (
        await server.db
          .select({ id: t.libraryActions.id })
          .from(t.libraryActions)
          .where(and(eq(t.libraryActions.contentType, 'lecture'), eq(t.libraryActions.itemId, personal), eq(t.libraryActions.action, 'update')))
      ).length;
    expect((await put('lan', personal, { slides: [slide([text('<p>Lần 1</p>')])] })).status).toBe(200);
    const before = await updates();
    for (const n of [2, 3, 4]) expect((await put('lan', personal, { slides: [slide([text(`<p>Lần ${n}</p>`)])] })).status).toBe(200);
    expect(await updates()).toBe(before);
  });
});

describe('who may open and change a deck', () => {
  it('a personal lecture: its owner only', async () => {
    expect((await get('minh', personal)).status).toBe(403);
    expect((await put('minh', personal, { slides: [slide([])] })).json).toMatchObject({ code: 403, message: MSG.forbidden });
    expect((await get(null, personal)).status).toBe(401);
    expect((await put(null, personal, { slides: [slide([])] })).status).toBe(401);
    expect((await get('lan', 999_999)).json).toMatchObject({ code: 404, message: MSG.notFound });
  });

  it('a school lecture: students read the approved ones, editors change them, authors their own under review', async () => {
    const approved = await lectureId(server, 'Unit 2: Healthy living');
    const pending = await lectureId(server, 'Số hữu tỉ và biểu diễn trên trục số');
    expect((await get('student', approved)).json.data).toMatchObject({ canEdit: false, level: 'school' });
    expect((await put('student', approved, { slides: [slide([])] })).status).toBe(403);
    expect((await get('student', pending)).status).toBe(403);
    expect((await get('minh', pending)).status).toBe(403);
    expect((await get('lan', approved)).json.data.canEdit).toBe(false);
    expect((await put('lan', approved, { slides: [slide([])] })).status).toBe(403);
    expect((await get('lan', pending)).json.data.canEdit).toBe(true);
    expect((await put('lan', pending, { slides: [slide([text('<p>Sửa khi chờ duyệt</p>')])] })).status).toBe(200);
    const edited = await put('principal', approved, { slides: [slide([text('<p>Hiệu trưởng sửa</p>')])] });
    expect(edited.json.data.canEdit).toBe(true);
    const rows = await server.db.select().from(t.lectures).where(eq(t.lectures.level, 'school'));
    expect(rows.find((r) => r.id === approved)!.status).toBe('approved');
    expect(rows.find((r) => r.id === pending)!.status).toBe('pending');
    // The school's readers are its members: a teacher of no school reads none of its lectures.
    expect((await get('guest', approved)).status).toBe(403);
    expect((await get('admin', pending)).json.data.canEdit).toBe(true);
  });

  it('a system lecture: everyone signed in reads it, the system’s editors change it', async () => {
    const id = await lectureId(server, 'Nguyên tử và phân tử');
    expect((await get('student', id)).json.data).toMatchObject({ level: 'system', schoolId: null, canEdit: false });
    expect((await put('lan', id, { slides: [slide([])] })).status).toBe(403);
    const mine = await picture(server, users.admin, school);
    const refused = await put('admin', id, { slides: [slide([media(mine)])] });
    expect(refused.json.errors).toEqual({ 'slides.0.blocks.0.mediaId': [SERVER_MSG.lectureMediaUnavailable] });
    expect((await put('admin', id, { slides: [slide([text('<p>Bản mới</p>')])] })).json.data.canEdit).toBe(true);
  });
});
