// A patch of a list's address: applied onto the latest search and read by the route's parser; two changes made while
// the route is still loading after the first both stay.
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { patchSearch } from './search-patch.ts';

interface ListSearch {
  page?: number;
  group?: number;
  sort?: string;
}

/** Like a route's parser: page 1 and the default order stay out of the address, unknown keys are dropped. */
function parseList(raw: Record<string, unknown>): ListSearch {
  const page = Number(raw.page);
  const group = Number(raw.group);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    group: Number.isInteger(group) && group > 0 ? group : undefined,
    sort: typeof raw.sort === 'string' && raw.sort !== 'name' ? raw.sort : undefined,
  };
}

describe('patchSearch', () => {
  it('keeps the keys the patch leaves alone and replaces those it gives', () => {
    expect(patchSearch(parseList, { sort: 'email' })({ group: 12, page: 3 })).toEqual({ group: 12, page: 3, sort: 'email' });
  });

  it('takes a key given as undefined out, and lets the parser drop defaults and unknown keys', () => {
    expect(patchSearch(parseList, { group: undefined, page: 1 })({ group: 12, page: 3, sort: 'email', stray: 'x' })).toEqual({
      group: undefined,
      page: undefined,
      sort: 'email',
    });
  });

  it('keeps both of two changes made while the route is still loading after the first', async () => {
    // The list's loader waits while the network is slow.
    let network = Promise.resolve();
    const root = createRootRoute();
    const list = createRoute({ getParentRoute: () => root, path: '/', validateSearch: parseList, loaderDeps: ({ search }) => search, loader: () => network });
    const router = createRouter({ routeTree: root.addChildren([list]), history: createMemoryHistory({ initialEntries: ['/?page=3'] }) });
    await router.load();
    let answer = () => {};
    network = new Promise<void>((resolve) => (answer = resolve));

    const first = router.navigate({ to: '/', search: patchSearch(parseList, { group: 12, page: 1 }), replace: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The first change is still loading: the list on screen is the one before it.
    expect(router.state.matches.at(-1)?.search).toEqual({ page: 3 });
    // The second change is made now, as a click on a column header would be.
    const second = router.navigate({ to: '/', search: patchSearch(parseList, { sort: 'email', page: 1 }), replace: true });
    answer();
    await Promise.all([first, second]);
    expect(router.state.location.search).toEqual({ group: 12, sort: 'email' });
  });
});
