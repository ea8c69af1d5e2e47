// A mini game as its author saves it (src/shared/mini-game.ts): one schema for the editor and the server.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { GAME_LIMITS as L, gridLetters } from '../mini-game.ts';

const text = (required: string) => v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(L.text, MSG.gameTextTooLong));
const pair = v.object({ left: text(MSG.gamePairLeftRequired), right: text(MSG.gamePairRightRequired) }, MSG.invalidInput);
const pairs = (limits: { min: number; max: number }, message: string) =>
  v.pipe(v.array(pair, MSG.invalidInput), v.minLength(limits.min, message), v.maxLength(limits.max, message));

const round = v.object(
  {
    prompt: text(MSG.gameRoundPromptRequired),
    items: v.pipe(
      v.array(text(MSG.gameRoundItemRequired), MSG.invalidInput),
      v.minLength(L.roundItems.min, MSG.gameRoundItemsCount),
      v.maxLength(L.roundItems.max, MSG.gameRoundItemsCount),
    ),
  },
  MSG.invalidInput,
);

const word = v.object(
  {
    clue: text(MSG.gameClueRequired),
    answer: v.pipe(
      text(MSG.gameAnswerRequired),
      v.check((a) => {
        const n = gridLetters(a).length;
        return n >= L.answerLetters.min && n <= L.answerLetters.max;
      }, MSG.gameAnswerLetters),
    ),
  },
  MSG.invalidInput,
);

export const gameContentSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('matching'), pairs: pairs(L.pairs, MSG.gamePairsCount) }),
    v.object({ kind: v.literal('memory'), pairs: pairs(L.memoryPairs, MSG.gameMemoryPairsCount) }),
    v.object({
      kind: v.literal('ordering'),
      rounds: v.pipe(v.array(round, MSG.invalidInput), v.minLength(L.rounds.min, MSG.gameRoundsCount), v.maxLength(L.rounds.max, MSG.gameRoundsCount)),
    }),
    v.object({
      kind: v.literal('crossword'),
      words: v.pipe(
        v.array(word, MSG.invalidInput),
        v.minLength(L.words.min, MSG.gameWordsCount),
        v.maxLength(L.words.max, MSG.gameWordsCount),
        v.check((list) => new Set(list.map((w) => gridLetters(w.answer))).size === list.length, MSG.gameWordsRepeated),
      ),
    }),
  ],
  MSG.invalidInput,
);

export const miniGameSchema = v.object({
  title: v.pipe(v.string(MSG.gameTitleRequired), v.trim(), v.minLength(1, MSG.gameTitleRequired), v.maxLength(L.title, MSG.gameTitleTooLong)),
  content: gameContentSchema,
});
export type MiniGameInput = v.InferOutput<typeof miniGameSchema>;
