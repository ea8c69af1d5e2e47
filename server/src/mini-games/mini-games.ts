// Mini games of a question bank or of an exam at each level (spec §2 add-mini-game, game/{gameId}, /library/games;
// §7 mini_games): nested under what they belong to, so whoever may read it may play its games and whoever may change
// it may make and edit them.
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { and, asc, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import type { ContentType } from '../library/content-type.ts';
import { body, idString, params } from '../http/validate.ts';
import { notFound } from '../http/errors.ts';
import { itemFor } from '../library/access.ts';
import type { LibraryLevel } from '../../../src/shared/library.ts';
import { gameSize, type GameContent, type MiniGame, type MiniGameSummary } from '../../../src/shared/mini-game.ts';
import { miniGameSchema } from '../../../src/shared/schemas/mini-game.ts';

const g = t.miniGames;
const gameParam = v.object({ id: idString, gameId: idString });

type GameRow = typeof g.$inferSelect;
const fullGame = (row: GameRow): MiniGame => ({
  id: row.id,
  collectionId: row.collectionId,
  examId: row.examId,
  title: row.title,
  content: row.content as GameContent,
  updatedAt: row.updatedAt.toISOString(),
});

/** What games belong to: a question bank (its API path segment and column) or an exam. */
export const GAME_OWNERS = {
  bank: { segment: 'question_collections', column: 'collectionId' },
  exam: { segment: 'exams', column: 'examId' },
} as const;
export type GameOwner = (typeof GAME_OWNERS)[keyof typeof GAME_OWNERS];

async function gameOf(db: Queryable, owner: GameOwner, ownerId: number, gameId: number): Promise<GameRow> {
  const [row] = await db
    .select()
    .from(g)
    .where(and(eq(g.id, gameId), eq(g[owner.column], ownerId)));
  if (!row) throw notFound();
  return row;
}

/** A copied bank or exam takes its games along. */
export async function copyGames(db: Queryable, owner: GameOwner, fromId: number, toId: number, actorId: number): Promise<void> {
  const rows = await db.select().from(g).where(eq(g[owner.column], fromId)).orderBy(asc(g.id));
  if (rows.length) await db.insert(g).values(rows.map((r) => ({ [owner.column]: toId, kind: r.kind, title: r.title, content: r.content, createdBy: actorId })));
}

/**
 * `type` is the owner's content type (passed in: the owner's type copies games with this module), `owner` which of
 * GAME_OWNERS it is.
 */
export function miniGameRoutes(type: ContentType, owner: GameOwner, prefix: string, level: LibraryLevel, guard: MiddlewareHandler<AppEnv>) {
  const base = `${prefix}/${owner.segment}/:id/mini_games`;
  return new Hono<AppEnv>()
    .get(base, guard, async (c) => {
      const { item } = await itemFor(c, type, level, 'read');
      const rows = await c.get('deps').db.select().from(g).where(eq(g[owner.column], item.id)).orderBy(asc(g.id));
      const data = rows.map((r): MiniGameSummary => ({
        id: r.id,
        title: r.title,
        kind: r.kind as MiniGameSummary['kind'],
        size: gameSize(r.content as GameContent),
        updatedAt: r.updatedAt.toISOString(),
      }));
      return c.json({ data });
    })
    .post(base, guard, async (c) => {
      const { item, scope } = await itemFor(c, type, level, 'change');
      const input = await body(c, miniGameSchema);
      const [row] = await c
        .get('deps')
        .db.insert(g)
        .values({ [owner.column]: item.id, kind: input.content.kind, title: input.title, content: input.content, createdBy: scope.userId })
        .returning();
      return c.json({ data: fullGame(row!) }, 201);
    })
    .get(`${base}/:gameId`, guard, async (c) => {
      const { gameId } = params(c, gameParam);
      const { item } = await itemFor(c, type, level, 'read');
      return c.json({ data: fullGame(await gameOf(c.get('deps').db, owner, item.id, gameId)) });
    })
    .put(`${base}/:gameId`, guard, async (c) => {
      const { gameId } = params(c, gameParam);
      const { item } = await itemFor(c, type, level, 'change');
      const { db } = c.get('deps');
      await gameOf(db, owner, item.id, gameId);
      const input = await body(c, miniGameSchema);
      const [row] = await db
        .update(g)
        .set({ kind: input.content.kind, title: input.title, content: input.content, updatedAt: new Date() })
        .where(eq(g.id, gameId))
        .returning();
      return c.json({ data: fullGame(row!) });
    })
    .delete(`${base}/:gameId`, guard, async (c) => {
      const { gameId } = params(c, gameParam);
      const { item } = await itemFor(c, type, level, 'change');
      const { db } = c.get('deps');
      await gameOf(db, owner, item.id, gameId);
      await db.delete(g).where(eq(g.id, gameId));
      return c.json({ data: { id: gameId } });
    });
}
