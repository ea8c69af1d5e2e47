// The URL search of the school list (name, status, page), read defensively.
import type { SchoolStatusFilter } from './api/get-schools.ts';

export interface SchoolsSearch {
  page?: number;
  name?: string;
  /** 'all', the default, is left out of the address (a change to it arrives as 'all'). */
  status?: SchoolStatusFilter;
}

export function parseSchoolsSearch(search: Record<string, unknown>): SchoolsSearch {
  const page = Number(search.page);
  // The router JSON-parses values, so a search for "123" arrives as a number.
  const name = typeof search.name === 'string' || typeof search.name === 'number' ? String(search.name).trim() : '';
  const status = search.status === 'active' || search.status === 'expiring' || search.status === 'expired' ? search.status : undefined;
  return { page: Number.isInteger(page) && page > 1 ? page : undefined, name: name || undefined, status };
}
