// The scores that colour pronunciation results (set per school on /system/elsa-settings). Kept apart from the
// settings' schema: the school layout reads the defaults, and it must not carry the form's validation code.
import { WORD_COLOUR_THRESHOLDS } from './speech/types.ts';

export interface ScoreThresholds {
  /** From this score a result is good (green). */
  good: number;
  /** From this score, below good, it needs more practice (amber); below it, red. */
  fair: number;
}

/** What results are coloured by when nobody set thresholds (the engine's bands, src/shared/speech/types.ts). */
export const DEFAULT_SCORE_THRESHOLDS: ScoreThresholds = { good: WORD_COLOUR_THRESHOLDS.green, fair: WORD_COLOUR_THRESHOLDS.amber };
