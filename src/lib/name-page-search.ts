// The address of a list with a search box and pages (roles, catalogues, speaking settings, usage limits), read
// defensively: a hand-edited address never breaks the page, and page 1 and an empty search stay out of it.
export interface NamePageSearch {
  page?: number;
  name?: string;
}

/** A parser for such an address; `maxName` is the server's own limit on the searched text, so a longer one is cut. */
export function namePageSearch(maxName: number): (search: Record<string, unknown>) => NamePageSearch {
  return (search) => {
    const page = Number(search.page);
    // The router JSON-parses values, so a search for "123" arrives as a number.
    const name = typeof search.name === 'string' || typeof search.name === 'number' ? String(search.name).trim().slice(0, maxName) : '';
    return { page: Number.isInteger(page) && page > 1 ? page : undefined, name: name || undefined };
  };
}
