// A slide's areas: saved in the deck (PUT /api/lecture_decks/:id) with what they open copied like a block's item, kept
// when that item is gone and when the lecture is copied, refused at the area's target otherwise; listed by
// GET /api/lectures/:id/areas to whoever may read the deck.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { AreaBlock, DeckArea, LectureDetail } from '../../../src/shared/lecture.ts';
import { deckCallers, area, bankGame, lectureId, picture, slide, text, type Caller } from './test-support.ts';
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

const put = (who: Caller, id: number, body: unknown) =>
  server.call('PUT', `lecture_decks/${id}`, { token: tokens[who], body, headers: { 'idempotency-key': randomUUID() } });
const areas = (who: Caller | null, id: number) => server.call('GET', `lectures/${id}/areas`, { token: who ? tokens[who] : undefined });
const blocksOf = (res: { json: { data: LectureDetail } }, n = 0) => res.json.data.deck.slides[n]!.blocks as AreaBlock[];

async function ownQuestion(): Promise<number> {
  const [row] = await server.db
    .select({ id: t.questions.id })
    .from(t.questions)
    .innerJoin(t.questionCollections, eq(t.questionCollections.id, t.questions.collectionId))
    .where(and(eq(t.questionCollections.ownerId, users.lan), eq(t.questionCollections.level, 'personal'), isNull(t.questions.parentId)))
    .orderBy(t.questions.id)
    .limit(1);
  return row!.id;
}

describe('areas on slides', () => {
  it('copy the media item, question or game they open, and keep their label', async () => {
    const mediaId = await picture(server, users.lan, school);
    const questionId = await ownQuestion();
    const gameId = await bankGame(server, { level: 'system' });
    const res = await put('lan', personal, {
      slides: [
        slide([text('<p>Hình</p>'), area({ type: 'media', mediaId }, '  Xem hình vòng tuần hoàn  ')]),
        slide([area({ type: 'question', questionId }), area({ type: 'game', gameId }, 'Chơi nối cặp')]),
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [, shown] = blocksOf(res);
    expect(shown).toMatchObject({
      type: 'area',
      label: 'Xem hình vòng tuần hoàn',
      target: { type: 'media', mediaId, mediaType: 'image', contentType: 'image/png' },
    });
    const [asked, played] = blocksOf(res, 1);
    expect(asked!.target).toMatchObject({ type: 'question', questionId, question: { id: questionId } });
    const [game] = await server.db.select().from(t.miniGames).where(eq(t.miniGames.id, gameId));
    expect(played!.target).toEqual({ type: 'game', gameId, game: { title: game!.title, content: game!.content } });

    const listed = await areas('lan', personal);
    expect(listed.status).toBe(200);
    expect((listed.json.data as DeckArea[]).map((a) => [a.slideIndex, a.area.label, a.area.target.type])).toEqual([
      [0, 'Xem hình vòng tuần hoàn', 'media'],
      [1, '', 'question'],
      [1, 'Chơi nối cặp', 'game'],
    ]);
    expect((listed.json.data as DeckArea[])[0]!.slideId).toBe(res.json.data.deck.slides[0]!.id);
  });

  it('keep what they open when it is deleted, and go with a copy of the lecture', async () => {
    const mediaId = await picture(server, users.lan, school);
    const first = await put('lan', personal, { slides: [slide([area({ type: 'media', mediaId }, 'Ảnh')])] });
    const url = (blocksOf(first)[0]!.target as { url: string }).url;
    expect((await server.call('DELETE', `s/personal/media_resources/${mediaId}`, { token: tokens.lan, school })).status).toBe(200);
    const again = await put('lan', personal, { slides: [slide([area({ type: 'media', mediaId }, 'Ảnh')])] });
    expect(again.status).toBe(200);
    expect(blocksOf(again)[0]!.target).toMatchObject({ mediaId, url });
    expect((await server.app.fetch(new Request(`http://localhost${url}`))).status).toBe(200);

    const copied = await server.call('POST', `s/personal/lectures/${personal}/copy`, { token: tokens.lan, school });
    expect(copied.status).toBe(201);
    const copy = await areas('lan', copied.json.data.id);
    expect((copy.json.data as DeckArea[]).map((a) => a.area.target)).toEqual([blocksOf(again)[0]!.target]);
  });

  it('are refused at their target when it may not be placed, and with a label too long', async () => {
    const theirs = await picture(server, users.minh, school);
    const colleagueGame = await bankGame(server, { level: 'personal', ownerId: users.minh });
    const res = await put('lan', personal, {
      slides: [
        slide([area({ type: 'media', mediaId: theirs }), area({ type: 'game', gameId: colleagueGame }), area({ type: 'question', questionId: 2_000_000 })]),
      ],
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      'slides.0.blocks.0.target.mediaId': [SERVER_MSG.lectureMediaUnavailable],
      'slides.0.blocks.1.target.gameId': [SERVER_MSG.lectureGameUnavailable],
      'slides.0.blocks.2.target.questionId': [SERVER_MSG.lectureQuestionUnavailable],
    });
    const long = await put('lan', personal, { slides: [slide([area({ type: 'game', gameId: colleagueGame }, 'x'.repeat(121))])] });
    expect(long.json.errors).toEqual({ 'slides.0.blocks.0.label': [MSG.lectureAreaLabelTooLong] });
  });
});

describe('GET lectures/:id/areas', () => {
  it('answers whoever may read the deck: 401 signed out, 403 not theirs, 404 none', async () => {
    expect((await areas(null, personal)).status).toBe(401);
    expect((await areas('minh', personal)).json).toMatchObject({ code: 403, message: MSG.forbidden });
    expect((await areas('lan', 999_999)).json).toMatchObject({ code: 404, message: MSG.notFound });
    const approved = await lectureId(server, 'Unit 2: Healthy living');
    const read = await areas('student', approved);
    expect(read.status).toBe(200);
    expect(Array.isArray(read.json.data)).toBe(true);
  });
});
