// A book's areas (PUT …/books/:id/areas): the buttons on its pages, read and saved. Saving is like a lecture deck's
// (lectures/area-targets.ts): an area names a media item, a bank question or a bank game and the server copies what
// it shows, so a downloaded book opens them without a network. A book is system content: only approved system media
// and the questions and games of system banks may be placed; an area keeps the copy it already had when saved again.
// Each refusal is a 422 at the area's path.
import { asc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { refField, targetCopies, type TargetRef } from '../lectures/area-targets.ts';
import type { BookArea } from '../../../src/shared/book.ts';
import type { BookAreaInput, BookAreasInput } from '../../../src/shared/schemas/book.ts';
import { SERVER_MSG } from '../messages.ts';

type AreaRow = typeof t.bookAreas.$inferInsert;

const areaView = (r: typeof t.bookAreas.$inferSelect): BookArea => ({
  id: r.id,
  page: r.page,
  rect: { x: r.x, y: r.y, w: r.w, h: r.h },
  label: r.label,
  target: r.target,
});

export async function readAreas(db: Queryable, bookId: number): Promise<BookArea[]> {
  const rows = await db.select().from(t.bookAreas).where(eq(t.bookAreas.bookId, bookId)).orderBy(asc(t.bookAreas.position));
  return rows.map(areaView);
}

const REFUSED: Record<TargetRef['type'], string> = {
  media: SERVER_MSG.bookAreaMediaUnavailable,
  question: SERVER_MSG.bookAreaQuestionUnavailable,
  game: SERVER_MSG.bookAreaGameUnavailable,
};

/** The item an area names, as a lecture's blocks name theirs. */
const refOf = (t: BookAreaInput['target']): TargetRef =>
  t.kind === 'media'
    ? { type: 'media', mediaId: t.mediaId }
    : t.kind === 'question'
      ? { type: 'question', questionId: t.questionId }
      : { type: 'game', gameId: t.gameId };

/** The rows to store for `input`; 422 naming every area that is off the book's pages or shows what it may not. */
export async function resolveAreas(db: Queryable, bookId: number, pageCount: number, input: BookAreasInput, userId: number): Promise<AreaRow[]> {
  const kept = (await readAreas(db, bookId)).map((a) => a.target);
  // schoolId null: the system's approved media and the system's banks only, whoever saves.
  const copyOf = await targetCopies(
    db,
    input.areas.map((a) => refOf(a.target)),
    kept,
    { schoolId: null, userId },
  );
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const rows = input.areas.flatMap((a, i): AreaRow[] => {
    const path = `areas.${i}`;
    if (seen.has(a.id)) errors[`${path}.id`] = [SERVER_MSG.bookAreaDuplicate];
    seen.add(a.id);
    if (a.page > pageCount) errors[`${path}.page`] = [SERVER_MSG.bookAreaOutsidePage];
    const ref = refOf(a.target);
    const target = copyOf(ref);
    if (!target) {
      errors[`${path}.target.${refField(ref)}`] = [REFUSED[ref.type]];
      return [];
    }
    return [{ id: a.id, bookId, page: a.page, ...a.rect, label: a.label, target, position: i }];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return rows;
}
