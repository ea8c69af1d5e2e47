// Shapes of the speaking API (contract: /work/notes/speech-api.md §4): practice content and history rows.
import type { SpeechResult } from '@/shared/speech/types.ts';

export type VocabularyKind = 'word' | 'sentence' | 'paragraph';

export interface PracticeLesson {
  id: number;
  seriesId: number;
  seriesName: string;
  grade: number | null;
  unit: string | null;
  title: string;
  kind: VocabularyKind;
  itemCount: number;
}

export interface PracticeItem {
  id: number;
  lessonId: number;
  kind: VocabularyKind;
  text: string;
  /** Vietnamese meaning. */
  meaning: string | null;
  phonetic: string | null;
  /** The content's own reference audio, if it has one. */
  audioUrl: string | null;
}

export interface SpeakingHistory {
  id: number;
  /** JSON of the SpeechResult (spec §3: a JSON string that is parsed); "null" when refused over the limit. */
  body: string;
  status: 'scored' | 'limited' | 'failed';
  overall: number | null;
  sentence: string;
  mode: 'scripted' | 'unscripted';
  contentId: number | null;
  provider: string;
  recordedAt: string | null;
  createdAt: string;
  audioUrl: string;
  user: { id: number; first_name: string; last_name: string };
}

export interface Paginated<T> {
  data: T[];
  pagination: { total: number; page: number; perPage: number };
}

/** The parsed result of a history row, or null (limited, failed, or a body that is not a result). */
export function parseHistoryBody(row: Pick<SpeakingHistory, 'body'>): SpeechResult | null {
  try {
    const parsed: unknown = JSON.parse(row.body);
    return parsed && typeof parsed === 'object' && Array.isArray((parsed as SpeechResult).words) ? (parsed as SpeechResult) : null;
  } catch {
    return null;
  }
}

export const VOCABULARY_KIND_LABEL: Record<VocabularyKind, string> = {
  word: 'Từ vựng',
  sentence: 'Câu',
  paragraph: 'Đoạn văn',
};
