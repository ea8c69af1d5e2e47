// What a placed item shows, copied from the libraries: a lecture's media, question and game blocks, a slide's areas and
// an e-book's areas all name an item and keep a copy of it. A copy the saved content already holds is kept (a lecture
// copied from a colleague shows her picture though the new owner may not place it; a deleted question or game stays
// shown); a new one is copied from an item the saver may place, else the caller refuses it at its path.
import type { Queryable } from '../exams/structure.ts';
import { bankQuestionsByIds } from '../question-bank/questions.ts';
import { readableBankQuestions } from '../question-bank/readable.ts';
import { placeableGames } from '../mini-games/placeable.ts';
import type { AreaTarget, GameBlock, MediaBlock, QuestionBlock } from '../../../src/shared/lecture.ts';
import { placeableMedia, type Placer } from './media-files.ts';

/** An item named by what a client sends. */
export type TargetRef = { type: 'media'; mediaId: number } | { type: 'question'; questionId: number } | { type: 'game'; gameId: number };

const idOf = (ref: TargetRef | AreaTarget): number => (ref.type === 'media' ? ref.mediaId : ref.type === 'question' ? ref.questionId : ref.gameId);
const keyOf = (ref: TargetRef | AreaTarget): string => `${ref.type}:${idOf(ref)}`;

/** The field of a refused ref, under its path. */
export const refField = (ref: TargetRef) => (ref.type === 'media' ? 'mediaId' : ref.type === 'question' ? 'questionId' : 'gameId');

/** A block's copy of its item without its place on the slide: what it shows. */
export function shownBy(b: MediaBlock | QuestionBlock | GameBlock): AreaTarget {
  if (b.type === 'media') {
    const { id: _id, rect: _rect, ...shown } = b;
    return shown;
  }
  if (b.type === 'question') {
    const { id: _id, rect: _rect, ...shown } = b;
    return shown;
  }
  const { id: _id, rect: _rect, ...shown } = b;
  return shown;
}

/**
 * A lookup of the copy each ref shows: the one in `kept` (what the saved content shows, by item) or a new copy of an
 * item `at` may place; undefined when neither.
 */
export async function targetCopies(db: Queryable, refs: TargetRef[], kept: AreaTarget[], at: Placer): Promise<(ref: TargetRef) => AreaTarget | undefined> {
  const before = new Map(kept.map((k) => [keyOf(k), k]));
  const wanted = refs.filter((r) => !before.has(keyOf(r)));
  const ids = (type: TargetRef['type']) => [...new Set(wanted.filter((r) => r.type === type).map(idOf))];
  const [media, readable, games] = await Promise.all([
    placeableMedia(db, ids('media'), at),
    readableBankQuestions(db, ids('question'), at.schoolId, at.userId),
    placeableGames(db, ids('game'), at.schoolId, at.userId),
  ]);
  const questions = await bankQuestionsByIds(db, [...readable]);
  const made = new Map<string, AreaTarget>();
  for (const [, m] of media) made.set(keyOf({ type: 'media', mediaId: m.mediaId }), { type: 'media', ...m });
  for (const [questionId, question] of questions) made.set(keyOf({ type: 'question', questionId }), { type: 'question', questionId, question });
  for (const [gameId, game] of games) made.set(keyOf({ type: 'game', gameId }), { type: 'game', gameId, game });
  return (ref) => before.get(keyOf(ref)) ?? made.get(keyOf(ref));
}
