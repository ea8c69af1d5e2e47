import { describe, expect, it } from 'vitest';
import { isFiltered, parseLibrarySearch } from './library-search.ts';

describe('parseLibrarySearch', () => {
  it('keeps valid filters and drops defaults', () => {
    expect(parseLibrarySearch({ page: 2, name: ' phuong trinh ', subjectIds: '3,1,3', status: 'pending', sort: 'name' })).toEqual({
      page: 2,
      name: 'phuong trinh',
      subjectIds: [3, 1],
      status: 'pending',
      sort: 'name',
    });
    expect(parseLibrarySearch({ page: 1, sort: 'newest' })).toEqual({});
  });

  it('ignores what a hand-edited address gets wrong', () => {
    expect(parseLibrarySearch({ page: 'x', gradeIds: 'a,-1,0', status: 'lost', sort: 'random', categoryIds: [5, 'b'] })).toEqual({ categoryIds: [5] });
    expect(parseLibrarySearch({ name: 2024 })).toEqual({ name: '2024' });
  });

  it('knows when a list is narrowed', () => {
    expect(isFiltered({ page: 3, sort: 'name' })).toBe(false);
    expect(isFiltered({ topicIds: [1] })).toBe(true);
  });
});
