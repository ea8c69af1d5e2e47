import { describe, expect, it } from 'vitest';
import { NAME_SEARCH_MAX } from '@/shared/constants.ts';
import { parseNamePageSearch as parse } from './name-page-search.ts';

describe('parseNamePageSearch', () => {
  it('keeps a search and a page past the first', () => {
    expect(parse({ name: ' Toán ', page: 3 })).toEqual({ name: 'Toán', page: 3 });
  });

  it('leaves page 1, an empty search and anything unreadable out', () => {
    expect(parse({ name: '  ', page: 1, stray: 'x' })).toEqual({ name: undefined, page: undefined });
    expect(parse({ name: { a: 1 }, page: 'abc' })).toEqual({ name: undefined, page: undefined });
    expect(parse({ page: 2.5 })).toEqual({ name: undefined, page: undefined });
  });

  it('reads a number typed as the search, and cuts a search longer than the server takes', () => {
    expect(parse({ name: 123 })).toEqual({ name: '123', page: undefined });
    expect(parse({ name: 'a'.repeat(NAME_SEARCH_MAX + 5) }).name).toHaveLength(NAME_SEARCH_MAX);
  });
});
