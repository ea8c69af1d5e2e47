// Tailwind classes of the three word colours (thresholds: the school's, from its session — useScoreThresholds —
// else WORD_COLOUR_THRESHOLDS in src/shared/speech/types.ts).
import { wordColour, type WordColour } from '@/shared/speech/types.ts';
import type { ScoreThresholds } from '@/shared/speaking-settings.ts';

export const COLOUR_CLASS: Record<WordColour, string> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
};

export const COLOUR_LABEL: Record<WordColour, string> = { green: 'tốt', amber: 'cần luyện thêm', red: 'chưa đúng' };

export const scoreClass = (score: number, thresholds?: ScoreThresholds) => COLOUR_CLASS[wordColour(score, thresholds)];
