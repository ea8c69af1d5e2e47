// Reading the member screens' URL search: junk is dropped, numbers-as-names kept, pending is the default.
import { describe, expect, it } from 'vitest';
import { parseJoinRequestSearch, parseMemberListSearch } from './list-search.ts';

describe('parseMemberListSearch', () => {
  it('keeps a page above 1 and a trimmed name', () => {
    expect(parseMemberListSearch({ page: 3, name: ' An ' })).toEqual({ page: 3, name: 'An' });
  });
  it('drops junk pages and keeps a numeric search as text', () => {
    expect(parseMemberListSearch({ page: 'abc', name: 123 })).toEqual({ page: undefined, name: '123' });
    expect(parseMemberListSearch({ page: 1, name: '' })).toEqual({ page: undefined, name: undefined });
  });
});

describe('parseJoinRequestSearch', () => {
  it('knows the statuses and leaves the default out', () => {
    expect(parseJoinRequestSearch({ status: 'rejected' })).toEqual({ page: undefined, status: 'rejected' });
    expect(parseJoinRequestSearch({ status: 'pending', page: 2 })).toEqual({ page: 2, status: undefined });
    expect(parseJoinRequestSearch({ status: 'xyz' })).toEqual({ page: undefined, status: undefined });
  });
});
