// Lectures (spec §2 editor and slide layout, §7 lectures): a lecture is an ordered deck of slides; each slide holds
// blocks placed on a 16:9 page in percentages of its width and height (so the same deck fits a tablet, a Chromebook
// and a projector). Blocks are rich text, a media item of the libraries (picture, video, sound, 3D model), a question
// from a bank or a bank's mini game. Media, question and game blocks keep a copy of what they show, so a downloaded
// lecture needs nothing else to be opened without a network, and deleting a bank question or game never breaks a
// lecture.
import type { LibraryItem } from './library.ts';
import type { MediaType } from './media.ts';
import type { GameContent, MiniGame } from './mini-game.ts';
import type { BankQuestion } from './question-bank.ts';

export const MAX_SLIDES = 200;
export const MAX_BLOCKS = 30;
/** An area's label, at most (as an e-book area's). */
export const AREA_LABEL_MAX = 120;
/** Slide width over height. */
export const SLIDE_RATIO = 16 / 9;

/** Where a block sits, in percent of the slide (0–100); x, y its top-left corner. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface BlockBase {
  /** Made on the device (a UUID), stable across edits: the editor's selection and React keys. */
  id: string;
  rect: Rect;
}

export interface TextBlock extends BlockBase {
  type: 'text';
  /** Rich text of the shared allow-list (src/shared/rich-text.ts), cleaned by the server; '' while plain. */
  html: string;
  /** Its plain text: search, the mission reader and screen readers. */
  text: string;
}

export interface MediaBlock extends BlockBase {
  type: 'media';
  /** The media item it shows; the rest is copied from it by the server when the block is saved. */
  mediaId: number;
  mediaType: MediaType;
  name: string;
  /** The file's public address (/api/files/…), copied from the media item when it was placed. */
  url: string;
  thumbnailUrl: string | null;
  contentType: string;
  size: number;
}

export interface QuestionBlock extends BlockBase {
  type: 'question';
  /** The bank question it shows; `question` is copied from it by the server when the block is first saved. */
  questionId: number;
  /** A copy of the bank question when it was placed (the lecture shows it and its answer on request). */
  question: BankQuestion;
}

/** What a game block keeps of its bank's game: its name and what it plays with (the kind is content.kind). */
export type PlacedGame = Pick<MiniGame, 'title' | 'content'>;

export interface GameBlock extends BlockBase {
  type: 'game';
  /** The bank's mini game it plays; `game` is copied from it by the server when the block is first saved. */
  gameId: number;
  game: PlacedGame;
}

/** What an area opens (a slide's area block, an e-book's area): a media item, a bank question or a bank game, copied. */
export type AreaTarget = Omit<MediaBlock, 'id' | 'rect'> | Omit<QuestionBlock, 'id' | 'rect'> | Omit<GameBlock, 'id' | 'rect'>;
export type AreaTargetType = AreaTarget['type'];

/**
 * An interactive region of a slide, typically over a part of an imported PowerPoint picture: a button that opens its
 * target in a dialog. It lives in the deck like any block (saved, undone, copied with the lecture).
 */
export interface AreaBlock extends BlockBase {
  type: 'area';
  /** What the button says (its accessible name and tooltip); '' names it after its target. */
  label: string;
  target: AreaTarget;
}

export type SlideBlock = TextBlock | MediaBlock | QuestionBlock | GameBlock | AreaBlock;
export type SlideBlockType = SlideBlock['type'];

export interface Slide {
  id: string;
  /** The page colour (#rrggbb). */
  background: string;
  /** A picture filling the page under the blocks (an imported PowerPoint slide), a content file address; null: none. */
  image: string | null;
  /** The words on that picture (an imported slide's text): read out by screen readers and found by search. */
  imageText: string;
  /** The presenter's notes, plain text. */
  notes: string;
  blocks: SlideBlock[];
}

export interface LectureDeck {
  slides: Slide[];
}

/** A lecture in a library list. */
export interface LectureItem extends LibraryItem {
  slideCount: number;
  /** The first slide's picture, when it has one (an imported slide or its first picture). */
  coverUrl: string | null;
  /** A free resource (GET /api/free/lectures): only ever true for an approved system lecture. */
  isFree: boolean;
}

/** A lecture opened in the editor or a presentation: the deck, and whether the caller may change it. */
export interface LectureDetail {
  id: number;
  name: string;
  level: LibraryItem['level'];
  schoolId: number | null;
  deck: LectureDeck;
  /** Server time of the last deck change (ISO). */
  updatedAt: string;
  canEdit: boolean;
}

/** An area of a deck and the slide it is on (GET /api/lectures/:id/areas). */
export interface DeckArea {
  slideId: string;
  /** 0-based, as the deck's slides are ordered. */
  slideIndex: number;
  area: AreaBlock;
}

/** The deck's areas, slide by slide, each in its slide's drawing order. */
export const deckAreas = (deck: LectureDeck): DeckArea[] =>
  deck.slides.flatMap((s, slideIndex) => s.blocks.flatMap((b) => (b.type === 'area' ? [{ slideId: s.id, slideIndex, area: b }] : [])));

/** What a media block copies from its media item. */
export type PlacedMedia = Pick<MediaBlock, 'mediaId' | 'mediaType' | 'name' | 'url' | 'thumbnailUrl' | 'contentType' | 'size'>;

/** A media block showing `m` at `rect` (the editor when placing it, the server when saving it). */
export const mediaBlock = (id: string, rect: Rect, m: PlacedMedia): MediaBlock => ({
  id,
  type: 'media',
  rect,
  mediaId: m.mediaId,
  mediaType: m.mediaType,
  name: m.name,
  url: m.url,
  thumbnailUrl: m.thumbnailUrl,
  contentType: m.contentType,
  size: m.size,
});

export const BLOCK_LABELS: Record<SlideBlockType, string> = {
  text: 'Văn bản',
  media: 'Học liệu',
  question: 'Câu hỏi',
  game: 'Trò chơi',
  area: 'Vùng tương tác',
};

/** An area's target in a few words: the media item's name, the question's first words, the game's name. */
export function targetName(target: AreaTarget): string {
  if (target.type === 'media') return target.name;
  if (target.type === 'game') return target.game.title;
  const words = target.question.content.text.trim();
  return words.length > 60 ? `${words.slice(0, 59)}…` : words;
}

/** What an area's button is called: its label, else what it opens. */
export const areaName = (area: { label: string; target: AreaTarget }) => area.label.trim() || `${BLOCK_LABELS[area.target.type]}: ${targetName(area.target)}`;

/** The words a game plays with, as a search finds them: its name, then each pair, round or clue and answer. */
export function gameText(game: { title: string; content: GameContent }): string {
  const c = game.content;
  const words =
    c.kind === 'ordering'
      ? c.rounds.flatMap((r) => [r.prompt, ...r.items])
      : c.kind === 'crossword'
        ? c.words.flatMap((w) => [w.clue, w.answer])
        : c.pairs.flatMap((p) => [p.left, p.right]);
  return [game.title, ...words]
    .map((w) => w.trim())
    .filter(Boolean)
    .join('\n');
}

/** All the text of a deck, slide by slide (blocks, then notes), paragraphs separated by a blank line. */
export function deckText(deck: LectureDeck): string {
  const parts: string[] = [];
  for (const slide of deck.slides) {
    for (const b of slide.blocks) {
      if (b.type === 'text' && b.text.trim()) parts.push(b.text.trim());
      if (b.type === 'question' && b.question.content.text.trim()) parts.push(b.question.content.text.trim());
      if (b.type === 'game') parts.push(gameText(b.game));
      if (b.type === 'area' && b.label.trim()) parts.push(b.label.trim());
    }
    if (slide.imageText.trim()) parts.push(slide.imageText.trim());
    if (slide.notes.trim()) parts.push(slide.notes.trim());
  }
  return parts.join('\n\n');
}
