// The game editor's form values and the API body they make: the rows of every kind stay in the form, so switching
// the kind and back loses nothing typed; an ordering round's items are written one per line.
import type { GameContent, GameKind, GamePair, GameWord, MiniGame } from '@/shared/mini-game.ts';
import type { MiniGameInput } from '@/shared/schemas/mini-game.ts';
import { emptyContent } from './from-questions.ts';

export interface GameForm {
  title: string;
  kind: GameKind;
  pairs: GamePair[];
  rounds: { prompt: string; itemsText: string }[];
  words: GameWord[];
}

export function formFromContent(title: string, content: GameContent): GameForm {
  const blank = (kind: GameKind) => emptyContent(kind);
  const pairs = content.kind === 'matching' || content.kind === 'memory' ? content.pairs : (blank('matching') as { pairs: GamePair[] }).pairs;
  const rounds = (content.kind === 'ordering' ? content : (blank('ordering') as Extract<GameContent, { kind: 'ordering' }>)).rounds.map((r) => ({
    prompt: r.prompt,
    itemsText: r.items.join('\n'),
  }));
  const words = content.kind === 'crossword' ? content.words : (blank('crossword') as { words: GameWord[] }).words;
  return { title, kind: content.kind, pairs, rounds, words };
}

export const formFromGame = (game: MiniGame) => formFromContent(game.title, game.content);

export function inputFromForm(form: GameForm): MiniGameInput {
  const content = (): GameContent => {
    switch (form.kind) {
      case 'matching':
      case 'memory':
        return { kind: form.kind, pairs: form.pairs };
      case 'ordering':
        return {
          kind: 'ordering',
          rounds: form.rounds.map((r) => ({
            prompt: r.prompt,
            items: r.itemsText
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          })),
        };
      case 'crossword':
        return { kind: 'crossword', words: form.words };
    }
  };
  return { title: form.title, content: content() };
}

/** The form field of an API or schema error path (`content.rounds.0.items.2` → `rounds.0.itemsText`). */
export function formPath(path: string): string {
  const rest = path.replace(/^content\./, '');
  const items = /^rounds\.(\d+)\.items/.exec(rest);
  if (items) return `rounds.${items[1]}.itemsText`;
  if (/^(pairs|rounds|words)$/.test(rest)) return `${rest}.root`;
  return rest || 'root';
}
