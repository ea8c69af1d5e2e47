import { describe, expect, it } from 'vitest';
import { clearedFilters, isFiltered, parseLibrarySearch } from './library-search.ts';

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

  it('clears every filter and the page but keeps the order, a type’s own filter too', () => {
    const clear = clearedFilters({ subjectIds: [3], kind: 'paragraph', sort: 'name' });
    // Each key is there, given as undefined, so that applied onto the address it takes that filter out.
    expect(Object.keys(clear).sort()).toEqual([
      'categoryIds',
      'gradeIds',
      'kind',
      'name',
      'page',
      'status',
      'subjectIds',
      'supplierIds',
      'textbookIds',
      'topicIds',
    ]);
    expect(Object.values(clear).every((v) => v === undefined)).toBe(true);
    expect(parseLibrarySearch({ name: 'x', gradeIds: [7], page: 4, sort: 'name', ...clear })).toEqual({ sort: 'name' });
  });
});
