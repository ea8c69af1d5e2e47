// The deck a client sends (PUT …/lectures/:id/deck): slides and blocks as placed in the editor. Media, question and
// game blocks, and what an area opens, name their item only; the server copies what they show from the library (so
// nothing a client makes up is shown to students), and cleans text blocks with the rich-text allow-list.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { AREA_LABEL_MAX, MAX_BLOCKS, MAX_SLIDES } from '../lecture.ts';
import { RICH_MAX, RICH_MEDIA_URL } from '../rich-text.ts';
import { id } from './id.ts';

const percent = v.pipe(v.number(MSG.invalidInput), v.minValue(0, MSG.invalidInput), v.maxValue(100, MSG.invalidInput));
const size = v.pipe(v.number(MSG.invalidInput), v.minValue(2, MSG.invalidInput), v.maxValue(100, MSG.invalidInput));
const rect = v.object({ x: percent, y: percent, w: size, h: size });
const localId = v.pipe(v.string(MSG.invalidInput), v.regex(/^[A-Za-z0-9-]{1,40}$/, MSG.invalidInput));

export const slideBlockInput = v.variant('type', [
  v.object({
    id: localId,
    type: v.literal('text'),
    rect,
    html: v.pipe(v.string(MSG.invalidInput), v.maxLength(RICH_MAX, MSG.lectureTextTooLong)),
    /** The text when it is plain (html ''); ignored beside html, whose plain twin the server makes. */
    text: v.optional(v.pipe(v.string(MSG.invalidInput), v.maxLength(RICH_MAX, MSG.lectureTextTooLong)), ''),
  }),
  v.object({ id: localId, type: v.literal('media'), rect, mediaId: id() }),
  v.object({ id: localId, type: v.literal('question'), rect, questionId: id() }),
  v.object({ id: localId, type: v.literal('game'), rect, gameId: id() }),
  v.object({
    id: localId,
    type: v.literal('area'),
    rect,
    label: v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(AREA_LABEL_MAX, MSG.lectureAreaLabelTooLong)),
    // Named by `type`, as the block keeps it: the editor sends the deck it holds.
    target: v.variant('type', [
      v.object({ type: v.literal('media'), mediaId: id() }),
      v.object({ type: v.literal('question'), questionId: id() }),
      v.object({ type: v.literal('game'), gameId: id() }),
    ]),
  }),
]);
export type SlideBlockInput = v.InferOutput<typeof slideBlockInput>;

export const slideInput = v.object({
  id: localId,
  background: v.pipe(v.string(MSG.invalidInput), v.regex(/^#[0-9a-fA-F]{6}$/, MSG.invalidInput)),
  image: v.nullable(v.pipe(v.string(MSG.invalidInput), v.regex(RICH_MEDIA_URL, MSG.invalidInput))),
  imageText: v.optional(v.pipe(v.string(MSG.invalidInput), v.maxLength(5000, MSG.lectureNotesTooLong)), ''),
  notes: v.pipe(v.string(MSG.invalidInput), v.maxLength(5000, MSG.lectureNotesTooLong)),
  blocks: v.pipe(v.array(slideBlockInput, MSG.invalidInput), v.maxLength(MAX_BLOCKS, MSG.lectureTooManyBlocks)),
});
export type SlideInput = v.InferOutput<typeof slideInput>;

export const deckInput = v.object({
  slides: v.pipe(v.array(slideInput, MSG.invalidInput), v.minLength(1, MSG.lectureNoSlides), v.maxLength(MAX_SLIDES, MSG.lectureTooManySlides)),
});
export type DeckInput = v.InferOutput<typeof deckInput>;
