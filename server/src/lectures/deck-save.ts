// A deck as a client sent it, made into what is stored: text cleaned by the rich-text allow-list, each media,
// question and game block filled with a copy of its item. A block keeps the copy it already had in the saved deck (a lecture
// copied from a colleague shows her picture though the new owner may not place it); a new one is copied from an item
// the saver may read, or the save is refused at that block.
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { cleanRich } from '../content/rich-text.ts';
import { bankQuestionsByIds } from '../question-bank/questions.ts';
import { readableBankQuestions } from '../question-bank/readable.ts';
import { placeableGames } from '../mini-games/placeable.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { mediaBlock, type GameBlock, type LectureDeck, type MediaBlock, type QuestionBlock, type SlideBlock } from '../../../src/shared/lecture.ts';
import type { DeckInput } from '../../../src/shared/schemas/lecture.ts';
import { placeableMedia, type Placer } from './media-files.ts';

function placedBefore(deck: LectureDeck) {
  const media = new Map<number, MediaBlock>();
  const questions = new Map<number, QuestionBlock>();
  const games = new Map<number, GameBlock>();
  for (const b of deck.slides.flatMap((s) => s.blocks)) {
    if (b.type === 'media') media.set(b.mediaId, b);
    if (b.type === 'question') questions.set(b.questionId, b);
    if (b.type === 'game') games.set(b.gameId, b);
  }
  return { media, questions, games };
}

async function readableQuestions(db: Queryable, ids: number[], at: Placer) {
  return bankQuestionsByIds(db, [...(await readableBankQuestions(db, ids, at.schoolId, at.userId))]);
}

/** The deck to store; 422 with the path of every block whose media, question or game the saver may not place. */
export async function resolveDeck(db: Queryable, input: DeckInput, previous: LectureDeck, at: Placer): Promise<LectureDeck> {
  const before = placedBefore(previous);
  const blocks = input.slides.flatMap((s) => s.blocks);
  const mediaIds = blocks.flatMap((b) => (b.type === 'media' && !before.media.has(b.mediaId) ? [b.mediaId] : []));
  const questionIds = blocks.flatMap((b) => (b.type === 'question' && !before.questions.has(b.questionId) ? [b.questionId] : []));
  const gameIds = blocks.flatMap((b) => (b.type === 'game' && !before.games.has(b.gameId) ? [b.gameId] : []));
  const [media, questions, games] = await Promise.all([
    placeableMedia(db, [...new Set(mediaIds)], at),
    readableQuestions(db, [...new Set(questionIds)], at),
    placeableGames(db, [...new Set(gameIds)], at.schoolId, at.userId),
  ]);
  const errors: Record<string, string[]> = {};
  const slides = input.slides.map((slide, i) => ({
    ...slide,
    blocks: slide.blocks.flatMap((b, j): SlideBlock[] => {
      const path = `slides.${i}.blocks.${j}`;
      if (b.type === 'text') {
        // Plain text travels as text alone (html ''), as in the question fields; rich text's plain twin is rebuilt here.
        const clean = b.html ? cleanRich(b.html, `${path}.html`) : null;
        return [{ ...b, html: clean?.html ?? '', text: clean ? clean.text : b.text }];
      }
      if (b.type === 'media') {
        const copy = before.media.get(b.mediaId) ?? media.get(b.mediaId);
        if (copy) return [mediaBlock(b.id, b.rect, copy)];
        errors[`${path}.mediaId`] = [MSG.lectureMediaUnavailable];
        return [];
      }
      if (b.type === 'game') {
        const game = before.games.get(b.gameId)?.game ?? games.get(b.gameId);
        if (game) return [{ id: b.id, type: 'game', rect: b.rect, gameId: b.gameId, game }];
        errors[`${path}.gameId`] = [MSG.lectureGameUnavailable];
        return [];
      }
      const question = before.questions.get(b.questionId)?.question ?? questions.get(b.questionId);
      if (question) return [{ id: b.id, type: 'question', rect: b.rect, questionId: b.questionId, question }];
      errors[`${path}.questionId`] = [MSG.lectureQuestionUnavailable];
      return [];
    }),
  }));
  if (Object.keys(errors).length) throw invalid(errors);
  return { slides };
}
