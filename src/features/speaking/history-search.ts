// The history page's search: which list (own results or the teacher's students') and the page number.
import type { HistoryScope } from './api/get-speaking-histories.ts';

export interface HistorySearch {
  scope?: HistoryScope;
  page?: number;
}

export function parseHistorySearch(search: Record<string, unknown>): HistorySearch {
  const out: HistorySearch = {};
  if (search.scope === 'teacher') out.scope = 'teacher';
  const page = typeof search.page === 'number' ? search.page : typeof search.page === 'string' ? Number(search.page) : NaN;
  if (Number.isSafeInteger(page) && page > 1) out.page = page;
  return out;
}
