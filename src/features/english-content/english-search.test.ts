import { describe, expect, it } from 'vitest';
import { parseEnglishSearch } from './english-search.ts';

describe('parseEnglishSearch', () => {
  it('keeps a known kind beside the library filters and drops anything else', () => {
    expect(parseEnglishSearch({ kind: 'sentence', gradeIds: '7', page: 2 })).toEqual({ kind: 'sentence', gradeIds: [7], page: 2 });
    expect(parseEnglishSearch({ kind: 'song' })).toEqual({});
  });
});
