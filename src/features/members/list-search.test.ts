// Reading the member screens' URL search: junk is dropped, numbers-as-names kept, pending is the default.
import { describe, expect, it } from 'vitest';
import { parseJoinRequestSearch, parseMemberListSearch } from './list-search.ts';

describe('parseMemberListSearch', () => {
  it('keeps a page above 1 and a trimmed name', () => {
    expect(parseMemberListSearch({ page: 3, name: ' An ' })).toMatchObject({ page: 3, name: 'An' });
  });
  it('drops junk pages and keeps a numeric search as text', () => {
    expect(parseMemberListSearch({ page: 'abc', name: 123 })).toMatchObject({ page: undefined, name: '123' });
    expect(parseMemberListSearch({ page: 1, name: '' })).toMatchObject({ page: undefined, name: undefined });
  });
  it('keeps the page sizes, groups, states and sorts the list knows, and leaves the defaults out', () => {
    expect(parseMemberListSearch({ perPage: 500, group: 7, status: 'inactive', sort: '-email' })).toEqual({
      page: undefined,
      name: undefined,
      perPage: 500,
      group: 7,
      status: 'inactive',
      sort: '-email',
    });
    expect(parseMemberListSearch({ group: 'none' }).group).toBe('none');
    expect(parseMemberListSearch({ perPage: 12, sort: 'name' })).toMatchObject({ perPage: undefined, sort: undefined });
    expect(parseMemberListSearch({ perPage: 1000, group: -2, status: 'locked', sort: 'birthday' })).toMatchObject({
      perPage: undefined,
      group: undefined,
      status: undefined,
      sort: undefined,
    });
  });
});

describe('parseJoinRequestSearch', () => {
  it('knows the statuses and leaves the default out', () => {
    expect(parseJoinRequestSearch({ status: 'rejected' })).toEqual({ page: undefined, status: 'rejected' });
    expect(parseJoinRequestSearch({ status: 'pending', page: 2 })).toEqual({ page: 2, status: undefined });
    expect(parseJoinRequestSearch({ status: 'xyz' })).toEqual({ page: undefined, status: undefined });
  });
});
