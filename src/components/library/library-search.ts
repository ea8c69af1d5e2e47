// A library's filters as the URL's search params (spec §3), read defensively: a hand-edited address never breaks the
// page, and defaults (page 1, newest first) stay out of the address.
import { LIBRARY_ID_FILTERS, LIBRARY_SORTS, REVIEW_STATUSES, type LibraryFilters } from '@/shared/library.ts';

function ids(raw: unknown): number[] | undefined {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : typeof raw === 'number' ? [raw] : [];
  const out = list.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return out.length ? [...new Set(out)].slice(0, 50) : undefined;
}

export function parseLibrarySearch(search: Record<string, unknown>): LibraryFilters {
  const out: LibraryFilters = {};
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  // The router JSON-parses values, so a search for "123" arrives as a number.
  const name = typeof search.name === 'string' || typeof search.name === 'number' ? String(search.name).trim().slice(0, 200) : '';
  if (name) out.name = name;
  for (const key of LIBRARY_ID_FILTERS) {
    const list = ids(search[key]);
    if (list) out[key] = list;
  }
  const status = REVIEW_STATUSES.find((s) => s === search.status);
  if (status) out.status = status;
  const sort = LIBRARY_SORTS.find((s) => s === search.sort);
  if (sort && sort !== 'newest') out.sort = sort;
  return out;
}

/** Whether any filter narrows the list (the empty state then says nothing matched, not that the library is empty). */
export const isFiltered = (f: LibraryFilters) => Boolean(f.name || f.status || LIBRARY_ID_FILTERS.some((k) => f[k]?.length));

/**
 * "Clear the filters" as a change to the address: every filter out, back to page 1, the order kept. Beside the
 * library's own keys it clears the others the list on screen carries (English content's kind).
 */
export function clearedFilters(filters: object): LibraryFilters {
  const keys = new Set<string>([...Object.keys(filters), 'page', 'name', 'status', ...LIBRARY_ID_FILTERS]);
  keys.delete('sort');
  return Object.fromEntries([...keys].map((key) => [key, undefined]));
}
