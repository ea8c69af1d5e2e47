// The English libraries' filters in the URL: the library's own (series, grade, status, the name…) and the kind of
// vocabulary, read defensively like the rest (a hand-edited address never breaks the page).
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { VOCABULARY_KINDS, type VocabularyKind } from '@/shared/english-content.ts';
import type { LibraryFilters } from '@/shared/library.ts';

export type EnglishFilters = LibraryFilters & { kind?: VocabularyKind };

export function parseEnglishSearch(search: Record<string, unknown>): EnglishFilters {
  const kind = VOCABULARY_KINDS.find((k) => k === search.kind);
  return { ...parseLibrarySearch(search), ...(kind ? { kind } : {}) };
}
