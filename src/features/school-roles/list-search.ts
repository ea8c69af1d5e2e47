// The URL search of the roles list, read defensively: a hand-edited address never breaks the page.
export interface RoleListSearch {
  page?: number;
  name?: string;
}

export function parseRoleListSearch(search: Record<string, unknown>): RoleListSearch {
  const n = Number(search.page);
  // The router JSON-parses values, so a search for "123" arrives as a number.
  const name = typeof search.name === 'string' || typeof search.name === 'number' ? String(search.name).trim() : '';
  return { page: Number.isInteger(n) && n > 1 ? n : undefined, name: name || undefined };
}
