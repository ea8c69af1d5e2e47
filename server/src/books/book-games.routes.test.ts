// Games in e-books: an area may open a game of one of the system's banks (copied, kept when the game is deleted; a
// school bank's game is refused at the area), and a book's questions and games are listed with their pages
// (GET books/:id/questions, books/:id/games) to whoever may read the book, and without signing in for a free one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { BookActivity, BookArea } from '../../../src/shared/book.ts';
import { bookWorld, ENGLISH, SCIENCE, type BookWorld, type Caller } from './test-support.ts';
import { SERVER_MSG } from '../messages.ts';

let world: BookWorld;
beforeAll(async () => {
  world = await bookWorld();
}, 120_000);
afterAll(() => world.close());

const call = (who: Caller | null, method: string, path: string, body?: unknown) =>
  world.server.call(method, path, { token: who ? world.tokens[who] : undefined, body });

async function gameOf(level: 'system' | 'school') {
  const [row] = await world.server.db
    .select({ id: t.miniGames.id, title: t.miniGames.title, content: t.miniGames.content })
    .from(t.miniGames)
    .innerJoin(t.questionCollections, eq(t.questionCollections.id, t.miniGames.collectionId))
    .where(eq(t.questionCollections.level, level))
    .limit(1);
  return row!;
}

const area = (id: string, gameId: number) => ({ id, page: 2, rect: { x: 10, y: 10, w: 30, h: 20 }, label: 'Chơi', target: { kind: 'game', gameId } });

describe('a game as an e-book area’s target', () => {
  it('is copied from a system bank, kept when the game is deleted, and refused from a school bank', async () => {
    const id = world.books[ENGLISH]!;
    const game = await gameOf('system');
    const saved = await call('admin', 'PUT', `books/${id}/areas`, { areas: [area('tro-choi', game.id)] });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((saved.json.data as BookArea[])[0]!.target).toEqual({ type: 'game', gameId: game.id, game: { title: game.title, content: game.content } });

    const school = await gameOf('school');
    const refused = await call('admin', 'PUT', `books/${id}/areas`, { areas: [area('tro-choi', game.id), area('cua-truong', school.id)] });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ 'areas.1.target.gameId': [SERVER_MSG.bookAreaGameUnavailable] });

    const [made] = await world.server.db
      .insert(t.miniGames)
      .values({ collectionId: (await collectionOf(game.id))!, kind: 'memory', title: 'Lật thẻ tạm', content: pairs, createdBy: null })
      .returning();
    expect((await call('admin', 'PUT', `books/${id}/areas`, { areas: [area('tam', made!.id)] })).status).toBe(200);
    await world.server.db.delete(t.miniGames).where(eq(t.miniGames.id, made!.id));
    const kept = await call('admin', 'PUT', `books/${id}/areas`, { areas: [area('tam', made!.id)] });
    expect((kept.json.data as BookArea[])[0]!.target).toMatchObject({ type: 'game', game: { title: 'Lật thẻ tạm' } });
  });
});

const pairs = {
  kind: 'memory',
  pairs: [
    { left: '1/2', right: '0,5' },
    { left: '1/4', right: '0,25' },
  ],
};

async function collectionOf(gameId: number) {
  const [row] = await world.server.db.select({ c: t.miniGames.collectionId }).from(t.miniGames).where(eq(t.miniGames.id, gameId));
  return row?.c;
}

describe('a book’s questions and games', () => {
  it('are listed by page to whoever reads the book', async () => {
    const id = world.books[SCIENCE]!;
    const questions = await call('student', 'GET', `books/${id}/questions`);
    expect(questions.status).toBe(200);
    expect((questions.json.data as BookActivity<'question'>[]).map((q) => [q.page, q.type, q.question.content.text])).toEqual([
      [5, 'question', 'Hạt nào mang điện tích âm trong nguyên tử?'],
      [5, 'question', expect.stringContaining('Nguyên tử gồm hạt nhân')],
    ]);
    const games = (await call('teacher', 'GET', `books/${id}/games`)).json.data as BookActivity<'game'>[];
    expect(games).toEqual([
      expect.objectContaining({ areaId: 'tro-choi-ki-hieu-hoa-hoc', page: 5, label: 'Trò chơi: nối nguyên tố với kí hiệu hoá học', type: 'game' }),
    ]);
    expect(games[0]!.game.content.kind).toBe('matching');
  });

  it('need signing in, except a free book’s; a book the caller may not see is a 404', async () => {
    const science = world.books[SCIENCE]!;
    const english = world.books[ENGLISH]!;
    for (const kind of ['questions', 'games']) {
      expect((await call(null, 'GET', `books/${science}/${kind}`)).status, kind).toBe(401);
      expect((await call(null, 'GET', `free/books/${science}/${kind}`)).status, kind).toBe(200);
      expect((await call(null, 'GET', `free/books/${english}/${kind}`)).json, kind).toMatchObject({ code: 404, message: MSG.notFound });
      expect((await call('student', 'GET', `books/999999/${kind}`)).status, kind).toBe(404);
    }
    expect(((await call(null, 'GET', `free/books/${science}/games`)).json.data as unknown[]).length).toBe(1);
    // A book being prepared is not yet the readers'.
    await world.server.db
      .update(t.books)
      .set({ status: 'processing' })
      .where(and(eq(t.books.id, english)));
    expect((await call('student', 'GET', `books/${english}/games`)).status).toBe(404);
    expect((await call('admin', 'GET', `books/${english}/games`)).status).toBe(200);
    await world.server.db.update(t.books).set({ status: 'ready' }).where(eq(t.books.id, english));
  });
});
