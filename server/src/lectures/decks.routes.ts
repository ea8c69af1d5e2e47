// A lecture's slides (GET/PUT /api/lecture_decks/:id) and its areas (GET /api/lectures/:id/areas): what the editor
// and the presentation open, whatever library the lecture is in, so the editor needs no school of its own
// (deck-access.ts says who may). A save comes from the app's outbox with an Idempotency-Key, and answers the deck as
// stored. A school lecture saved by someone who may not approve goes back to review, as any edit of a school item does.
import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, params } from '../http/validate.ts';
import { isReviewer } from '../library/scope.ts';
import { record } from '../library/record.ts';
import { deckInput } from '../../../src/shared/schemas/lecture.ts';
import { deckAreas } from '../../../src/shared/lecture.ts';
import { deckColumns } from './deck.ts';
import { deckAccess, lectureDetail } from './deck-access.ts';
import { resolveDeck } from './deck-save.ts';
import { lectureType } from './lecture-type.ts';

const idParam = v.object({ id: idString });

/** Autosaves of one sitting are one edit in the item's history: a new 'update' only after this long without one. */
export const EDIT_SESSION_MS = 30 * 60_000;

export const lectureDecks = new Hono<AppEnv>()
  .get('/lecture_decks/:id', requireAuth, async (c) => {
    const { row, canEdit } = await deckAccess(c, params(c, idParam).id, 'view');
    return c.json({ data: lectureDetail(row, canEdit) });
  })
  // The spec's lectures/{id}/areas, read only. A slide's areas are blocks of its deck, so they are saved with the
  // deck's PUT below: one outbox item, one undo history and one copy with the lecture, never a second write that could
  // arrive without the first.
  .get('/lectures/:id/areas', requireAuth, async (c) => {
    const { row } = await deckAccess(c, params(c, idParam).id, 'view');
    return c.json({ data: deckAreas(row.deck) });
  })
  .put('/lecture_decks/:id', requireAuth, idempotent, async (c) => {
    const { row, scope } = await deckAccess(c, params(c, idParam).id, 'edit');
    const input = await body(c, deckInput);
    const { db } = c.get('deps');
    const saved = await db.transaction(async (tx) => {
      const deck = await resolveDeck(tx, input, row.deck, { schoolId: row.schoolId, userId: scope.userId });
      const review = row.level === 'school' && !isReviewer(lectureType, scope) ? { status: 'pending', reviewReason: null } : {};
      const [updated] = await tx
        .update(t.lectures)
        .set({ ...deckColumns(deck, row.title, row.summary), ...review, updatedAt: new Date() })
        .where(eq(t.lectures.id, row.id))
        .returning();
      const [last] = await tx
        .select({ action: t.libraryActions.action, actorId: t.libraryActions.actorId, at: t.libraryActions.at })
        .from(t.libraryActions)
        .where(and(eq(t.libraryActions.contentType, lectureType.kind), eq(t.libraryActions.itemId, row.id)))
        .orderBy(desc(t.libraryActions.id))
        .limit(1);
      const sameSitting = last?.action === 'update' && last.actorId === scope.userId && Date.now() - last.at.getTime() < EDIT_SESSION_MS;
      if (!sameSitting) await record(tx, lectureType, [{ itemId: row.id, action: 'update', actorId: scope.userId }]);
      return updated!;
    });
    return c.json({ data: lectureDetail(saved, true) });
  });
