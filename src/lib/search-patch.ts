// How a list's screen changes its address: it reports only the keys that change (resets such as `page: undefined`
// included), and its route applies them onto the router's latest search. While a route loads after one change the
// screen still shows the search before it, so a whole search built from the screen would undo that change.

/** The keys of a search that change; a key given as undefined leaves the address. */
export type SearchPatch<S> = Partial<S>;

/**
 * The functional `search` of TanStack Router's `navigate`: the router calls it with its latest (or pending) search,
 * not the one on screen, and the route's own parser reads the result, so defaults and unknown keys stay out.
 */
export function patchSearch<S extends object>(parse: (raw: Record<string, unknown>) => S, patch: SearchPatch<S>): (prev: object) => S {
  return (prev) => parse({ ...prev, ...patch } as Record<string, unknown>);
}
