// A deck as a client sent it, made into what is stored: text cleaned by the rich-text allow-list, each media,
// question and game block, and what each area opens, filled with a copy of its item (area-targets.ts: a copy the saved
// deck already had is kept, a new one comes from an item the saver may place, or the save is refused at that block).
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { cleanRich } from '../content/rich-text.ts';
import type { AreaTarget, LectureDeck, SlideBlock } from '../../../src/shared/lecture.ts';
import type { DeckInput, SlideBlockInput } from '../../../src/shared/schemas/lecture.ts';
import { refField, shownBy, targetCopies, type TargetRef } from './area-targets.ts';
import type { Placer } from './media-files.ts';
import { SERVER_MSG } from '../messages.ts';

const REFUSED: Record<TargetRef['type'], string> = {
  media: SERVER_MSG.lectureMediaUnavailable,
  question: SERVER_MSG.lectureQuestionUnavailable,
  game: SERVER_MSG.lectureGameUnavailable,
};

/** The item a block or an area names, if any. */
function refOf(b: SlideBlockInput): TargetRef | null {
  if (b.type === 'media') return { type: 'media', mediaId: b.mediaId };
  if (b.type === 'question') return { type: 'question', questionId: b.questionId };
  if (b.type === 'game') return { type: 'game', gameId: b.gameId };
  if (b.type === 'area') return b.target;
  return null;
}

/** What the saved deck's blocks and areas show, each by item. */
const shownIn = (deck: LectureDeck): AreaTarget[] =>
  deck.slides.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'text' ? [] : b.type === 'area' ? [b.target] : [shownBy(b)])));

/** The deck to store; 422 with the path of every block whose media, question or game the saver may not place. */
export async function resolveDeck(db: Queryable, input: DeckInput, previous: LectureDeck, at: Placer): Promise<LectureDeck> {
  const refs = input.slides.flatMap((s) => s.blocks.flatMap((b) => refOf(b) ?? []));
  const copyOf = await targetCopies(db, refs, shownIn(previous), at);
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
      const ref = refOf(b)!;
      const copy = copyOf(ref);
      if (!copy) {
        errors[`${path}${b.type === 'area' ? '.target' : ''}.${refField(ref)}`] = [REFUSED[ref.type]];
        return [];
      }
      if (b.type === 'area') return [{ id: b.id, type: 'area', rect: b.rect, label: b.label, target: copy }];
      return [{ ...copy, id: b.id, rect: b.rect }];
    }),
  }));
  if (Object.keys(errors).length) throw invalid(errors);
  return { slides };
}
