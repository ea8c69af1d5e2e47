// A book's areas (PUT …/books/:id/areas): the buttons on its pages, read and saved. Saving is like a lecture deck's
// (lectures/deck-save.ts): an area names a media item or a bank question and the server copies what it shows, so a
// downloaded book opens them without a network. A book is system content: only approved system media and questions
// of system banks may be placed; an area keeps the copy it already had when saved again. Each refusal is a 422 at the
// area's path.
import { asc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { placeableMedia } from '../lectures/media-files.ts';
import { bankQuestionsByIds } from '../question-bank/questions.ts';
import { readableBankQuestions } from '../question-bank/readable.ts';
import { mediaBlock } from '../../../src/shared/lecture.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { AreaTarget, BookArea } from '../../../src/shared/book.ts';
import type { BookAreasInput } from '../../../src/shared/schemas/book.ts';

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

/** What the saved areas already show, by media id and question id. */
function placedBefore(areas: BookArea[]) {
  const media = new Map<number, AreaTarget>();
  const questions = new Map<number, AreaTarget>();
  for (const { target } of areas) {
    if (target.type === 'media') media.set(target.mediaId, target);
    else questions.set(target.questionId, target);
  }
  return { media, questions };
}

/** The rows to store for `input`; 422 naming every area that is off the book's pages or shows what it may not. */
export async function resolveAreas(db: Queryable, bookId: number, pageCount: number, input: BookAreasInput, userId: number): Promise<AreaRow[]> {
  const before = placedBefore(await readAreas(db, bookId));
  const mediaIds = [...new Set(input.areas.flatMap((a) => (a.target.kind === 'media' && !before.media.has(a.target.mediaId) ? [a.target.mediaId] : [])))];
  const questionIds = [
    ...new Set(input.areas.flatMap((a) => (a.target.kind === 'question' && !before.questions.has(a.target.questionId) ? [a.target.questionId] : []))),
  ];
  // schoolId null: the system's approved media and the system's banks only, whoever saves.
  const [media, readable] = await Promise.all([placeableMedia(db, mediaIds, { schoolId: null, userId }), readableBankQuestions(db, questionIds, null, userId)]);
  const questions = await bankQuestionsByIds(db, [...readable]);
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const rows = input.areas.flatMap((a, i): AreaRow[] => {
    const path = `areas.${i}`;
    if (seen.has(a.id)) errors[`${path}.id`] = [MSG.bookAreaDuplicate];
    seen.add(a.id);
    if (a.page > pageCount) errors[`${path}.page`] = [MSG.bookAreaOutsidePage];
    let target: AreaTarget | undefined;
    if (a.target.kind === 'media') {
      const copy = before.media.get(a.target.mediaId);
      const placed = media.get(a.target.mediaId);
      if (copy) target = copy;
      else if (placed) {
        const { id: _id, rect: _rect, ...shown } = mediaBlock('', a.rect, placed);
        target = shown;
      } else errors[`${path}.target.mediaId`] = [MSG.bookAreaMediaUnavailable];
    } else {
      const copy = before.questions.get(a.target.questionId);
      const question = questions.get(a.target.questionId);
      if (copy) target = copy;
      else if (question) target = { type: 'question', questionId: a.target.questionId, question };
      else errors[`${path}.target.questionId`] = [MSG.bookAreaQuestionUnavailable];
    }
    if (!target) return [];
    return [{ id: a.id, bookId, page: a.page, ...a.rect, label: a.label, target, position: i }];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return rows;
}
