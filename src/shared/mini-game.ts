// Mini games built from a question bank (spec §2 add-mini-game, game/{gameId}; §7 mini_games): the four kinds, what
// each holds, its limits, and how a play is scored. A game keeps its own copy of the words it plays with (taken from
// the bank's questions when it is made, then edited by its author), so it plays offline and does not change when a
// question does.
import { fold } from './fold.ts';

export const GAME_KINDS = ['matching', 'ordering', 'memory', 'crossword'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export const GAME_KIND_LABELS: Record<GameKind, string> = {
  matching: 'Nối cặp',
  ordering: 'Sắp xếp thứ tự',
  memory: 'Lật thẻ ghi nhớ',
  crossword: 'Ô chữ',
};

export const GAME_KIND_HINTS: Record<GameKind, string> = {
  matching: 'Chạm một ô bên trái rồi chạm ô bên phải khớp với nó.',
  ordering: 'Kéo thả hoặc dùng nút mũi tên để xếp các mục theo đúng thứ tự, rồi bấm Kiểm tra.',
  memory: 'Lật hai thẻ một lượt; hai thẻ cùng cặp sẽ mở luôn. Mở hết các cặp với ít lượt nhất.',
  crossword: 'Chạm một gợi ý hoặc một ô, gõ chữ cái (không cần dấu), rồi bấm Nộp bài.',
};

/** A question and its answer: one pair of cards in matching and memory. */
export interface GamePair {
  left: string;
  right: string;
}
/** One ordering round: the items in their right order (the game shuffles them). */
export interface GameRound {
  prompt: string;
  items: string[];
}
/** One crossword entry: the clue and its answer as written (diacritics and spaces allowed; the grid folds them). */
export interface GameWord {
  clue: string;
  answer: string;
}

export type GameContent =
  | { kind: 'matching'; pairs: GamePair[] }
  | { kind: 'memory'; pairs: GamePair[] }
  | { kind: 'ordering'; rounds: GameRound[] }
  | { kind: 'crossword'; words: GameWord[] };

export interface MiniGame {
  id: number;
  /** The bank or the exam the game belongs to (one of the two). */
  collectionId: number | null;
  examId: number | null;
  title: string;
  content: GameContent;
  updatedAt: string;
}

/** A game in its bank's list: without its content. */
export interface MiniGameSummary {
  id: number;
  title: string;
  kind: GameKind;
  size: number;
  updatedAt: string;
}

export const GAME_LIMITS = {
  title: 200,
  text: 300,
  pairs: { min: 2, max: 12 },
  /** Memory has two cards a pair: 20 cards still fit a tablet screen. */
  memoryPairs: { min: 2, max: 10 },
  rounds: { min: 1, max: 10 },
  roundItems: { min: 2, max: 8 },
  words: { min: 2, max: 15 },
  /** Letters of a crossword answer once folded. */
  answerLetters: { min: 2, max: 15 },
} as const;

/** A crossword answer as the grid holds it: upper-case letters A–Z, no diacritics (đ → D), no spaces or marks. */
export function gridLetters(answer: string): string {
  return fold(answer)
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/** How many things one play of the game covers: pairs, rounds or words. */
export function gameSize(content: GameContent): number {
  return content.kind === 'ordering' ? content.rounds.length : content.kind === 'crossword' ? content.words.length : content.pairs.length;
}

const SIZE_UNITS: Record<GameKind, string> = { matching: 'cặp', memory: 'cặp thẻ', ordering: 'lượt', crossword: 'từ' };

/** How big a game is, in words: "6 cặp", "2 lượt", "5 từ". */
export const gameSizeText = (g: { kind: GameKind; size: number }) => `${g.size} ${SIZE_UNITS[g.kind]}`;

/** A score out of 10 with one decimal, the scale Vietnamese schools mark on. */
export function scoreOutOf10(good: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.max(0, Math.min(good, total)) / total) * 100) / 10;
}

/**
 * Memory cannot be played perfectly: a card must be seen before it can be matched. Half a wasted turn per pair is
 * allowed before the score drops, so a careful player who remembers every card seen scores 10.
 */
export function memoryScore(pairs: number, moves: number): number {
  return scoreOutOf10(pairs, Math.max(pairs, moves - Math.floor(pairs / 2)));
}

/** A shuffled copy (Fisher–Yates); `random` is injectable so tests are repeatable. */
export function shuffled<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A kind read from a link (`?kind=`); anything else is the first kind. */
export const asGameKind = (value: unknown): GameKind => (GAME_KINDS.includes(value as GameKind) ? (value as GameKind) : 'matching');
