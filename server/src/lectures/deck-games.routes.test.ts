// A deck's game blocks through /api/lecture_decks/:id: a bank game the saver may read (her own banks, her school's
// approved ones, the system's) is copied into the block, kept when the game is deleted later; an exam's game or a
// colleague's is refused at the block, with the same words as a question.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import type { GameBlock, LectureDetail } from '../../../src/shared/lecture.ts';
import { deckCallers, bankGame, game, lectureId, slide, text, type Caller } from './test-support.ts';
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
const blocksOf = (res: { json: { data: LectureDetail } }, n = 0) => res.json.data.deck.slides[n]!.blocks;

async function gameRow(id: number) {
  const [row] = await server.db.select().from(t.miniGames).where(eq(t.miniGames.id, id));
  return row!;
}

describe('game blocks', () => {
  it('copies a game of her own bank and of the system’s into the block, its words searchable', async () => {
    const own = await bankGame(server, { level: 'personal', ownerId: users.lan });
    const system = await bankGame(server, { level: 'system' });
    const res = await put('lan', personal, { slides: [slide([game(own), game(system)])] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [mine, theirs] = blocksOf(res) as GameBlock[];
    const row = await gameRow(own);
    expect(mine).toMatchObject({ type: 'game', gameId: own, game: { title: row.title, content: row.content } });
    expect(theirs!.game.title).toBe((await gameRow(system)).title);
    const [lecture] = await server.db.select().from(t.lectures).where(eq(t.lectures.id, personal));
    expect(lecture!.body).toContain(row.title);
  });

  it('keeps the copy it had when the bank’s game is deleted', async () => {
    const c = t.questionCollections;
    const [bank] = await server.db
      .insert(c)
      .values({ name: 'Ngân hàng tạm', ownerId: users.lan, schoolId: school, level: 'personal', searchText: 'ngan hang tam' })
      .returning();
    const [made] = await server.db
      .insert(t.miniGames)
      .values({
        collectionId: bank!.id,
        kind: 'matching',
        title: 'Trò chơi sẽ bị xoá',
        content: {
          kind: 'matching',
          pairs: [
            { left: 'a', right: 'b' },
            { left: 'c', right: 'd' },
          ],
        },
        createdBy: users.lan,
      })
      .returning();
    const first = await put('lan', personal, { slides: [slide([game(made!.id)])] });
    expect(first.status).toBe(200);
    await server.db.delete(t.miniGames).where(eq(t.miniGames.id, made!.id));
    const again = await put('lan', personal, { slides: [slide([text('<p>Trang mới</p>')]), slide([game(made!.id)])] });
    expect(again.status).toBe(200);
    expect(blocksOf(again, 1)[0]).toMatchObject({ type: 'game', gameId: made!.id, game: { title: 'Trò chơi sẽ bị xoá' } });
  });

  it('refuses, at the block, a colleague’s game, an exam’s game and one that does not exist', async () => {
    const colleague = await bankGame(server, { level: 'personal', ownerId: users.minh });
    const [exam] = await server.db.select({ id: t.miniGames.id }).from(t.miniGames).where(isNotNull(t.miniGames.examId)).limit(1);
    const res = await put('lan', personal, { slides: [slide([text('<p>a</p>'), game(colleague), game(exam!.id), game(2_000_000)])] });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      'slides.0.blocks.1.gameId': [SERVER_MSG.lectureGameUnavailable],
      'slides.0.blocks.2.gameId': [SERVER_MSG.lectureGameUnavailable],
      'slides.0.blocks.3.gameId': [SERVER_MSG.lectureGameUnavailable],
    });
  });

  it('a system lecture takes games of the system’s banks only', async () => {
    const id = await lectureId(server, 'Nguyên tử và phân tử');
    const schoolGame = await bankGame(server, { level: 'school' });
    const refused = await put('admin', id, { slides: [slide([game(schoolGame)])] });
    expect(refused.json.errors).toEqual({ 'slides.0.blocks.0.gameId': [SERVER_MSG.lectureGameUnavailable] });
    const system = await bankGame(server, { level: 'system' });
    expect((await put('admin', id, { slides: [slide([game(system)])] })).status).toBe(200);
  });
});
