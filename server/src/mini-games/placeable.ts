// Which bank games a teacher may copy into her own content (a lecture's game blocks and areas, an e-book's areas):
// the rule of bank questions (question-bank/readable.ts) — her own banks, her school's approved banks (and her own
// ones waiting for review), the system's. An exam's games stay with the exam.
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import type { GameContent } from '../../../src/shared/mini-game.ts';
import type { PlacedGame } from '../../../src/shared/lecture.ts';

/** Of `ids`, the bank games the caller may copy into content of this school (null: the system's banks only), by id. */
export async function placeableGames(db: Queryable, ids: number[], schoolId: number | null, userId: number): Promise<Map<number, PlacedGame>> {
  if (!ids.length) return new Map();
  const c = t.questionCollections;
  const g = t.miniGames;
  const rows = await db
    .select({ id: g.id, title: g.title, content: g.content })
    .from(g)
    .innerJoin(c, eq(c.id, g.collectionId))
    .where(
      and(
        inArray(g.id, ids),
        isNotNull(g.collectionId),
        or(
          eq(c.level, 'system'),
          schoolId === null ? undefined : and(eq(c.schoolId, schoolId), eq(c.level, 'personal'), eq(c.ownerId, userId)),
          schoolId === null ? undefined : and(eq(c.schoolId, schoolId), eq(c.level, 'school'), or(eq(c.status, 'approved'), eq(c.ownerId, userId))),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.id, { title: r.title, content: r.content as GameContent }]));
}
