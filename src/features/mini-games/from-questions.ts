// A new game's first draft from its bank's questions: each question with one short right answer becomes a pair, a
// crossword entry, or — when its answer is a sentence — an ordering round of its words. The author edits the draft;
// questions that fit no kind (essays, groups, multi-answer choices) are left out.
import type { BankQuestion } from '@/shared/question-bank.ts';
import { GAME_LIMITS as L, gridLetters, type GameContent, type GameKind, type GamePair, type GameRound, type GameWord } from '@/shared/mini-game.ts';

const clip = (text: string) => (text.length > L.text ? `${text.slice(0, L.text - 1)}…` : text);
/** The prompt without its blanks' marks: “2 + 3 = {{}}” reads “2 + 3 = ___”. */
const promptOf = (q: BankQuestion) =>
  clip(
    q.content.text
      .replace(/\{\{\}\}/g, '___')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The one right answer of a question, when it has exactly one. */
export function singleAnswer(q: BankQuestion): string | null {
  const key = q.answerKey;
  if (!key) return null;
  if (key.type === 'singleChoice') return q.content.options?.find((o) => o.id === key.optionId)?.text.trim() || null;
  if (key.type === 'textAnswer') return key.accepted[0]?.trim() || null;
  if (key.type === 'fillInTheBlank') return key.blanks.length === 1 ? key.blanks[0]![0]?.trim() || null : null;
  if (q.questionType === 'speaking') return q.content.sentence?.trim() || null;
  return null;
}

/** Every answerable question, sub-questions of groups included, in bank order. */
const answerable = (questions: BankQuestion[]) => questions.flatMap((q) => (q.questionType === 'leadingQuestion' ? (q.subQuestions ?? []) : [q]));

function pairs(questions: BankQuestion[], max: number): GamePair[] {
  const out: GamePair[] = [];
  for (const q of answerable(questions)) {
    const answer = singleAnswer(q);
    if (answer && q.questionType !== 'speaking') out.push({ left: promptOf(q), right: clip(answer) });
    if (out.length === max) break;
  }
  return out;
}

function rounds(questions: BankQuestion[]): GameRound[] {
  const out: GameRound[] = [];
  for (const q of answerable(questions)) {
    const words = (singleAnswer(q) ?? '').split(/\s+/).filter(Boolean);
    if (words.length >= 3 && words.length <= L.roundItems.max) out.push({ prompt: promptOf(q), items: words });
    if (out.length === L.rounds.max) break;
  }
  return out;
}

function words(questions: BankQuestion[]): GameWord[] {
  const out: GameWord[] = [];
  const seen = new Set<string>();
  for (const q of answerable(questions)) {
    const answer = singleAnswer(q);
    if (!answer || q.questionType === 'speaking') continue;
    const letters = gridLetters(answer);
    if (letters.length < L.answerLetters.min || letters.length > L.answerLetters.max || seen.has(letters)) continue;
    seen.add(letters);
    out.push({ clue: promptOf(q), answer });
    if (out.length === L.words.max) break;
  }
  return out;
}

/** The draft of a game of this kind from the bank's questions (possibly shorter than the kind's minimum). */
export function draftFromQuestions(kind: GameKind, questions: BankQuestion[]): GameContent {
  switch (kind) {
    case 'matching':
      return { kind, pairs: pairs(questions, L.pairs.max) };
    case 'memory':
      return { kind, pairs: pairs(questions, L.memoryPairs.max) };
    case 'ordering':
      return { kind, rounds: rounds(questions) };
    case 'crossword':
      return { kind, words: words(questions) };
  }
}

/** An empty game of a kind with the rows its minimum needs, for an author who writes it by hand. */
export function emptyContent(kind: GameKind): GameContent {
  const pair = () => ({ left: '', right: '' });
  switch (kind) {
    case 'matching':
    case 'memory':
      return { kind, pairs: [pair(), pair(), pair()] };
    case 'ordering':
      return { kind, rounds: [{ prompt: '', items: ['', '', ''] }] };
    case 'crossword':
      return {
        kind,
        words: [
          { clue: '', answer: '' },
          { clue: '', answer: '' },
        ],
      };
  }
}

/** The fewest rows a kind needs. */
export const minimumRows = (kind: GameKind) => (kind === 'ordering' ? L.rounds.min : kind === 'crossword' ? L.words.min : L.pairs.min);

/** A draft with empty rows added up to its kind's minimum, for the author to fill in. */
export function withMinimumRows(content: GameContent): GameContent {
  const blank = emptyContent(content.kind);
  const pad = <T>(rows: T[], empty: T[]) => [...rows, ...empty.slice(0, Math.max(0, minimumRows(content.kind) - rows.length))];
  switch (content.kind) {
    case 'matching':
    case 'memory':
      return { kind: content.kind, pairs: pad(content.pairs, (blank as { pairs: GamePair[] }).pairs) };
    case 'ordering':
      return { kind: content.kind, rounds: pad(content.rounds, (blank as { rounds: GameRound[] }).rounds) };
    case 'crossword':
      return { kind: content.kind, words: pad(content.words, (blank as { words: GameWord[] }).words) };
  }
}
