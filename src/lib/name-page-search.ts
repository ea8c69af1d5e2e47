// The address of a list with a search box and pages (roles, catalogues, speaking settings, usage limits), read
// defensively: a hand-edited address never breaks the page, and page 1 and an empty search stay out of it.
import { NAME_SEARCH_MAX } from '@/shared/constants.ts';

export interface NamePageSearch {
  page?: number;
  name?: string;
}

/** A search longer than the server takes is cut to its length, so that the list still answers. */
export function parseNamePageSearch(search: Record<string, unknown>): NamePageSearch {
  const page = Number(search.page);
  // The router JSON-parses values, so a search for "123" arrives as a number.
  const name = typeof search.name === 'string' || typeof search.name === 'number' ? String(search.name).trim().slice(0, NAME_SEARCH_MAX) : '';
  return { page: Number.isInteger(page) && page > 1 ? page : undefined, name: name || undefined };
}
