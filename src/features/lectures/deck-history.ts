// Undo and redo of the slide editor: the decks as they were, newest last. Typing in one block within a short time is
// one step (a word is not undone letter by letter).
import type { LectureDeck } from '@/shared/lecture.ts';

export const HISTORY_LIMIT = 100;
/** Changes to the same thing closer together than this merge into one undo step. */
export const MERGE_MS = 1000;

export interface DeckHistory {
  past: LectureDeck[];
  present: LectureDeck;
  future: LectureDeck[];
  /** What the last change touched and when, to merge the next one into it. */
  lastKey: string | null;
  lastAt: number;
}

export const startHistory = (deck: LectureDeck): DeckHistory => ({ past: [], present: deck, future: [], lastKey: null, lastAt: 0 });

/** Records a change; `mergeKey` (e.g. "text:<blockId>") merges it into the previous step when that was the same. */
export function record(h: DeckHistory, next: LectureDeck, mergeKey: string | null = null, now = Date.now()): DeckHistory {
  if (next === h.present) return h;
  const merge = mergeKey !== null && mergeKey === h.lastKey && now - h.lastAt < MERGE_MS;
  const past = merge ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: mergeKey, lastAt: now };
}

export function undo(h: DeckHistory): DeckHistory {
  const previous = h.past[h.past.length - 1];
  if (!previous) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], lastKey: null, lastAt: 0 };
}

export function redo(h: DeckHistory): DeckHistory {
  const next = h.future[0];
  if (!next) return h;
  return { past: [...h.past, h.present], present: next, future: h.future.slice(1), lastKey: null, lastAt: 0 };
}
